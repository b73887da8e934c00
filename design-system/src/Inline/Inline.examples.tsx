import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { Icon } from '../Icon/Icon.js';
import { InlineText } from '../InlineText/InlineText.js';
import { Stack } from '../Stack/Stack.js';
import { Inline } from './Inline.js';

export const inlineExamples = defineExamples({
  Actions: {
    description: 'Buttons side by side that wrap onto a new line when the row is too narrow.',
    render: () => (
      <Inline wrap gap="3">
        <Button>Sign in</Button>
        <Button variant="secondary">Email me a sign-in link</Button>
      </Inline>
    ),
  },
  IconAndText: {
    description: 'An icon and its words, centred across the row.',
    render: () => (
      <Inline as="p" align="center" gap="2">
        <Icon name="bolt" size="sm" />
        <InlineText size="sm">Electricity</InlineText>
      </Inline>
    ),
  },
  Truncating: {
    description: 'With `isShrinkable`, the row and its items shrink so that a long name truncates.',
    render: () => (
      <Stack width="control * 4">
        <Inline align="center" gap="2" isShrinkable>
          <Icon name="home" size="sm" />
          <InlineText isTruncated>7 Tawa Terrace, Tawa, Wellington 5028</InlineText>
        </Inline>
      </Stack>
    ),
  },
});
