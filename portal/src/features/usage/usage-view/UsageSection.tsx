import { mapLoad, type Load } from '@harakeke/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { reportEvent } from '../../../core/analytics/events.js';
import { useQuery } from '../../../core/data/keyed-query.js';
import { useConsumptionUnit } from '../../../services/energy-usage/use-consumption-unit.js';
import {
  chosenUsageUnitAtom,
  selectedUsagePeriodAtom,
  selectUsageDayAtom,
  selectUsagePeriodAtom,
  usageDayLimitsAtom,
  usageGranularityAtom,
  usagePeriodOptionsAtom,
  usageSeriesQuery,
  usageSummaryQuery,
} from './atoms.js';
import { PeriodSummary } from './PeriodSummary.js';
import { periodName } from '../../../services/energy-usage/consumption-periods.js';
import { UsageExport } from '../export/UsageExport.js';
import {
  naturalGasTotal,
  NO_USE_MESSAGE,
  pointsHaveReadings,
} from '../../../services/energy-usage/bill-period-usage.js';
import { leftOutNotes, noSupplyMessage, selectedSiteUsageAtom } from '../../../services/energy-usage/site-usage.js';
import { UsageView, type UsageChartData } from './UsageView.js';

/**
 * The usage page's chart (spec 2 §2, §3): the selected period of the selected site at the granularity chosen, loaded
 * when shown or chosen (each view once; a failure shows here with a retry that reloads only this view), in the unit
 * of spec 2 §4 or the one the customer switched to, with the period's totals under it (loaded and retried on their
 * own). Posts viewElectricityBasicMeterUsage when it first shows use (spec 2 §7).
 */
export function UsageSection() {
  const [granularity, setGranularity] = useAtom(usageGranularityAtom);
  const options = useAtomValue(usagePeriodOptionsAtom);
  const selected = useAtomValue(selectedUsagePeriodAtom);
  const selectPeriod = useSetAtom(selectUsagePeriodAtom);
  const selectDay = useSetAtom(selectUsageDayAtom);
  const dayLimits = useAtomValue(usageDayLimitsAtom);
  const { load, remote, retry } = useQuery(usageSeriesQuery);
  const summary = useQuery(usageSummaryQuery);
  const site = useAtomValue(selectedSiteUsageAtom);

  const series = remote.data ?? null;
  const isShowing = load.status === 'ready';
  const posted = useRef(false);
  useEffect(() => {
    if (isShowing && !posted.current) {
      posted.current = true;
      reportEvent('viewElectricityBasicMeterUsage');
    }
  }, [isShowing]);
  const { unit, units, chooseUnit, buyingGroupName } = useConsumptionUnit(
    chosenUsageUnitAtom,
    series ? series.costIncluded : null,
  );
  const chartLoad = mapLoad(load, (data): UsageChartData => ({
    points: data.points,
    lastCompleteDay: data.lastCompleteDay ?? '',
    ...(data.year ? { year: data.year } : {}),
  }));
  // The chart's own period only: while another loads, its gas is not this period's.
  const gas = load.status === 'ready' && series ? naturalGasTotal(series.points) : null;
  // A period with no reading yet has nothing to chart: an empty state, not a row of zero bars.
  const shown: Load<UsageChartData> =
    chartLoad.status === 'ready' && series && !pointsHaveReadings(series.points) ? { status: 'empty' } : chartLoad;

  return (
    <UsageView
      load={shown}
      onRetry={retry}
      emptyMessage={series?.lastCompleteDay ? NO_USE_MESSAGE : noSupplyMessage(site, granularity)}
      notes={leftOutNotes(site, granularity)}
      granularity={granularity}
      onGranularityChange={setGranularity}
      options={options}
      selectedKey={selected?.key ?? null}
      onPeriodChange={selectPeriod}
      unit={unit}
      units={units}
      onUnitChange={chooseUnit}
      buyingGroupName={buyingGroupName}
      summary={
        selected && (
          <PeriodSummary
            load={summary.load}
            onRetry={summary.retry}
            name={periodName(granularity, selected)}
            naturalGas={gas && { ...gas, costIncluded: series?.costIncluded ?? false }}
          />
        )
      }
      actions={<UsageExport period={selected} granularity={granularity} />}
      day={{ ...dayLimits, onChange: selectDay }}
      period={selected}
    />
  );
}
