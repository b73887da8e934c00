import { describe, expect, it } from 'vitest';
import { getCssText } from '../stitches.config.js';
import { chartPaint } from './chart-paint.js';

/** The CSS rules of a class, with its name replaced by `.paint` (Stitches writes system colours in lower case). */
function rulesOf(className: string): string[] {
  return [...getCssText().matchAll(new RegExp(`\\.${className}\\s*\\{[^}]*\\}`, 'g'))].map((match) =>
    match[0].replace(className, 'paint').replace(/\s+/g, ' '),
  );
}

describe('chartPaint', () => {
  it.each([
    [
      'a chart colour fill',
      chartPaint.fill('electricity'),
      ['fill: var(--hk-colors-chartElectricity);', 'fill: canvastext;'],
    ],
    [
      'an ink stroke',
      chartPaint.stroke('divider', 'GrayText'),
      ['stroke: var(--hk-colors-divider);', 'stroke: graytext;'],
    ],
    [
      'a faded fill, solid under forced colours',
      chartPaint.faded('naturalGas', 0.45),
      ['fill: var(--hk-colors-chartNaturalGas); opacity: 0.45;', 'fill: canvas; opacity: 1;'],
    ],
    [
      'text at a size step',
      chartPaint.text('textMuted', 'xs', 'bold'),
      ['font-size: var(--hk-fontSizes-xs); font-weight: var(--hk-fontWeights-bold); fill: var(--hk-colors-textMuted);'],
    ],
    ['icon ink', chartPaint.ink('text'), ['color: var(--hk-colors-text);', 'color: canvastext;']],
  ])('paints %s from the brand tokens, with its forced-colours rule', (_, className, declarations) => {
    const rules = rulesOf(className).join(' ');
    for (const declaration of declarations) expect(rules).toContain(declaration);
    expect(rules).toContain('forced-color-adjust: none;');
  });

  it('answers one class per paint, however often it is asked for', () => {
    expect(chartPaint.fill('hydro')).toBe(chartPaint.fill('hydro'));
    expect(chartPaint.fill('hydro')).not.toBe(chartPaint.fill('hydro', 'GrayText'));
  });

  it('draws an outline only under forced colours when asked', () => {
    const rules = rulesOf(chartPaint.custom({ forced: { stroke: 'CanvasText', strokeWidth: 2 } }));
    expect(rules.join(' ')).toContain('stroke: canvastext; stroke-width: 2;');
  });
});
