import type { GasReading } from '../GasUsageChart/layout.js';
import { addDays, addMonths, daysBetween, toIsoDate } from '@harakeke/design-system';
import { wobble } from './demo-usage.js';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Monthly gas readings for a year: far more in winter; the last `estimated` are estimates. */
export function demoGasYear(
  year: number,
  { estimated = 1, emptyAt = [] as number[], allEstimated = false } = {},
): GasReading[] {
  return Array.from({ length: 12 }, (_, index) => {
    const startDate = toIsoDate(year, index + 1, 1);
    const endDate = addDays(addMonths(startDate, 1), -1);
    const days = daysBetween(startDate, endDate) + 1;
    const winter = [5, 6, 7].includes(index) ? 2.4 : [4, 8].includes(index) ? 1.6 : 1;
    const kw = round2(days * (9 + wobble(index) * 5) * winter);
    const type = emptyAt.includes(index) ? 'empty' : allEstimated || index >= 12 - estimated ? 'estimated' : 'actual';
    const costNZD = round2(kw * 0.14);
    return {
      startDate,
      endDate,
      type,
      total: { kw, costNZD },
      dailyAverage: { kw: round2(kw / days), costNZD: round2(costNZD / days) },
    };
  });
}
