import { brands, cssVariables } from '@harakeke/themes';
import { describe, expect, it } from 'vitest';
import { brandedPage } from './page.js';

/** The page's stylesheet, and its rules as selector → declarations, outside @font-face and :root. */
function stylesOf(html: string) {
  const css = (/<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, Record<string, string>>();
  for (const [, at, selector, body] of css.matchAll(/(@media[^{]*\{)?([^{}@]+)\{([^{}]*)\}/g)) {
    const key = `${at ? `${at.slice(0, -1).trim()} ` : ''}${selector!.trim()}`;
    const declarations = Object.fromEntries(
      body!
        .split(';')
        .map((declaration) => declaration.split(/:(.*)/s).map((part) => part.replace(/\s+/g, ' ').trim()))
        .filter(([property]) => property),
    );
    rules.set(key, declarations);
  }
  return { css, rules };
}

// The identity provider's pages draw the portal's sign-in card (portal/src/app/CenteredCard.tsx) with the design
// system's values, so the sign-in is one product from the portal's page to the provider's and back.
describe.each(Object.values(brands))('the identity provider’s page in $name', (brand) => {
  const html = brandedPage(brand, 'Sign in', '<h1>Sign in to your account</h1>\n<p>Hello.</p>');
  const { css, rules } = stylesOf(html);

  it('is one card in the middle of the page, the brand’s name over the heading', () => {
    expect(html).toMatch(
      /<main>\s*<div class="card">\s*<p class="brand">[^<]+<\/p>\s*<h1>Sign in to your account<\/h1>[\s\S]*<\/div>\s*<\/main>/,
    );
    expect(html).toContain(`<p class="brand">${brand.name}</p>`);
    expect(rules.get('main')).toMatchObject({ 'place-items': 'center', padding: 'var(--space-4)' });
  });

  it('draws the card as the design system’s Card is drawn, as wide as the portal’s', () => {
    expect(rules.get('.card')).toEqual({
      width: 'min(100%,var(--size-narrowContent))',
      background: 'var(--color-surface)',
      'border-radius': 'var(--radius-lg)',
      'box-shadow': 'var(--shadow-card)',
      border: 'var(--borderWidth-thin) solid transparent',
      padding: 'var(--space-5)',
    });
    expect(rules.get(`@media (min-width:${brand.tokens.breakpoint.md}px) .card`)).toEqual({
      padding: 'var(--space-6)',
    });
  });

  it('sets the brand line, the heading and the button as the portal’s sign-in card does', () => {
    expect(rules.get('.brand')).toEqual({ color: 'var(--color-textMuted)' });
    expect(rules.get('h1')).toMatchObject({
      margin: '0 0 var(--space-4)',
      'font-family': 'var(--typography-fontHeading)',
      'font-size': 'var(--typography-size-xl)',
      'font-weight': 'var(--typography-weight-bold)',
    });
    expect(rules.get('button')).toMatchObject({
      'min-height': 'var(--size-control)',
      padding: 'var(--space-3) var(--space-5)',
      'border-radius': 'var(--radius-pill)',
      background: 'var(--color-primary)',
      color: 'var(--color-onPrimary)',
    });
    expect(rules.get('button:hover')).toEqual({ background: 'var(--color-primaryStrong)' });
  });

  it('takes every colour and size from the brand’s tokens', () => {
    const defined = new Set(Object.keys(cssVariables(brand.tokens)));
    const used = [...css.matchAll(/var\((--[\w-]+)\)/g)].map(([, name]) => name!);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
    const styles = [...rules].filter(([selector]) => selector !== ':root');
    const literals = styles.flatMap(([selector, declarations]) =>
      Object.entries(declarations)
        .filter(([property, value]) => property !== 'src' && /#[0-9a-f]{3,8}\b|rgba?\(|\b\d+px\b/i.test(value))
        .map(([property, value]) => `${selector} { ${property}: ${value} }`),
    );
    expect(literals).toEqual([]);
  });

  it('carries no script, so the content security policy’s script-src stays files of this origin only', () => {
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
  });
});
