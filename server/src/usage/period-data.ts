import type { DailyUsageItem, PeriodData } from '@harakeke/contract';
import { centsOf, nzdOf } from '../amounts.js';
import { dayKwh, type DailyReadings } from '../readings/queries.js';
import { creditedDayCost, type Tariff } from '../tariffs/tariffs.js';

const twoDigits = (value: number) => String(Math.abs(value) % 100).padStart(2, '0');

/** spec 1 §3: an amount (dollars or kWh, 2 decimals) split for display: 12.05 → whole 12, decimals '05'. */
function split(amount: number): { whole: number; decimals: string } {
  const hundredths = Math.round(amount * 100);
  return { whole: Math.trunc(hundredths / 100), decimals: twoDigits(hundredths) };
}

const noCredits: ReadonlyMap<string, number> = new Map();

function emptyDay(date: string): DailyUsageItem {
  return {
    startDate: date,
    kw: 0,
    kwWhole: 0,
    kwDecimal: '00',
    costNZD: 0,
    dollars: 0,
    cents: '00',
    currencySign: '$',
    type: 'empty',
    revised: false,
    costBreakdown: null,
  };
}

/**
 * A period's days from their readings: a day after the last complete one, or without any read half-hour, is
 * empty; a day with an estimated half-hour is estimated. Each day's cost is itemised the way a bill is, its
 * PowerShout credit included.
 */
export function periodData(
  dates: readonly string[],
  readings: readonly DailyReadings[],
  options: {
    tariff: Tariff;
    lastCompleteDay: string;
    costIncluded: boolean;
    /** The PowerShout free hours used each day (powershoutCreditHours), credited off its cost; none when absent. */
    creditHours?: ReadonlyMap<string, number>;
  },
): PeriodData {
  const byDate = new Map(readings.map((day) => [day.date, day]));
  const usage = dates.map((date): DailyUsageItem => {
    const day = byDate.get(date);
    if (!day || date > options.lastCompleteDay || day.halfHours === day.missing) return emptyDay(date);
    const kw = dayKwh(day);
    const cost = creditedDayCost(options.tariff, day, options.creditHours ?? noCredits);
    const energy = split(kw);
    const money = split(nzdOf(cost.totalCents));
    return {
      startDate: date,
      kw,
      kwWhole: energy.whole,
      kwDecimal: energy.decimals,
      costNZD: nzdOf(cost.totalCents),
      dollars: money.whole,
      cents: money.decimals,
      currencySign: '$',
      type: day.estimated > 0 ? 'estimated' : 'actual',
      revised: day.revised > 0,
      costBreakdown: {
        energy: nzdOf(cost.energyCents),
        dailyCharge: nzdOf(cost.dailyChargeCents),
        levies: nzdOf(cost.leviesCents),
        gst: nzdOf(cost.gstCents),
        discounts: nzdOf(cost.discountCents),
        powershoutCredits: nzdOf(cost.powershoutCreditCents),
      },
    };
  });
  const used = usage.filter((day) => day.type !== 'empty');
  const averageKw = used.length ? used.reduce((sum, day) => sum + day.kw, 0) / used.length : 0;
  const averageCents = used.length ? used.reduce((sum, day) => sum + centsOf(day.costNZD), 0) / used.length : 0;
  const average = split(averageKw);
  return {
    costIncluded: options.costIncluded,
    daysWithUsage: used.length,
    includesDiscount: false,
    dailyAverage: { costNZD: nzdOf(averageCents), kwWhole: average.whole, kwDecimal: average.decimals },
    lastCompleteDay: options.lastCompleteDay,
    dailyUsage: { usage },
  };
}
