import { defineExamples } from '@harakeke/design-system';
import { demoDaily } from '../test/demo-usage.js';
import { BillPeriodChart } from './BillPeriodChart.js';

const march = demoDaily({
  from: '2026-02-18',
  days: 30,
  gas: true,
  estimatedLast: 4,
  emptyAt: [27],
  creditsAt: [3, 17],
});
const electricityOnly = demoDaily({ from: '2026-02-18', days: 30, estimatedLast: 2 });
const average = (days: typeof march, unit: 'kwh' | 'monetary') =>
  days.reduce(
    (sum, day) =>
      sum +
      (unit === 'kwh'
        ? (day.electricity?.kWh ?? 0) + (day.naturalGas?.kWh ?? 0)
        : (day.electricity?.costNZD ?? 0) + (day.naturalGas?.costNZD ?? 0)),
    0,
  ) / days.length;

export const billPeriodChartExamples = defineExamples({
  ElectricityAndGasKwh: {
    description:
      'Stacked electricity and natural gas, guide bands for February and March, the dashed daily average, estimates hatched, one day without data and two PowerShout credit days.',
    render: () => <BillPeriodChart days={march} unit="kwh" dailyAverage={average(march, 'kwh')} />,
  },
  Dollars: {
    description: 'The same period in dollars, as when the cost is included.',
    render: () => <BillPeriodChart days={march} unit="monetary" dailyAverage={average(march, 'monetary')} />,
  },
  ElectricityOnly: {
    render: () => <BillPeriodChart days={electricityOnly} unit="kwh" dailyAverage={average(electricityOnly, 'kwh')} />,
  },
  AllEstimated: {
    render: () => {
      const days = demoDaily({ from: '2026-03-01', days: 31, gas: true, allEstimated: true });
      return <BillPeriodChart days={days} unit="kwh" dailyAverage={average(days, 'kwh')} />;
    },
  },
  OneDay: {
    description: 'The first day of a new bill period.',
    render: () => <BillPeriodChart days={demoDaily({ from: '2026-03-18', days: 1, gas: true })} unit="kwh" />,
  },
  ShortMonthLabelHidden: {
    description: 'A period ending 3 days into April: the April band is drawn without its label (under 5 days).',
    render: () => <BillPeriodChart days={demoDaily({ from: '2026-03-05', days: 30 })} unit="kwh" />,
  },
  CreditLabelHappyHour: {
    description: 'One brand names the credit Happy Hour Credit Applied (spec 1 §2).',
    render: () => <BillPeriodChart days={march} unit="kwh" creditLabel="Happy Hour Credit Applied" />,
  },
  Loading: { render: () => <BillPeriodChart days={[]} unit="kwh" status="loading" /> },
  Empty: { render: () => <BillPeriodChart days={[]} unit="kwh" /> },
  Error: { render: () => <BillPeriodChart days={[]} unit="kwh" status="error" onRetry={() => undefined} /> },
});
