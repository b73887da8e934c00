import type { BillChangeReason, BillFigures, Season } from '@harakeke/contract';
import { centsOf, nzdOf, round2 } from '../amounts.js';
import { unsignedNzd } from '../format.js';
import { GST_RATE, tariffs } from '../tariffs/tariffs.js';

/** Cents a day every bill carries whatever the use: the daily charges with GST. */
function fixedCentsPerDay(bill: BillFigures): number {
  return bill.supplies.reduce(
    (sum, supply) =>
      supply.supplyType === 'lpg' ? sum : sum + tariffs[supply.supplyType].dailyChargeCents * (1 + GST_RATE),
    0,
  );
}

/** The average price of a bill's kWh, in cents, once the daily charges are taken off. */
function centsPerKwh(bill: BillFigures): number {
  return bill.kWh > 0 ? (centsOf(bill.amount) - fixedCentsPerDay(bill) * bill.days) / bill.kWh : 0;
}

const heatingNeed: Record<Season, number> = { Summer: 0, Autumn: 1, Spring: 1, Winter: 2 };

/**
 * Why a bill differs from the one before, as amounts that add up to the change to the cent: the days it covered
 * (at the earlier bill's daily cost), the average price of a kWh (which moves with the share of peak-hour use when
 * the rates stay the same), and the rest, the use itself, put down to the weather when the season changed.
 */
export function billChangeReasons(selected: BillFigures, previous: BillFigures): BillChangeReason[] {
  const change = centsOf(selected.amount) - centsOf(previous.amount);
  const daysEffect = previous.days
    ? Math.round(((selected.days - previous.days) * centsOf(previous.amount)) / previous.days)
    : 0;
  const priceBefore = centsPerKwh(previous);
  const priceNow = centsPerKwh(selected);
  const priceEffect = Math.round((priceNow - priceBefore) * selected.kWh);
  const useEffect = change - daysEffect - priceEffect;
  const reasons: BillChangeReason[] = [];
  if (daysEffect !== 0) {
    const more = selected.days > previous.days;
    reasons.push({
      reason: more ? 'moreDays' : 'fewerDays',
      title: more ? 'More days' : 'Fewer days',
      message: `This bill covered ${selected.days} days, ${Math.abs(selected.days - previous.days)} ${more ? 'more' : 'fewer'} than the one before, which ${more ? 'added' : 'took off'} about ${unsignedNzd(daysEffect)}.`,
      amount: nzdOf(daysEffect),
    });
  }
  if (priceEffect !== 0) {
    reasons.push({
      reason: 'priceChange',
      title: 'Price per kWh',
      message: `Your average price went from ${priceBefore.toFixed(2)}c to ${priceNow.toFixed(2)}c a kWh. It moves with how much of your use falls in peak hours, which ${priceEffect > 0 ? 'added' : 'took off'} ${unsignedNzd(priceEffect)}.`,
      amount: nzdOf(priceEffect),
    });
  }
  if (useEffect !== 0) {
    const more = useEffect > 0;
    const perDay = `${previous.dailyAverage.kWh} kWh a day to ${selected.dailyAverage.kWh} kWh a day`;
    const colder = heatingNeed[selected.season] - heatingNeed[previous.season];
    reasons.push(
      colder !== 0
        ? {
            reason: 'weather',
            title: colder > 0 ? 'Colder weather' : 'Warmer weather',
            message: `This bill was mostly in ${selected.season.toLowerCase()}, the one before in ${previous.season.toLowerCase()}. Your use went from ${perDay}, which ${more ? 'added' : 'took off'} ${unsignedNzd(useEffect)}.`,
            amount: nzdOf(useEffect),
          }
        : {
            reason: 'usage',
            title: more ? 'You used more' : 'You used less',
            message: `Your use went from ${perDay}, which ${more ? 'added' : 'took off'} ${unsignedNzd(useEffect)}.`,
            amount: nzdOf(useEffect),
          },
    );
  }
  return reasons.sort((a, b) => Math.abs(b.amount) - Math.abs(a.amount));
}

/** A change as an amount and a percent of the earlier value (one decimal; 0 when there was nothing before). */
export function changeOf(now: number, before: number): { value: number; percent: number } {
  const value = round2(now - before);
  return { value, percent: before ? Math.round((value / before) * 1000) / 10 : 0 };
}
