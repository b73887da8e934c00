import { defineExamples } from '@harakeke/design-system';
import { demoDaily, demoHourly, demoMonthly } from '../test/demo-usage.js';
import { UsageChart } from './UsageChart.js';

export const usageChartExamples = defineExamples({
  Daily: {
    description: 'A month of days, electricity and gas, with the energy filter.',
    render: () => (
      <UsageChart
        granularity="DAILY"
        unit="kwh"
        points={demoDaily({ from: '2026-05-01', days: 31, gas: true, estimatedLast: 3 })}
      />
    ),
  },
  DailyWithRevisions: {
    description:
      'Three days first estimated and since read are ringed, one of them with a PowerShout credit over its ring.',
    render: () => (
      <UsageChart
        granularity="DAILY"
        unit="kwh"
        points={demoDaily({ from: '2026-05-01', days: 31, revisedAt: [4, 12, 13], creditsAt: [12] })}
      />
    ),
  },
  HourlyOneDay: {
    render: () => <UsageChart granularity="HOURLY" unit="kwh" points={demoHourly('2026-06-10', 1)} />,
  },
  HourlyDaylightSavingEnds: {
    description: '5 April 2026 in Auckland has 25 hours: two bars start at 2am (NZDT, then NZST).',
    render: () => <UsageChart granularity="HOURLY" unit="kwh" points={demoHourly('2026-04-05', 1)} />,
  },
  HourlyDaylightSavingStarts: {
    description: '27 September 2026 has 23 hours: there is no 2am.',
    render: () => <UsageChart granularity="HOURLY" unit="kwh" points={demoHourly('2026-09-27', 1)} />,
  },
  HourlyWeek: {
    render: () => <UsageChart granularity="HOURLY" unit="monetary" points={demoHourly('2026-09-23', 7)} />,
  },
  Monthly25Months: {
    description: 'Twenty-five months, electricity and gas, labels thinned to quarters.',
    render: () => <UsageChart granularity="MONTHLY" unit="kwh" points={demoMonthly('2024-10', 25, true)} />,
  },
  BillWindow: {
    render: () => (
      <UsageChart
        granularity="BILL_WINDOW"
        unit="monetary"
        points={demoDaily({ from: '2026-04-12', days: 32, gas: true })}
      />
    ),
  },
  GasFilteredOut: {
    description: 'The customer unticked Gas: only electricity is drawn, and Electricity cannot be unticked too.',
    render: () => (
      <UsageChart
        granularity="DAILY"
        unit="kwh"
        energyFilter={['ELECTRICITY']}
        points={demoDaily({ from: '2026-05-01', days: 31, gas: true })}
      />
    ),
  },
  Loading: { render: () => <UsageChart granularity="DAILY" unit="kwh" points={[]} status="loading" /> },
  Empty: { render: () => <UsageChart granularity="DAILY" unit="kwh" points={[]} /> },
  Error: {
    render: () => <UsageChart granularity="DAILY" unit="kwh" points={[]} status="error" onRetry={() => undefined} />,
  },
});
