import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('is a named status when labelled', () => {
    renderInBrand(<Spinner label="Loading your bills" />);
    expect(screen.getByRole('status', { name: 'Loading your bills' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology without a label', () => {
    const { container } = renderInBrand(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
