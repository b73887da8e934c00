import { useEffect, useRef, useState } from 'react';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/**
 * How long typing must pause before the remaining count is announced. Announcing every keystroke would talk
 * over the characters the screen reader echoes; GOV.UK's character count waits for a pause the same way.
 */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

const Count = styled('span', {
  marginInlineStart: 'auto',
  color: '$textMuted',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  '&[data-state=over]': { color: '$danger', fontWeight: '$bold' },
});

/** What a screen reader hears about the count: how many characters are left, or how many too many. */
export function remainingCharactersText(count: number, limit: number): string {
  const left = limit - count;
  if (left >= 0) return `${left} ${left === 1 ? 'character' : 'characters'} left`;
  const over = -left;
  return `${over} ${over === 1 ? 'character' : 'characters'} over the limit`;
}

export interface CharacterCountProps {
  /** Id of the hidden hint that states the limit; the control's aria-describedby points at it. */
  hintId: string;
  /** Characters in the value now. */
  count: number;
  /** The limit the count is shown against. */
  limit: number;
}

/**
 * The visible 'n/limit' under a text control, a hint that states the limit (read with the control), and a polite
 * status region that says how many characters are left once typing pauses. The visible count is hidden from screen
 * readers, which would read it as "12 slash 150".
 */
export function CharacterCount({ hintId, count, limit }: CharacterCountProps) {
  const message = remainingCharactersText(count, limit);
  const [announcement, setAnnouncement] = useState('');
  const messageAtMount = useRef(message);

  useEffect(() => {
    // Say nothing until the value first changes: the hint already states the limit.
    if (announcement === '' && message === messageAtMount.current) return;
    const timer = setTimeout(() => setAnnouncement(message), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message, announcement]);

  const over = count > limit;
  return (
    <>
      <Count aria-hidden="true" data-state={over ? 'over' : 'within'}>
        {count}/{limit}
      </Count>
      <VisuallyHidden id={hintId}>You can enter up to {limit} characters.</VisuallyHidden>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
