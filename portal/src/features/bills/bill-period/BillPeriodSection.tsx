import { mapLoad, useBrand, type Load } from '@harakeke/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useQuery } from '../../../core/data/keyed-query.js';
import {
  billPeriodCostIncluded,
  billPeriodDailyAverage,
  billPeriodPoints,
  isEmptyBillPeriodUsage,
  pointsHaveReadings,
} from '../../../services/energy-usage/bill-period-usage.js';
import { useConsumptionUnit } from '../../../services/energy-usage/use-consumption-unit.js';
import {
  billPeriodQuery,
  chosenUnitAtom,
  consumptionPeriodOptionsAtom,
  selectConsumptionPeriodAtom,
  selectedConsumptionPeriodAtom,
  timeGranularityAtom,
} from './atoms.js';
import { BillPeriodView, NO_USE_MESSAGE, type BillPeriodChartData } from './BillPeriodView.js';
import { noSupplyMessage, selectedSiteUsageAtom } from '../../../services/energy-usage/site-usage.js';

/**
 * The Bills tab's bill-period chart (spec 1 §2, §3): the selected period of the selected site, loaded when shown or
 * chosen (each period once; a failure shows here with a retry that reloads only this period), in the unit of
 * spec 1 §4 or the one the customer switched to.
 */
export function BillPeriodSection() {
  const [granularity, setGranularity] = useAtom(timeGranularityAtom);
  const options = useAtomValue(consumptionPeriodOptionsAtom);
  const selected = useAtomValue(selectedConsumptionPeriodAtom);
  const selectPeriod = useSetAtom(selectConsumptionPeriodAtom);
  const { load, remote, retry } = useQuery(billPeriodQuery);
  const creditLabel = useBrand().creditName.applied;
  const site = useAtomValue(selectedSiteUsageAtom);

  // The usage as loaded, also when it has nothing to show (which supply it lacks says which empty message shows).
  const usage = remote.data?.usage ?? null;
  const { unit, units, chooseUnit, buyingGroupName } = useConsumptionUnit(
    chosenUnitAtom,
    usage ? billPeriodCostIncluded(usage) : null,
  );
  const chartLoad = mapLoad(load, (period): BillPeriodChartData => ({
    days: billPeriodPoints(period.usage),
    dailyAverage: billPeriodDailyAverage(period.usage, unit),
  }));
  const hasUse = chartLoad.status === 'ready' && pointsHaveReadings(chartLoad.data.days);
  // A period whose days have no reading yet has nothing to chart.
  const shown: Load<BillPeriodChartData> = chartLoad.status === 'ready' && !hasUse ? { status: 'empty' } : chartLoad;

  return (
    <BillPeriodView
      load={shown}
      onRetry={retry}
      emptyMessage={
        usage && !isEmptyBillPeriodUsage(usage)
          ? NO_USE_MESSAGE
          : // Whether a window or a month, the chart shows days, as the usage page's Bill period does.
            noSupplyMessage(site, 'BILL_WINDOW')
      }
      granularity={granularity}
      onGranularityChange={setGranularity}
      options={options}
      selectedKey={selected?.key ?? null}
      onPeriodChange={selectPeriod}
      unit={unit}
      units={units}
      onUnitChange={chooseUnit}
      buyingGroupName={buyingGroupName}
      creditLabel={creditLabel}
    />
  );
}
