import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Badge } from './Badge.js';

describe('Badge', () => {
  it('shows its words, with its tone as a data attribute, its ref and class', () => {
    const ref = createRef<HTMLSpanElement>();
    renderInBrand(
      <Badge ref={ref} className="kind">
        Buying group
      </Badge>,
    );
    expect(screen.getByText('Buying group')).toBe(ref.current);
    expect(ref.current).toHaveAttribute('data-tone', 'info');
    expect(ref.current).toHaveClass('kind');
  });
});
