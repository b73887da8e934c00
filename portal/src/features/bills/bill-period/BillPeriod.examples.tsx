import type { PeriodData } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { useState } from 'react';
import {
  billPeriodDailyAverage,
  billPeriodPoints,
  type BillPeriodUsage,
} from '../../../services/energy-usage/bill-period-usage.js';
import { demoPeriod } from '../../../test-support/widget-fixtures.js';
import { billWindowOptions, type BillPeriodGranularity } from '../../../services/energy-usage/consumption-periods.js';
import { BillPeriodView, NO_SUPPLY_MESSAGE, NO_USE_MESSAGE, type BillPeriodViewProps } from './BillPeriodView.js';

const currentWindow = { startDate: '2026-10-20', endDate: '2026-11-19' };
const options = billWindowOptions(currentWindow);
const retry = () => undefined;

/** A period with PowerShout credits taken off the days at `creditDays`. */
function withCredits(period: PeriodData, creditDays: readonly number[]): PeriodData {
  const usage = period.dailyUsage.usage.map((day, index) =>
    creditDays.includes(index) && day.type !== 'empty'
      ? {
          ...day,
          costBreakdown: {
            energy: 3.2,
            dailyCharge: 2.1,
            levies: 0.2,
            gst: 0.83,
            discounts: 0,
            powershoutCredits: 1.1,
          },
        }
      : day,
  );
  return { ...period, dailyUsage: { usage } };
}

const withGas: BillPeriodUsage = {
  electricity: withCredits(demoPeriod({ startDate: currentWindow.startDate, days: 31, readDays: 27 }), [4, 11, 18]),
  naturalGas: demoPeriod({ startDate: currentWindow.startDate, days: 31, readDays: 27, estimated: 3 }),
};
const electricityOnly: BillPeriodUsage = {
  electricity: demoPeriod({ startDate: currentWindow.startDate, days: 31 }),
  naturalGas: null,
};

const chartOf = (usage: BillPeriodUsage, unit: 'kwh' | 'monetary') => ({
  days: billPeriodPoints(usage),
  dailyAverage: billPeriodDailyAverage(usage, unit),
});

const base: BillPeriodViewProps = {
  load: { status: 'loading' },
  granularity: 'BILL_WINDOW',
  onGranularityChange: () => undefined,
  options,
  selectedKey: options[0]?.key ?? null,
  onPeriodChange: () => undefined,
  unit: 'monetary',
  units: ['monetary', 'kwh'],
  onUnitChange: () => undefined,
};

/** The view with its pickers and unit switch working, as the section runs them. */
function Interactive(props: Partial<BillPeriodViewProps> & { usage: BillPeriodUsage }) {
  const [unit, setUnit] = useState<'kwh' | 'monetary'>(props.unit ?? 'monetary');
  const [granularity, setGranularity] = useState<BillPeriodGranularity>('BILL_WINDOW');
  const [selectedKey, setSelectedKey] = useState(base.selectedKey);
  return (
    <BillPeriodView
      {...base}
      {...props}
      load={{ status: 'ready', data: chartOf(props.usage, unit) }}
      unit={unit}
      onUnitChange={setUnit}
      granularity={granularity}
      onGranularityChange={setGranularity}
      selectedKey={selectedKey}
      onPeriodChange={setSelectedKey}
    />
  );
}

export const billPeriodExamples = defineExamples({
  GasAndCredits: {
    description:
      'The current billing window with advanced natural gas stacked on electricity, three PowerShout credit days and the days not read yet empty, in dollars.',
    render: () => <Interactive usage={withGas} creditLabel="Happy Hour Credit Applied" />,
  },
  Kwh: {
    description: 'The kWh/$ switch set to kWh (cost included, not a buying group, so both units are offered).',
    render: () => <Interactive usage={withGas} unit="kwh" />,
  },
  ElectricityOnly: {
    description: 'A site without advanced gas: electricity alone.',
    render: () => <Interactive usage={electricityOnly} />,
  },
  BuyingGroup: {
    description: 'A buying group: kWh only, no switch, and the group’s name by the chart (spec 1 §3, §4).',
    render: () => (
      <Interactive usage={electricityOnly} unit="kwh" units={['kwh']} buyingGroupName="Rangiora Buying Group" />
    ),
  },
  PreviousWindow: {
    description: 'An earlier window of the same length chosen from the picker.',
    render: () => <Interactive usage={electricityOnly} selectedKey={options[3]?.key ?? null} />,
  },
  Loading: { render: () => <BillPeriodView {...base} load={{ status: 'loading' }} /> },
  EmptyPeriod: {
    description: 'A period without any reading yet.',
    render: () => <BillPeriodView {...base} load={{ status: 'empty' }} emptyMessage={NO_USE_MESSAGE} />,
  },
  NoSupply: {
    description: 'A site with neither electricity nor advanced gas (both calls answer 404).',
    render: () => (
      <BillPeriodView
        {...base}
        load={{ status: 'empty' }}
        units={['kwh']}
        unit="kwh"
        emptyMessage={NO_SUPPLY_MESSAGE}
      />
    ),
  },
  Error: {
    render: () => <BillPeriodView {...base} load={{ status: 'error' }} onRetry={retry} />,
  },
});
