import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Skeleton } from './Skeleton.js';
import { skeletonExamples } from './Skeleton.examples.js';

describe('Skeleton', () => {
  it('draws the lines asked for, hidden from assistive technology', () => {
    const { container } = renderInBrand(<Skeleton variant="text" lines={4} />);
    const text = container.querySelector('[data-skeleton="text"]');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    expect(text?.children).toHaveLength(4);
  });

  it('draws a sample paragraph as its lines, hidden from assistive technology', () => {
    const sample = 'Your bills aren’t paid automatically.';
    const { container } = renderInBrand(<Skeleton variant="text" sample={sample} />);
    const text = container.querySelector('[data-skeleton="text"]');
    expect(text).toHaveAttribute('aria-hidden', 'true');
    // The words are there to wrap as the paragraph will, drawn by the style sheet: nobody sees, hears or finds them.
    expect(text).toHaveAttribute('data-sample', sample);
    expect(screen.queryByText(sample)).not.toBeInTheDocument();
  });

  it.each(['block', 'circle'] as const)('hides a %s from assistive technology', (variant) => {
    const { container } = renderInBrand(<Skeleton variant={variant} />);
    expect(container.querySelector(`[data-skeleton="${variant}"]`)).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the loading announcement to its container', () => {
    renderInBrand(skeletonExamples.WithLoadingStatus.render());
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
  });
});
