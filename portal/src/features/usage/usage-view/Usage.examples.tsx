import type { UnitMode, UsagePoint } from '@harakeke/charts';
import { defineExamples, formatAucklandTime, hoursOfAucklandDay } from '@harakeke/design-system';
import { useState } from 'react';
import { billPeriodPoints } from '../../../services/energy-usage/bill-period-usage.js';
import { usagePeriodOptions, type UsageGranularity } from '../../../services/energy-usage/consumption-periods.js';
import { demoPeriod } from '../../../test-support/widget-fixtures.js';
import { NO_USE_MESSAGE } from '../../../services/energy-usage/bill-period-usage.js';
import { leftOutNotes, NO_SUPPLY_MESSAGE } from '../../../services/energy-usage/site-usage.js';
import { UsageView, type UsageViewProps } from './UsageView.js';
import type { UsageSummary } from '@harakeke/contract';
import { PeriodSummary } from './PeriodSummary.js';

const today = '2026-11-29';
const currentWindow = { startDate: '2026-11-16', endDate: '2026-12-15' };
const optionsOf = (granularity: UsageGranularity) => usagePeriodOptions(granularity, { currentWindow, today });
const lastCompleteDay = '2026-11-28';

/** A day's hours with a morning and an evening peak; the day the clocks go back has 25. */
function hourPoints(date: string): UsagePoint[] {
  return hoursOfAucklandDay(date).map((start, index) => {
    const hour = index % 24;
    const kWh =
      Math.round((0.25 + (hour >= 7 && hour < 9 ? 1.1 : 0) + (hour >= 17 && hour < 21 ? 1.6 : 0)) * 100) / 100;
    return {
      start: formatAucklandTime(start, 'YYYY-MM-DDTHH:mm:ssZ'),
      electricity: { kWh, costNZD: Math.round(kWh * 0.34 * 100) / 100, type: 'actual' as const },
    };
  });
}

/** A year's months, winter the highest; the months to come empty. */
function monthPoints(year: number, monthsRead: number): UsagePoint[] {
  return Array.from({ length: 12 }, (_, index) => {
    const kWh = Math.round((520 + 260 * Math.cos(((index - 6) * Math.PI) / 6)) * 100) / 100;
    const read = index < monthsRead;
    return {
      start: `${year}-${String(index + 1).padStart(2, '0')}-01`,
      electricity: {
        kWh: read ? kWh : 0,
        costNZD: read ? Math.round(kWh * 0.33 * 100) / 100 : 0,
        type: read ? ('actual' as const) : ('empty' as const),
      },
    };
  });
}

const billWindowDays = billPeriodPoints({
  electricity: demoPeriod({ startDate: currentWindow.startDate, days: 30, readDays: 13 }),
  naturalGas: null,
});
const withGas = billPeriodPoints({
  electricity: demoPeriod({ startDate: '2026-10-01', days: 31 }),
  naturalGas: demoPeriod({ startDate: '2026-10-01', days: 31, estimated: 3 }),
});

/** The current bill period 13 days in: its electricity so far and where it is heading. */
const runningSummary: UsageSummary = {
  actualUsage: { value: 96.41, unit: 'nzd' },
  estimatedUsage: { value: 222.48, unit: 'nzd' },
  consumptionToDate: 248.6,
  supplyPointTypes: ['electricity'],
  remainingDays: 17,
  daysInBillPeriod: 30,
  // 13 days of energy and levies, their daily charges and GST, less a PowerShout hour's credit.
  costBreakdown: { energy: 66.57, dailyCharge: 15.6, levies: 1.89, gst: 12.61, discounts: 0, powershoutCredits: 0.26 },
};

/** A day read in full. */
const daySummary: UsageSummary = {
  ...runningSummary,
  actualUsage: { value: 7.18, unit: 'nzd' },
  estimatedUsage: { value: 7.18, unit: 'nzd' },
  consumptionToDate: 18.92,
  remainingDays: 0,
  daysInBillPeriod: 1,
  costBreakdown: { energy: 4.93, dailyCharge: 1.2, levies: 0.11, gst: 0.94, discounts: 0, powershoutCredits: 0 },
};

const viewOf = (granularity: UsageGranularity, points: readonly UsagePoint[], key = 0): UsageViewProps => {
  const options = optionsOf(granularity);
  return {
    load: { status: 'ready', data: { points, lastCompleteDay } },
    granularity,
    onGranularityChange: () => undefined,
    options,
    selectedKey: options[key]?.key ?? null,
    onPeriodChange: () => undefined,
    unit: 'monetary',
    units: ['monetary', 'kwh'],
    onUnitChange: () => undefined,
    day: { first: '2023-11-30', last: today, onChange: () => undefined },
  };
};

