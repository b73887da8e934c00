import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from '../Link/Link.js';
import { renderInBrand } from '../test/render.js';
import { PlainLink } from './PlainLink.js';

describe('PlainLink', () => {
  it('is a link to its href, which the browser follows in the same tab', () => {
    renderInBrand(<PlainLink href="https://www.kowhaienergy.example/join">Sign up for your home</PlainLink>);
    const link = screen.getByRole('link', { name: 'Sign up for your home' });
    expect(link).toHaveAttribute('href', 'https://www.kowhaienergy.example/join');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('data-variant', 'inline');
  });

  it('looks as Link does, variant for variant', () => {
    renderInBrand(
      <>
        <Link variant="standalone" href="/a">
          Link
        </Link>
        <PlainLink variant="standalone" href="/b">
          Plain link
        </PlainLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Link' });
    const plain = screen.getByRole('link', { name: 'Plain link' });
    expect(plain).toHaveAttribute('data-variant', 'standalone');
    // Both carry the shared link style's classes (base and variant); the plain one adds its :hover on top.
    for (const name of link.classList) expect(plain.classList).toContain(name);
  });
});
