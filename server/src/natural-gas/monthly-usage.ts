import type { NaturalGasUsage } from '@harakeke/contract';
import { nzdOf, round2 } from '../amounts.js';
import { dayKwh, type DailyReadings } from '../readings/queries.js';
import { dayCost, type Tariff } from '../tariffs/tariffs.js';
import { endOfMonth } from '@harakeke/calendar';

type GasItem = NaturalGasUsage['consumptionList'][number];

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): string {
  return endOfMonth(`${year}-${pad(month)}-01`);
}

/**
 * A year of natural gas as monthly periods (spec 2 §3 consumption items), from daily readings: months after the
 * last complete day are left out, the current month ends at that day; each month's cost is the sum of its days'
 * costs, daily charges included.
 */
export function monthlyGasUsage(
  year: number,
  days: readonly DailyReadings[],
  options: { lastCompleteDay: string; tariff: Tariff },
): GasItem[] {
  const items: GasItem[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const startDate = `${year}-${pad(month)}-01`;
    if (startDate > options.lastCompleteDay) break;
    const monthEnd = lastDayOfMonth(year, month);
    const endDate = monthEnd < options.lastCompleteDay ? monthEnd : options.lastCompleteDay;
    const read = days.filter((day) => day.date >= startDate && day.date <= endDate && day.halfHours > day.missing);
    if (read.length === 0) {
      items.push({
        startDate,
        endDate,
        type: 'empty',
        total: { kw: 0, costNZD: 0 },
        dailyAverage: { kw: 0, costNZD: 0 },
      });
      continue;
    }
    const kw = read.reduce((sum, day) => sum + dayKwh(day), 0);
    const cents = read.reduce((sum, day) => sum + dayCost(options.tariff, day.peakKwh, day.offPeakKwh).totalCents, 0);
    items.push({
      startDate,
      endDate,
      type: read.some((day) => day.estimated > 0) ? 'estimated' : 'actual',
      total: { kw: round2(kw), costNZD: nzdOf(cents) },
      dailyAverage: { kw: round2(kw / read.length), costNZD: nzdOf(cents / read.length) },
    });
  }
  return items;
}
