import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { PageLayout } from './PageLayout.js';
import { pageLayoutExamples as examples } from './PageLayout.examples.js';

describe('PageLayout', () => {
  it('is the page’s main landmark', () => {
    renderInBrand(examples.Centered.render());
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('data-variant', 'centered');
    expect(screen.getByRole('region', { name: 'Sign in to your account' })).toBeInTheDocument();
  });

  it('forwards its ref and takes an id and a class name', () => {
    const ref = createRef<HTMLElement>();
    renderInBrand(
      <PageLayout ref={ref} variant="padded" id="main" className="page">
        Content
      </PageLayout>,
    );
    expect(ref.current).toBe(screen.getByRole('main'));
    expect(ref.current).toHaveAttribute('id', 'main');
    expect(ref.current).toHaveClass('page');
  });
});
