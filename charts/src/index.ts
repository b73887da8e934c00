// Charts
export { BillPeriodChart } from './BillPeriodChart/BillPeriodChart.js';
export type { BillPeriodChartProps } from './BillPeriodChart/BillPeriodChart.js';
export { UsageChart } from './UsageChart/UsageChart.js';
export type { UsageChartProps } from './UsageChart/UsageChart.js';
export { GasUsageChart } from './GasUsageChart/GasUsageChart.js';
export type { GasUsageChartProps } from './GasUsageChart/GasUsageChart.js';
export type { GasReading } from './GasUsageChart/layout.js';
export { MonitoringChart } from './MonitoringChart/MonitoringChart.js';
export type { MonitoringChartProps } from './MonitoringChart/MonitoringChart.js';
export { monitoringPeriods } from './MonitoringChart/layout.js';
export type { MonitoringPeriod, MonitoringReading } from './MonitoringChart/layout.js';
export { UsageBreakdown } from './UsageBreakdown/UsageBreakdown.js';
export type { UsageBreakdownProps } from './UsageBreakdown/UsageBreakdown.js';
export { gasOtherLabel, usageBreakdown, usageCategories } from './UsageBreakdown/usage-breakdown.js';
export type { Breakdown, BreakdownRow, InsightsReading, UsageCategory } from './UsageBreakdown/usage-breakdown.js';
export { HomeComparison } from './HomeComparison/HomeComparison.js';
export type { HomeComparisonProps } from './HomeComparison/HomeComparison.js';
export { comparisonFor, comparisonSentence } from './HomeComparison/comparison.js';
export type {
  ComparisonFigures,
  ComparisonFuel,
  ComparisonUsage,
  InsightsComparison,
} from './HomeComparison/comparison.js';
// Eco tracker (spec 2 §2-§4)
export { GenerationMixChart } from './EcoTracker/GenerationMixChart/GenerationMixChart.js';
export type { GenerationMixChartProps } from './EcoTracker/GenerationMixChart/GenerationMixChart.js';
export { GENERATION_SOURCES, generationShares, generationSourceLabel } from './EcoTracker/GenerationMixChart/layout.js';
export type {
  GenerationShare,
  GenerationSourceInput,
  GenerationSourceKey,
} from './EcoTracker/GenerationMixChart/layout.js';
export { CarbonIntensityScale } from './EcoTracker/CarbonIntensityScale/CarbonIntensityScale.js';
export type { CarbonIntensityScaleProps } from './EcoTracker/CarbonIntensityScale/CarbonIntensityScale.js';
export { EcoForecastChart } from './EcoTracker/EcoForecastChart/EcoForecastChart.js';
export type { EcoForecastChartProps } from './EcoTracker/EcoForecastChart/EcoForecastChart.js';
export type { EcoForecastDay, HourlyBreakdown } from './EcoTracker/EcoForecastChart/layout.js';
export { UsageImpactChart } from './EcoTracker/UsageImpactChart/UsageImpactChart.js';
export type { UsageImpactChartProps } from './EcoTracker/UsageImpactChart/UsageImpactChart.js';
export type { UsageImpactPeriod, UsageImpactPoint } from './EcoTracker/UsageImpactChart/layout.js';
export {
  carbonLevelLabel,
  carbonSentence,
  sentenceCase,
  tensePhrase,
  toCarbonLevel,
} from './EcoTracker/carbon-level.js';
export type { CarbonLevel, Tense } from './EcoTracker/carbon-level.js';
export { DATA_ERROR_DETAIL, DATA_ERROR_TITLE } from './model/copy.js';

export { EnergyBarChart } from './EnergyBarChart/EnergyBarChart.js';
export type { EnergyBarChartProps } from './EnergyBarChart/EnergyBarChart.js';

// Data shapes
export { defaultEnergyFilter, seriesOfEnergyType } from './model/usage.js';
export type {
  EnergyAmount,
  EnergyType,
  Granularity,
  ReadingType,
  SeriesKey,
  UnitMode,
  UsagePoint,
} from './model/usage.js';

// Building blocks for charts of other teams
export { ChartFrame } from './primitives/ChartFrame.js';
export type {
  ChartFrameProps,
  ChartKind,
  ChartStateProps,
  ChartStatus,
  TooltipAnchor,
} from './primitives/ChartFrame.js';
export { DataTable } from './primitives/DataTable.js';
export type { DataTableColumn, DataTableProps } from './primitives/DataTable.js';
export { Legend } from './primitives/Legend.js';
export type { LegendItem } from './primitives/Legend.js';
export { TooltipContent, tooltipSentence } from './primitives/TooltipContent.js';
export type { TooltipContentProps, TooltipRow } from './primitives/TooltipContent.js';
export { HatchPattern } from './primitives/HatchPattern.js';
export type { HatchPatternProps } from './primitives/HatchPattern.js';
export { useContainerWidth } from './primitives/use-container-width.js';
export { describeChart } from './a11y/describe.js';
export type { DescribeInput } from './a11y/describe.js';
