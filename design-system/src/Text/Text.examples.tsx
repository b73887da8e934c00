import { defineExamples } from '../examples.js';
import { Text } from './Text.js';

const sentence = 'Your next bill is due on 20 March.';

export const textExamples = defineExamples({
  Default: { render: () => <Text>{sentence}</Text> },
  Muted: { description: 'Secondary information.', render: () => <Text tone="muted">{sentence}</Text> },
  Danger: { render: () => <Text tone="danger">Your account is overdue by $42.10.</Text> },
  Small: { render: () => <Text size="sm">{sentence}</Text> },
  Large: { render: () => <Text size="lg">{sentence}</Text> },
  AsSpan: {
    description: 'Inline, inside another element.',
    render: () => (
      <p>
        Balance: <Text as="span">$182.40</Text>
      </p>
    ),
  },
});
