import { Skeleton, Stack } from '@harakeke/design-system';

/**
 * A section's skeleton for its usual first content, a paragraph and a button under it (no automatic payment yet, no
 * saved card): the paragraph drawn from its own words, so it wraps to as many lines as the paragraph will at this
 * width, and nothing below moves when the section loads. `gap` is the content's own, between paragraph and button.
 */
export function ParagraphAndButtonSkeleton({ sample, gap }: { sample: string; gap: '3' | '4' }) {
  return (
    <Stack gap={gap}>
      <Skeleton variant="text" sample={sample} />
      <Skeleton variant="block" height="button" />
    </Stack>
  );
}
