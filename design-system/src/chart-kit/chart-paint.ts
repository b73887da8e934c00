import type { ChartPalette, ColorTokens, TypographyTokens } from '@harakeke/themes';
import { kowhai } from '@harakeke/themes';
import { css } from '../stitches.config.js';

/** A colour of the brand's chart palette (`Tokens['chart']` in themes): a series, a category, a carbon level. */
export type ChartColor = keyof ChartPalette;

/** The colour tokens charts draw ink with: text and labels, axes, grid lines, surfaces, the focus ring. */
export type ChartInk = Extract<keyof ColorTokens, 'text' | 'textMuted' | 'surface' | 'border' | 'divider' | 'focus'>;

/** Anything a chart paints with: a chart colour or an ink. Never a literal colour. */
export type ChartPaintColor = ChartColor | ChartInk;

/** The system colours (CSS system colour keywords) a chart switches to under forced colours. */
export type ForcedColor = 'CanvasText' | 'GrayText' | 'Canvas' | 'Highlight';

/** What a paint class sets under forced colours (Windows High Contrast), where system colours replace the brand's. */
export interface ForcedPaint {
  fill?: ForcedColor;
  stroke?: ForcedColor;
  color?: ForcedColor;
  opacity?: number;
  /** An outline only forced colours draw, where the brand's colours tell a shape apart by its fill. */
  strokeWidth?: number;
}

/** One paint class: brand colours by token, font by token, and its forced-colours rules. */
export interface ChartPaint {
  /** SVG fill. */
  fill?: ChartPaintColor;
  /** SVG stroke. */
  stroke?: ChartPaintColor;
  /** CSS colour, for glyphs drawn in `currentColor` (icons). */
  color?: ChartPaintColor;
  /** Opacity in the brand's colours. */
  opacity?: number;
  /** Font size step of text drawn in the plot. */
  fontSize?: keyof TypographyTokens['size'];
  /** Font weight of text drawn in the plot. */
  fontWeight?: keyof TypographyTokens['weight'];
  /** The rules under forced colours; the shapes (hatching, dots, dashes) still tell series apart there. */
  forced?: ForcedPaint;
}

const chartColors = new Set<string>(Object.keys(kowhai.tokens.chart));

/** The Stitches token of a paint colour: chart colours are `$chartElectricity`, inks `$text`. */
function tokenOf(color: ChartPaintColor): string {
  return chartColors.has(color) ? `$chart${color[0]?.toUpperCase()}${color.slice(1)}` : `$${color}`;
}

function rulesOf({ fill, stroke, color, opacity, fontSize, fontWeight, forced }: ChartPaint) {
  return {
    ...(fontSize ? { fontSize: `$${fontSize}` } : {}),
    ...(fontWeight ? { fontWeight: `$${fontWeight}` } : {}),
    ...(fill ? { fill: tokenOf(fill) } : {}),
    ...(stroke ? { stroke: tokenOf(stroke) } : {}),
    ...(color ? { color: tokenOf(color) } : {}),
    ...(opacity !== undefined ? { opacity } : {}),
    // A chart paints its own system colours under forced colours: left to the browser, an SVG fill became the
    // page's text colour and the series' differences in shade were lost.
    ...(forced ? { '@media (forced-colors: active)': { forcedColorAdjust: 'none', ...forced } } : {}),
  };
}

const classes = new Map<string, ReturnType<typeof css>>();

/**
 * The class name of a chart paint. Colours are the brand's tokens as CSS variables, so one render serves every
 * brand and a brand switch repaints without re-rendering. Classes are made once per paint and reused.
 */
export function chartPaintClass(paint: ChartPaint): string {
  const key = JSON.stringify(paint);
  let made = classes.get(key);
  if (!made) {
    made = css(rulesOf(paint));
    classes.set(key, made);
  }
  // Called on every use, like any Stitches class, so its rule is in the sheet a server render collects.
  return made().className;
}

/** Token-typed chart paint: class names for SVG marks, text and icons, with their forced-colours rules. */
export const chartPaint = {
  /** A solid fill; `forced` is its system colour under forced colours (CanvasText unless the mark is decoration). */
  fill(color: ChartPaintColor, forced: ForcedColor = 'CanvasText'): string {
    return chartPaintClass({ fill: color, forced: { fill: forced } });
  },
  /** A stroke (lines, outlines); `forced` is its system colour under forced colours. */
  stroke(color: ChartPaintColor, forced: ForcedColor = 'CanvasText'): string {
    return chartPaintClass({ stroke: color, forced: { stroke: forced } });
  },
  /** A see-through fill (estimates, areas, textures); solid `forced` under forced colours, where shapes carry it. */
  faded(color: ChartPaintColor, opacity: number, forced: ForcedColor = 'Canvas'): string {
    return chartPaintClass({ fill: color, opacity, forced: { fill: forced, opacity: 1 } });
  },
  /** Text drawn in the plot (axis labels, names, values) at a font size step. */
  text(
    color: ChartPaintColor,
    fontSize: keyof TypographyTokens['size'],
    fontWeight?: keyof TypographyTokens['weight'],
  ): string {
    return chartPaintClass({
      fontSize,
      ...(fontWeight ? { fontWeight } : {}),
      fill: color,
      forced: { fill: 'CanvasText' },
    });
  },
  /** Any other paint: several properties, or rules that differ under forced colours (a highlight, an outline). */
  custom: chartPaintClass,
  /** Glyphs drawn in `currentColor` (icons placed in a chart). */
  ink(color: ChartPaintColor): string {
    return chartPaintClass({ color, forced: { color: 'CanvasText' } });
  },
};
