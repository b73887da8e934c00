import type { Ref } from 'react';
import { styled } from '../stitches.config.js';
import { Button } from '../Button/Button.js';

const Box = styled('div', {
  backgroundColor: '$dangerSurface',
  color: '$text',
  // As thick as a banner's leading edge.
  borderLeft: 'calc(2 * $borderWidths$thick) solid $danger',
  borderRadius: '$sm',
  padding: '$4',
  display: 'grid',
  gap: '$3',
  justifyItems: 'start',
});

const Title = styled('p', { margin: 0, fontWeight: '$bold', color: '$danger' });
const Detail = styled('p', { margin: 0 });

/** spec 1 §8: the generic box's title. */
export const GENERIC_ERROR_TITLE = 'Sorry, something went wrong';

export interface ErrorBoxProps {
  /** Headline; the spec's generic text by default. */
  title?: string;
  /** What happened and what the customer can do. */
  detail?: string;
  /** When given, a button that retries or reloads. */
  onRetry?: () => void;
  /** Label of the retry button. */
  retryLabel?: string;
  /** Added to the box. */
  className?: string;
  /** The box (role alert). */
  ref?: Ref<HTMLDivElement>;
}

/** An error message announced to screen readers as soon as it appears. It has one state, so no data attributes. */
export function ErrorBox({
  title = GENERIC_ERROR_TITLE,
  detail,
  onRetry,
  retryLabel = 'Try again',
  className,
  ref,
}: ErrorBoxProps) {
  return (
    <Box role="alert" className={className} ref={ref}>
      <Title>{title}</Title>
      {detail && <Detail>{detail}</Detail>}
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </Box>
  );
}
