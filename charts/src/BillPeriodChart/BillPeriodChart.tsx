import { GENERIC_ERROR_TITLE } from '@harakeke/design-system';
import { EnergyBarChart } from '../EnergyBarChart/EnergyBarChart.js';
import type { SeriesKey, UnitMode, UsagePoint } from '../model/usage.js';
import type { ChartStateProps } from '../primitives/ChartFrame.js';

export interface BillPeriodChartProps extends ChartStateProps {
  /** One point per day of the bill period ('YYYY-MM-DD' starts), in order. */
  days: readonly UsagePoint[];
  /** kWh, or dollars when the period's cost is included (spec 1 §4). */
  unit: UnitMode;
  /** The period's daily average in the chart's unit, drawn as the dashed line. */
  dailyAverage?: number;
  /** The chart's accessible name. */
  title?: string;
  /** What a PowerShout credit is called in this brand (spec 1 §2: 'Happy Hour Credit Applied' in one). */
  creditLabel?: string;
  /** Plot height in px. */
  height?: number;
}

/**
 * spec 1 §2, §3 and §9: the bill period's daily bars, electricity and natural gas stacked, over monthly guide bands,
 * with the dashed daily average, hatched estimates, marked empty days and the credit-applied bullet.
 */
export function BillPeriodChart({
  days,
  unit,
  dailyAverage,
  title = 'Daily use this bill period',
  ...rest
}: BillPeriodChartProps) {
  const series: SeriesKey[] = days.some((day) => day.naturalGas) ? ['electricity', 'naturalGas'] : ['electricity'];
  return (
    <EnergyBarChart
      {...rest}
      kind="bill-period"
      title={title}
      subject={series.length > 1 ? 'daily electricity and natural gas use' : 'daily electricity use'}
      points={days}
      granularity="DAILY"
      unit={unit}
      series={series}
      average={dailyAverage}
      guideBands
      emptyMessage={rest.emptyMessage ?? 'There is no usage for this bill period yet.'}
      // spec 1 §2: the bills area's generic error box.
      errorTitle={GENERIC_ERROR_TITLE}
      errorDetail={rest.errorDetail ?? 'We couldn’t load your daily use for this bill period.'}
    />
  );
}
