import type { Ref } from 'react';
import { styled } from '../stitches.config.js';

/** spec 1 §2: the text shown after a successful save, word for word ('Changes Saved'). */
export const CHANGES_SAVED_TEXT = 'Changes Saved';

const Saved = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  fontFamily: '$body',
  color: '$success',
  fontSize: '$sm',
  fontWeight: '$bold',
  // The mark is decoration: the text after the slash is its (empty) spoken alternative.
  '&::before': { content: '"✓" / ""' },
});

export interface ChangesSavedProps {
  /** Class names added to the text. */
  className?: string;
  /** The text's element (a span). */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The one way a save that took effect is said (spec 1 §2: the text Changes Saved), under an editable field or a
 * switch alike: a tick and the words, in the success colour. It is only the words: put it in a `role="status"` region
 * that is already on the page, so that it is announced when it appears. It has no state, so no data attributes.
 */
export function ChangesSaved({ className, ref }: ChangesSavedProps) {
  return (
    <Saved className={className} ref={ref}>
      {CHANGES_SAVED_TEXT}
    </Saved>
  );
}
