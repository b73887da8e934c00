import { ChartControls, ChartRoot, Checkbox } from '@harakeke/design-system';
import { useMemo, useState } from 'react';
import { EnergyBarChart } from '../EnergyBarChart/EnergyBarChart.js';
import {
  defaultEnergyFilter,
  seriesLabel,
  seriesOfEnergyType,
  type EnergyType,
  type Granularity,
  type UnitMode,
  type UsagePoint,
} from '../model/usage.js';
import type { ChartStateProps } from '../primitives/ChartFrame.js';

export interface UsageChartProps extends ChartStateProps {
  /** Hours (ISO instants), days or months ('YYYY-MM-DD' starts), in order. */
  points: readonly UsagePoint[];
  granularity: Granularity;
  unit: UnitMode;
  /** The fuels shown, when the caller holds the filter (controlled). */
  energyFilter?: readonly EnergyType[];
  /** Called when the customer changes the filter. */
  onEnergyFilterChange?: (filter: EnergyType[]) => void;
  /** The chart's accessible name. */
  title?: string;
  /** Plot height in px. */
  height?: number;
  /** What the credit-applied marker is called in this brand (spec 1 §2). */
  creditLabel?: string;
}

const subjectOf: Record<Granularity, string> = {
  HOURLY: 'hourly',
  DAILY: 'daily',
  BILL_WINDOW: 'daily',
  MONTHLY: 'monthly',
};

/**
 * spec 2 §3 and spec 1 §4: usage by hour, day, month or bill window, with the energy filter (Electricity and Gas
 * by default). The filter shows only when the data has both fuels, and the last fuel left cannot be unticked.
 */
export function UsageChart({
  points,
  granularity,
  unit,
  energyFilter,
  onEnergyFilterChange,
  title = 'Your energy use',
  ...rest
}: UsageChartProps) {
  const [ownFilter, setOwnFilter] = useState<readonly EnergyType[]>(defaultEnergyFilter);
  // An empty filter would draw nothing: it falls back to the default, as an unticked last box cannot happen here.
  const chosen = energyFilter ?? ownFilter;
  const filter = chosen.length > 0 ? chosen : defaultEnergyFilter;
  const hasGas = useMemo(() => points.some((point) => point.naturalGas), [points]);
  // Keyed by content: a new filter array with the same fuels must not redraw the bars.
  // Electricity is always stacked below gas, whatever order the caller lists them in.
  const seriesKey = hasGas ? defaultEnergyFilter.filter((type) => filter.includes(type)).join() : 'ELECTRICITY';
  const series = useMemo(() => seriesKey.split(',').map((type) => seriesOfEnergyType[type as EnergyType]), [seriesKey]);

  const toggle = (type: EnergyType, on: boolean) => {
    const next = (['ELECTRICITY', 'ADVANCED_GAS'] as const).filter((t) => (t === type ? on : filter.includes(t)));
    setOwnFilter(next);
    onEnergyFilterChange?.(next);
  };
  const fuels = series.map((key) => (key === 'electricity' ? 'electricity' : 'natural gas')).join(' and ');

  return (
    // The chart's root, as narrow as its container allows (min-width 0): a plain box would take the plot's first,
    // measuring width as its least and push a phone-wide page sideways.
    <ChartRoot data-usage-chart="">
      {hasGas && (
        <ChartControls role="group" aria-label="Energy shown">
          {(['ELECTRICITY', 'ADVANCED_GAS'] as const).map((type) => (
            <Checkbox
              key={type}
              isSelected={filter.includes(type)}
              isDisabled={filter.length === 1 && filter.includes(type)}
              onChange={(on) => toggle(type, on)}
            >
              {seriesLabel[seriesOfEnergyType[type]]}
            </Checkbox>
          ))}
        </ChartControls>
      )}
      <EnergyBarChart
        {...rest}
        kind="usage"
        title={title}
        subject={`${subjectOf[granularity]} ${fuels} use`}
        points={points}
        granularity={granularity}
        unit={unit}
        series={series}
        guideBands={granularity === 'DAILY' || granularity === 'BILL_WINDOW'}
      />
    </ChartRoot>
  );
}
