import type { ElectricityForecast } from '@harakeke/contract';

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
