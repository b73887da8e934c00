import { keyframes, styled } from '../stitches.config.js';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const Ring = styled('span', {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  borderRadius: '$pill',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
});

export interface SpinnerProps {
  /** Announced to screen readers; omit when a surrounding element already says what is loading. */
  label?: string;
}

export function Spinner({ label }: SpinnerProps) {
  return label ? <Ring role="status" aria-label={label} /> : <Ring aria-hidden="true" />;
}
