import { defineExamples } from '../examples.js';
import { Text } from '../Text/Text.js';
import { PlainLink } from './PlainLink.js';

export const plainLinkExamples = defineExamples({
  Inline: {
    description: 'Inside running text, as Link draws it: always underlined, so it does not rely on colour alone.',
    render: () => (
      <Text>
        Call us on <PlainLink href="tel:0800086400">0800 086 400</PlainLink> or email{' '}
        <PlainLink href="mailto:care@kowhaienergy.example">care@kowhaienergy.example</PlainLink>.
      </Text>
    ),
  },
  Standalone: {
    description: 'On its own line, as Link draws it: bold and a touch target tall, underlined on hover.',
    render: () => (
      <PlainLink variant="standalone" href="https://www.kowhaienergy.example/join">
        Sign up for your home
      </PlainLink>
    ),
  },
});
