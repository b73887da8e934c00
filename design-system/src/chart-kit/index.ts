// Chart kit: what the charts package draws with, so it needs no styling API of its own (spec 1 §9 chart colours
// per use). Token-typed paint classes for SVG marks, and the documented parts of a chart's frame, legend, data
// table, tooltip and notes.
export { chartPaint, chartPaintClass } from './chart-paint.js';
export type { ChartColor, ChartInk, ChartPaint, ChartPaintColor, ForcedColor, ForcedPaint } from './chart-paint.js';
export { ChartMeterRoot, ChartPlaceholder, ChartPlot, ChartRoot, ChartTooltip } from './ChartFrameParts.js';
export { ChartLegendList } from './ChartLegendList.js';
export { ChartTable, ChartTableDisclosure, ChartTableScroller } from './ChartTableParts.js';
export {
  ChartControls,
  ChartMeterLabel,
  ChartMeterValue,
  ChartNote,
  ChartSummary,
  ChartTooltipLine,
  ChartTooltipRows,
  ChartTooltipTitle,
  ChartTotal,
} from './ChartText.js';
export { ChartGrowingBars } from './ChartGrowingBars.js';
export type { Part, PartProps } from './closed.js';
