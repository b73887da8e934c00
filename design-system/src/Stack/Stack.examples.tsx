import { defineExamples } from '../examples.js';
import { InlineText } from '../InlineText/InlineText.js';
import { Stack } from './Stack.js';

export const stackExamples = defineExamples({
  Gaps: {
    description: 'Items one under another, a step of the space scale apart (`gap="3"`).',
    render: () => (
      <Stack gap="3">
        <InlineText weight="bold">Electricity</InlineText>
        <InlineText>Anytime plan</InlineText>
        <InlineText tone="muted">Since 1 March 2026</InlineText>
      </Stack>
    ),
  },
  List: {
    description: 'As a `ul`: still a list to screen readers, without bullets or indent.',
    render: () => (
      <Stack as="ul" gap="1" aria-label="Supplies">
        <li>Electricity: Anytime</li>
        <li>Natural gas: Standard</li>
      </Stack>
    ),
  },
  FixedWidth: {
    description: 'A width from the size scale, here four controls (`width="control * 4"`), never wider than its box.',
    render: () => (
      <Stack width="control * 4" gap="1">
        <InlineText isTruncated>7 Tawa Terrace, Tawa, Wellington 5028</InlineText>
      </Stack>
    ),
  },
});
