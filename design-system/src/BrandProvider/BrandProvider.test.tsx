import { brands, type Brand } from '@harakeke/themes';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button.js';
import { getCssText } from '../stitches.config.js';
import { BrandProvider, useBrand } from './BrandProvider.js';

function BrandName() {
  return <p>{useBrand().name}</p>;
}

describe('BrandProvider', () => {
  it('puts the brand on <html>, so overlays in portals see it, and removes it on unmount', () => {
    const { unmount } = render(
      <BrandProvider brand="fernlight">
        <BrandName />
      </BrandProvider>,
    );
    expect(screen.getByText('Fernlight')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-brand', 'fernlight');
    expect(document.documentElement.className).toContain('brand-fernlight');
    unmount();
    expect(document.documentElement.className).not.toContain('brand-fernlight');
  });

  it('themes a third brand another team defines', () => {
    const harbour: Brand = {
      ...brands.kowhai,
      id: 'harbour' as Brand['id'],
      name: 'Harbour Power',
      tokens: { ...brands.kowhai.tokens, color: { ...brands.kowhai.tokens.color, primary: '#123456' } },
    };
    render(
      <BrandProvider brand={harbour}>
        <BrandName />
        <Button>Pay now</Button>
      </BrandProvider>,
    );
    expect(screen.getByText('Harbour Power')).toBeInTheDocument();
    expect(document.documentElement.className).toContain('brand-harbour');
    expect(getCssText()).toContain('#123456');
  });
});