/** The view with its unit switch working, as the section runs it. */
function WithUnitSwitch(props: UsageViewProps) {
  const [unit, setUnit] = useState<UnitMode>(props.unit);
  return <UsageView {...props} unit={unit} onUnitChange={setUnit} />;
}

export const usageExamples = defineExamples({
  BillWindow: {
    description: 'The current billing window day by day, read up to yesterday; the days to come are empty.',
    render: () => (
      <WithUnitSwitch
        {...viewOf('BILL_WINDOW', billWindowDays)}
        summary={<PeriodSummary name="16 Nov – 15 Dec 2026" load={{ status: 'ready', data: runningSummary }} />}
      />
    ),
  },
  Hourly: {
    description: 'One day hour by hour, with its morning and evening peaks, and the day’s total.',
    render: () => (
      <WithUnitSwitch
        {...viewOf('HOURLY', hourPoints(lastCompleteDay))}
        summary={<PeriodSummary name="Sat 28 Nov 2026" load={{ status: 'ready', data: daySummary }} />}
      />
    ),
  },
  HourlyClocksGoBack: {
    description: 'The day daylight saving ends: 25 hours, the hour from 02:00 twice.',
    render: () => <WithUnitSwitch {...viewOf('HOURLY', hourPoints('2026-04-05'))} />,
  },
  Monthly: {
    description:
      'This year month by month; the months to come are empty. Under it, the year’s consumption (spec 2 §3). Over it, what the months leave out of a property with natural gas and bottled gas.',
    render: () => {
      const view = viewOf('MONTHLY', monthPoints(2026, 11));
      const year = {
        year: 2026,
        costIncluded: true,
        total: { kwh: 5_712.4, costNZD: 1_885.09 },
        dailyAverage: { kwh: 17.15, costNZD: 5.66 },
        earliestYear: 2023,
        lastInvoice: { startDate: '2026-10-16', endDate: '2026-11-15', kwh: 512.46, costNZD: 184.52 },
        plan: { planName: 'Everyday', isValuePlan: false },
      };
      return (
        <WithUnitSwitch
          {...view}
          notes={leftOutNotes(
            { pending: false, electricity: true, dailyGas: true, basicGas: false, lpg: true },
            'MONTHLY',
          )}
          load={{ status: 'ready', data: { points: monthPoints(2026, 11), lastCompleteDay, year } }}
        />
      );
    },
  },
  DailyWithGas: {
    description:
      'A calendar month of a site with advanced natural gas: both stacked, with the energy filter; the totals add up the gas beside the electricity.',
    render: () => (
      <WithUnitSwitch
        {...viewOf('DAILY', withGas, 1)}
        summary={
          <PeriodSummary
            name="October 2026"
            load={{
              status: 'ready',
              data: {
                ...daySummary,
                daysInBillPeriod: 31,
                actualUsage: { value: 212.4, unit: 'nzd' },
                consumptionToDate: 598.2,
                costBreakdown: null,
              },
            }}
            naturalGas={{ kwh: 402.75, costNZD: 61.3, costIncluded: true }}
          />
        }
      />
    ),
  },
  Kwh: {
    description: 'A value plan: the cost is not included, so use is in kWh and there is no switch.',
    render: () => (
      <UsageView
        {...viewOf('BILL_WINDOW', billWindowDays)}
        unit="kwh"
        units={['kwh']}
        summary={
          <PeriodSummary
            name="16 Nov – 15 Dec 2026"
            load={{
              status: 'ready',
              data: {
                ...runningSummary,
                actualUsage: { value: 248.6, unit: 'kwh' },
                estimatedUsage: { value: 573.69, unit: 'kwh' },
                costBreakdown: null,
              },
            }}
          />
        }
      />
    ),
  },
  BuyingGroup: {
    render: () => (
      <UsageView {...viewOf('BILL_WINDOW', billWindowDays)} unit="kwh" units={['kwh']} buyingGroupName="Kāinga Co-op" />
    ),
  },
  Loading: {
    render: () => (
      <UsageView
        {...viewOf('BILL_WINDOW', [])}
        load={{ status: 'loading' }}
        summary={<PeriodSummary name="16 Nov – 15 Dec 2026" load={{ status: 'loading' }} />}
      />
    ),
  },
  NoUseYet: {
    render: () => <UsageView {...viewOf('HOURLY', [])} load={{ status: 'empty' }} emptyMessage={NO_USE_MESSAGE} />,
  },
  NoSupply: {
    render: () => (
      <UsageView {...viewOf('BILL_WINDOW', [])} load={{ status: 'empty' }} emptyMessage={NO_SUPPLY_MESSAGE} />
    ),
  },
  Error: {
    render: () => (
      <UsageView
        {...viewOf('BILL_WINDOW', [])}
        load={{ status: 'error', detail: 'An error occurred while retrieving your data.' }}
        onRetry={() => undefined}
      />
    ),
  },
});
