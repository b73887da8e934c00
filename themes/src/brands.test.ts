import { describe, expect, it } from 'vitest';
import { chartPairs, colorPairs, contrastRatio, minimumContrast } from './contrast.js';
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

describe('contrastRatio', () => {
  it('matches the WCAG extremes and a known pair', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });
});

describe.each(Object.values(brands))('$name meets WCAG AA', ({ tokens }) => {
  it.each(colorPairs)('$fg on $bg ($use)', ({ fg, bg, use }) => {
    expect(contrastRatio(tokens.color[fg], tokens.color[bg])).toBeGreaterThanOrEqual(minimumContrast[use]);
  });

  it.each(chartPairs)('chart %s on surface (3:1)', (series) => {
    expect(contrastRatio(tokens.chart[series], tokens.color.surface)).toBeGreaterThanOrEqual(minimumContrast.ui);
  });
});
