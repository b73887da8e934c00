import { defineExamples } from '@harakeke/design-system';
import type { UsagePoint } from '../model/usage.js';
import { demoDaily, demoHourly, demoMonthly } from '../test/demo-usage.js';
import { EnergyBarChart, type EnergyBarChartProps } from './EnergyBarChart.js';

// EnergyBarChart is the body the bill period and usage charts share; its examples show each state of the body
// itself, with the props those charts set for it written out.

/** Four weeks of days from 18 February: estimates at the end, a day without data and two PowerShout credit days. */
const month = demoDaily({
  from: '2026-02-18',
  days: 28,
  gas: true,
  estimatedLast: 3,
  emptyAt: [24],
  creditsAt: [4, 16],
});

const dailyAverage = (points: readonly UsagePoint[], pick: (point: UsagePoint) => number) =>
  points.reduce((sum, point) => sum + pick(point), 0) / points.length;

const kwhOf = (point: UsagePoint) => (point.electricity?.kWh ?? 0) + (point.naturalGas?.kWh ?? 0);
const dollarsOf = (point: UsagePoint) => (point.electricity?.costNZD ?? 0) + (point.naturalGas?.costNZD ?? 0);

const daily: EnergyBarChartProps = {
  kind: 'usage',
  title: 'Daily use',
  subject: 'daily electricity and natural gas use',
  points: month,
  granularity: 'DAILY',
  unit: 'kwh',
  series: ['electricity', 'naturalGas'],
};

export const energyBarChartExamples = defineExamples({
  DailyStacked: {
    description:
      'Electricity and natural gas stacked by day over monthly guide bands, the dashed daily average, hatched estimates, a day without data and two credit days.',
    render: () => <EnergyBarChart {...daily} guideBands average={dailyAverage(month, kwhOf)} />,
  },
  DailyDollars: {
    description: 'The same days in dollars.',
    render: () => <EnergyBarChart {...daily} unit="monetary" guideBands average={dailyAverage(month, dollarsOf)} />,
  },
  ElectricityOnly: {
    description: 'One fuel: no total row in the tooltip or the table, no dots.',
    render: () => (
      <EnergyBarChart
        {...daily}
        subject="daily electricity use"
        series={['electricity']}
        creditLabel="Happy Hour Credit Applied"
      />
    ),
  },
  NaturalGasOnly: {
    description: 'Natural gas alone: dotted bars.',
    render: () => <EnergyBarChart {...daily} subject="daily natural gas use" series={['naturalGas']} />,
  },
  HourlyClocksGoBack: {
    description: '5 April 2026 in Auckland has 25 hours: two bars start at 2am (NZDT, then NZST).',
    render: () => (
      <EnergyBarChart
        {...daily}
        subject="hourly electricity use"
        points={demoHourly('2026-04-05', 1)}
        granularity="HOURLY"
        series={['electricity']}
      />
    ),
  },
  Monthly: {
    description: 'A year of months, both fuels, in a taller plot.',
    render: () => (
      <EnergyBarChart
        {...daily}
        subject="monthly electricity and natural gas use"
        points={demoMonthly('2025-06', 12, true)}
        granularity="MONTHLY"
        height={320}
      />
    ),
  },
  Loading: { render: () => <EnergyBarChart {...daily} points={[]} status="loading" /> },
  Empty: {
    render: () => <EnergyBarChart {...daily} points={[]} emptyMessage="There is no usage for these days yet." />,
  },
  Error: {
    description: 'The caller names the error and offers a retry.',
    render: () => (
      <EnergyBarChart
        {...daily}
        points={[]}
        status="error"
        errorTitle="We couldn’t load your use"
        errorDetail="Please try again in a moment."
        onRetry={() => undefined}
      />
    ),
  },
});
