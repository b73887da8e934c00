import type { ElectricityForecast } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { ForecastView } from './ForecastView.js';

/** A bill period half-way through: less than last period's. */
export const demoForecast: ElectricityForecast = {
  billingPeriod: { startDate: '2026-11-16', endDate: '2026-12-15' },
  lastCompleteDay: '2026-11-28',
  daysInBillPeriod: 30,
  remainingDays: 17,
  toDate: { kwh: 248.6, costNZD: 96.41 },
  forecast: { kwh: 573.7, costNZD: 222.48 },
  dailyAverage: { kwh: 19.12, costNZD: 7.42 },
  lastPeriod: { kwh: 612.3, costNZD: 238.9 },
  costIncluded: true,
};

export const forecastExamples = defineExamples({
  Dollars: { render: () => <ForecastView load={{ status: 'ready', data: demoForecast }} /> },
  Kwh: {
    description: 'A value plan or a buying group: the cost is not included, so the forecast is in kWh.',
    render: () => <ForecastView load={{ status: 'ready', data: { ...demoForecast, costIncluded: false } }} />,
  },
  FirstPeriod: {
    description: 'No bill period before this one to compare with.',
    render: () => <ForecastView load={{ status: 'ready', data: { ...demoForecast, lastPeriod: null } }} />,
  },
  Loading: { render: () => <ForecastView load={{ status: 'loading' }} /> },
  NoElectricity: { render: () => <ForecastView load={{ status: 'empty' }} /> },
  Error: { render: () => <ForecastView load={{ status: 'error' }} onRetry={() => undefined} /> },
});
