import { defineExamples } from '../examples.js';
import { Stack } from '../Stack/Stack.js';
import { InlineText } from './InlineText.js';

export const inlineTextExamples = defineExamples({
  Figure: {
    description: 'A figure with its label: the label small and muted, the amount large and bold.',
    render: () => (
      <Stack as="p" gap="1">
        <InlineText tone="muted" size="sm">
          Total balance
        </InlineText>
        <InlineText size="xxl" weight="bold" leading="tight">
          $184.52
        </InlineText>
      </Stack>
    ),
  },
  Tones: {
    description: 'Only what is set changes; the rest inherits.',
    render: () => (
      <p>
        <InlineText weight="bold">Bach</InlineText> <InlineText tone="muted">· 12 Beach Road, Raglan</InlineText>{' '}
        <InlineText tone="danger">Overdue</InlineText>
      </p>
    ),
  },
  Truncated: {
    description: 'One line cut with an ellipsis where its box ends; the full text stays in the page.',
    render: () => (
      <Stack width="control * 4">
        <InlineText isTruncated>7 Tawa Terrace, Tawa, Wellington 5028 (Pending)</InlineText>
      </Stack>
    ),
  },
});
