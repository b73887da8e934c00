import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInBrand } from '../test/render.js';
import { Icon, iconNames } from './Icon.js';

describe('Icon', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = renderInBrand(<Icon name="bolt" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('is an image named by its label', () => {
    renderInBrand(<Icon name="credit-applied" label="Credit applied" />);
    expect(screen.getByRole('img', { name: 'Credit applied' })).toHaveAttribute('data-icon', 'credit-applied');
  });

  it('draws in the colour of the surrounding text', () => {
    const { container } = renderInBrand(<Icon name="flame" />);
    expect(container.querySelector('svg')).toHaveAttribute('stroke', 'currentColor');
  });

  it('has every icon the portal asks for', () => {
    const required = [
      'chevron-down',
      'chevron-left',
      'chevron-right',
      'close',
      'menu',
      'plus',
      'minus',
      'check',
      'alert',
      'info',
      'error',
      'calendar',
      'download',
      'external-link',
      'user',
      'home',
      'bolt',
      'flame',
      'bottle',
      'leaf',
      'credit-applied',
    ];
    expect(iconNames).toEqual(expect.arrayContaining(required));
  });
});
