import type { HTMLAttributes, Ref } from 'react';
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

export interface DescriptionListProps extends HTMLAttributes<HTMLDListElement> {
  /** The list's `<dl>`. */
  ref?: Ref<HTMLDListElement>;
}

/**
 * Label–value pairs, e.g. a widget's facts: `DescriptionTerm`s muted in one column, `DescriptionDetails` beside
 * them. A native `<dl>`, so screen readers announce it as a list of terms and their details. Put each term right
 * before its details; a term may have several details.
 */
export function DescriptionList(props: DescriptionListProps) {
  return <StyledList {...props} />;
}

export interface DescriptionTermProps extends HTMLAttributes<HTMLElement> {
  /** The term's `<dt>`. */
  ref?: Ref<HTMLElement>;
}

/** The label of a pair in a `DescriptionList`, e.g. 'Due date'. */
export function DescriptionTerm(props: DescriptionTermProps) {
  return <StyledTerm {...props} />;
}

export interface DescriptionDetailsProps extends HTMLAttributes<HTMLElement> {
  /** `danger` marks a value that needs action (bold, in the danger colour); say why in words as well. */
  tone?: 'default' | 'danger';
  /** The details' `<dd>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The value of a pair in a `DescriptionList`, e.g. '20 Mar 2026'. Long values wrap anywhere rather than widen the
 * list. Data attributes: `data-tone="default" | "danger"`.
 */
export function DescriptionDetails({ tone = 'default', ref, ...props }: DescriptionDetailsProps) {
  return <StyledDetails ref={ref} tone={tone} data-tone={tone} {...props} />;
}
