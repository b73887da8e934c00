import { useBrand } from '@harakeke/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { billingAccountsAtom, unitModeAtom } from '../../../app/user-details/atoms.js';
import {
  billPeriodCostIncluded,
  billPeriodDailyAverage,
  billPeriodPoints,
  isEmptyBillPeriodUsage,
} from '../../../services/energy-usage/bill-period-usage.js';
import { availableConsumptionUnits, shownConsumptionUnit } from '../../../services/energy-usage/units.js';
import { widgetViewProps } from '../../../widgets/widget-state.js';
import {
  billPeriodDataAtom,
  chosenUnitAtom,
  consumptionPeriodOptionsAtom,
  loadBillPeriodAtom,
  selectConsumptionPeriodAtom,
  selectedConsumptionPeriodAtom,
  timeGranularityAtom,
} from './atoms.js';
import { BillPeriodView, NO_SUPPLY_MESSAGE, NO_USE_MESSAGE, type BillPeriodChartData } from './BillPeriodView.js';

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
  const remote = useAtomValue(billPeriodDataAtom);
  const load = useSetAtom(loadBillPeriodAtom);
  const unitMode = useAtomValue(unitModeAtom);
  const [chosenUnit, chooseUnit] = useAtom(chosenUnitAtom);
  const account = useAtomValue(billingAccountsAtom).data?.selectedBillingAccount;
  const creditLabel = useBrand().creditName.applied;

  const notLoaded = remote.status === 'UNINITIALIZED';
  useEffect(() => {
    if (notLoaded) void load('ensure');
  }, [load, notLoaded, selected?.key]);

  const view = widgetViewProps(remote, () => void load('refresh'));
  const usage = remote.data;
  const costIncluded = usage ? billPeriodCostIncluded(usage) : false;
  const unit = shownConsumptionUnit(unitMode, costIncluded, chosenUnit);
  const chart: BillPeriodChartData | null = usage && {
    days: billPeriodPoints(usage),
    dailyAverage: billPeriodDailyAverage(usage, unit),
  };
  const hasUse = chart?.days.some((day) =>
    [day.electricity, day.naturalGas].some((amount) => amount && amount.type !== 'empty'),
  );

  return (
    <BillPeriodView
      {...view}
      state={view.state === 'ready' && !hasUse ? 'empty' : view.state}
      chart={chart}
      emptyMessage={usage && !isEmptyBillPeriodUsage(usage) ? NO_USE_MESSAGE : NO_SUPPLY_MESSAGE}
      granularity={granularity}
      onGranularityChange={setGranularity}
      options={options}
      selectedKey={selected?.key ?? null}
      onPeriodChange={selectPeriod}
      unit={unit}
      units={usage ? availableConsumptionUnits(unitMode, costIncluded) : [unit]}
      onUnitChange={chooseUnit}
      buyingGroupName={account?.isBuyingGroup ? account.buyingGroupName || 'Buying Group' : null}
      creditLabel={creditLabel}
    />
  );
}
