import type { Ref } from 'react';
import { keyframes, styled } from '../stitches.config.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: '$pill',
  border: '$borderWidths$thick solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
});

export interface SpinnerProps {
  /** Announced to screen readers; omit when a surrounding element already says what is loading. */
  label?: string;
  /** Added to the spinner's element. */
  className?: string;
  /** The spinner's element. */
  ref?: Ref<HTMLSpanElement>;
}

/** A spinning ring in the text colour. Always busy, so it has no data attributes. */
export function Spinner({ label, className, ref }: SpinnerProps) {
  const common = { className, ref };
  return label ? <Ring {...common} role="status" aria-label={label} /> : <Ring {...common} aria-hidden="true" />;
}
