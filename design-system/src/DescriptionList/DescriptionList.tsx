import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../stitches.config.js';

const StyledList = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$2 $4',
  margin: 0,
});

const StyledTerm = styled('dt', { color: '$textMuted' });

const StyledDetails = styled('dd', {
  margin: 0,
  fontWeight: '$medium',
  overflowWrap: 'anywhere',
  variants: {
    // Colour is never the only sign: the caller says it in words too (e.g. '$40.00, please pay now').
    tone: { default: {}, danger: { color: '$danger', fontWeight: '$bold' } },
  },
});

export type DescriptionListProps = HTMLAttributes<HTMLDListElement>;

/**
 * Label–value pairs, e.g. a widget's facts: `DescriptionTerm`s muted in one column, `DescriptionDetails` beside
 * them. A native `<dl>`, so screen readers announce it as a list of terms and their details. Put each term right
 * before its details; a term may have several details.
 */
export const DescriptionList = forwardRef<HTMLDListElement, DescriptionListProps>(function DescriptionList(props, ref) {
  return <StyledList ref={ref} {...props} />;
});

export type DescriptionTermProps = HTMLAttributes<HTMLElement>;

/** The label of a pair in a `DescriptionList`, e.g. 'Due date'. */
export const DescriptionTerm = forwardRef<HTMLElement, DescriptionTermProps>(function DescriptionTerm(props, ref) {
  return <StyledTerm ref={ref} {...props} />;
});

export interface DescriptionDetailsProps extends HTMLAttributes<HTMLElement> {
  /** `danger` marks a value that needs action (bold, in the danger colour); say why in words as well. */
  tone?: 'default' | 'danger';
}

/**
 * The value of a pair in a `DescriptionList`, e.g. '20 Mar 2026'. Long values wrap anywhere rather than widen the
 * list. Data attributes: `data-tone="default" | "danger"`.
 */
export const DescriptionDetails = forwardRef<HTMLElement, DescriptionDetailsProps>(function DescriptionDetails(
  { tone = 'default', ...props },
  ref,
) {
  return <StyledDetails ref={ref} tone={tone} data-tone={tone} {...props} />;
});
