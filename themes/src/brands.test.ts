import { describe, expect, it } from 'vitest';
import { brandFor, brands, cssVariables } from './index.js';

describe('brands', () => {
  it('has two distinct fictional brands with their own header value and client', () => {
    const [a, b] = Object.values(brands);
    expect(a?.brandHeader).not.toBe(b?.brandHeader);
    expect(a?.clientId).not.toBe(b?.clientId);
  });

  it('falls back to the default brand for an unknown id', () => {
    expect(brandFor('nope').id).toBe('kowhai');
    expect(brandFor('fernlight').id).toBe('fernlight');
  });

  it('flattens tokens into CSS custom properties', () => {
    const vars = cssVariables(brands.fernlight.tokens);
    expect(vars['--color-primary']).toBe('#0F5E4F');
    expect(vars['--breakpoint-md']).toBe('768px');
  });
});
