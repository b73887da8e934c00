import { useRef } from 'react';
import { useDateSegment } from 'react-aria';
import type { DateFieldState, DateSegment as DateSegmentModel } from 'react-stately';
import { styled } from '../stitches.config.js';

const Segment = styled('div', {
  padding: '0 calc($space$1 / 2)',
  borderRadius: '$sm',
  outline: 'none',
  '&[data-placeholder]': { color: '$textMuted' },
  '&[data-type=literal]': { padding: 0 },
  // The outline is invisible against the fill, but forced colours drop the fill and paint the outline.
  '&:focus': { backgroundColor: '$primary', color: '$onPrimary', outline: '$borderWidths$thin solid $primary' },
});

export interface DateSegmentProps {
  /** The segment react-stately made: a day, month or year spin button, or a literal separator. */
  segment: DateSegmentModel;
  /** The state of the date field the segment belongs to. */
  state: DateFieldState;
}

/** One editable part of a typed date (day, month or year), or the slash between two. */
export function DateSegment({ segment, state }: DateSegmentProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <Segment {...segmentProps} ref={ref} data-type={segment.type} data-placeholder={segment.isPlaceholder || undefined}>
      {segment.text}
    </Segment>
  );
}
