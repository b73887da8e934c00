import type { Bill } from '@harakeke/contract';
import { brands } from '@harakeke/themes';
import { describe, expect, it } from 'vitest';
import { centsOf, nzdOf } from '../amounts.js';
import type { DailyReadings } from '../readings/queries.js';
import { dayCost, tariffs } from '../usage/tariffs.js';
import { billChargeLines, billDailyUse, billFileName, type SupplyDays } from './bill-document.js';

const day = (date: string, peakKwh: number, offPeakKwh: number, extra: Partial<DailyReadings> = {}): DailyReadings => ({
  date,
  peakKwh,
  offPeakKwh,
  halfHours: 48,
  missing: 0,
  estimated: 0,
  ...extra,
});

const electricity: SupplyDays = {
  supplyPointId: 'sp-e',
  supplyType: 'electricity',
  // Fractions of a cent on every day, so the per-day rounding shows; the third day has no reading and is not charged.
  days: [
    day('2026-10-16', 5.337, 7.921),
    day('2026-10-17', 6.111, 8.089, { estimated: 3 }),
    day('2026-10-18', 0, 0, { missing: 48 }),
  ],
};
const gas: SupplyDays = { supplyPointId: 'sp-g', supplyType: 'naturalGas', days: [day('2026-10-16', 3.3, 4.45)] };

/** A bill composed the way bills.ts composes one: each charged day costed by dayCost, summed in cents. */
function billOf(usage: SupplyDays[], credits = { discountCents: 0, powershoutCreditCents: 0 }): Bill {
  const sum = { energyCents: 0, dailyChargeCents: 0, leviesCents: 0, gstCents: 0, totalCents: 0 };
  const supplies = usage.map((supply) => {
    let totalCents = 0;
    let kwh = 0;
    for (const reading of supply.days.filter((candidate) => candidate.halfHours > candidate.missing)) {
      const cost = dayCost(tariffs[supply.supplyType], reading.peakKwh, reading.offPeakKwh);
      for (const key of Object.keys(sum) as Array<keyof typeof sum>) sum[key] += cost[key];
      totalCents += cost.totalCents;
      kwh += reading.peakKwh + reading.offPeakKwh;
    }
    return { ...supply, address: '1 Test Street', kwh: Math.round(kwh * 100) / 100, amount: nzdOf(totalCents) };
  });
  const totalCents = sum.totalCents - credits.discountCents - credits.powershoutCreditCents;
  return {
    id: 'B1-20261117',
    issueDate: '2026-11-17',
    dueDate: '2026-12-01',
    periodStart: '2026-10-16',
    periodEnd: '2026-10-18',
    amount: nzdOf(totalCents),
    items: {
      energy: nzdOf(sum.energyCents),
      dailyCharge: nzdOf(sum.dailyChargeCents),
      levies: nzdOf(sum.leviesCents),
      gst: nzdOf(sum.gstCents),
      discounts: nzdOf(credits.discountCents),
      powershoutCredits: nzdOf(credits.powershoutCreditCents),
    },
    supplies: supplies.map(({ days: _days, ...supply }) => supply),
  };
}

const sumOf = (lines: Array<{ cents: number }>) => lines.reduce((total, line) => total + line.cents, 0);

describe('billChargeLines', () => {
  it('itemises energy by plan rate and the daily fixed charge per supply, adding up to the amount to the cent', () => {
    const bill = billOf([electricity, gas]);
    const { lines, totalCents } = billChargeLines(bill, [electricity, gas]);
    expect(lines.map((line) => line.label)).toEqual([
      'Electricity energy, peak',
      'Electricity energy, off-peak',
      'Natural gas energy',
      'Electricity daily fixed charge',
      'Natural gas daily fixed charge',
      'Levies',
      'GST (15%)',
    ]);
    expect(lines[0]?.detail).toBe('11.45 kWh at 32.50c/kWh');
    expect(lines[2]?.detail).toBe('7.75 kWh at 11.80c/kWh');
    expect(lines[3]).toEqual({ label: 'Electricity daily fixed charge', detail: '2 days at $2.10 a day', cents: 420 });
    expect(sumOf(lines)).toBe(totalCents);
    expect(totalCents).toBe(centsOf(bill.amount));
  });

  it('takes discounts and PowerShout credits off, and leaves out the credits a bill does not have', () => {
    const bill = billOf([electricity], { discountCents: 250, powershoutCreditCents: 137 });
    const { lines, totalCents } = billChargeLines(bill, [electricity]);
    expect(lines.slice(-2)).toEqual([
      { label: 'Discounts', cents: -250 },
      { label: 'PowerShout credits', cents: -137 },
    ]);
    expect(totalCents).toBe(centsOf(bill.amount));
    expect(billChargeLines(billOf([electricity]), [electricity]).lines.map((line) => line.label)).not.toContain(
      'Discounts',
    );
  });

  it('falls back to the bill’s own items when the days are unknown or do not reproduce them', () => {
    const bill = billOf([electricity, gas]);
    const fromItems = billChargeLines(bill, []);
    expect(fromItems.lines.map((line) => line.label)).toEqual(['Energy', 'Daily fixed charges', 'Levies', 'GST (15%)']);
    expect(fromItems.totalCents).toBe(centsOf(bill.amount));
    // Only one supply's days: not enough to itemise by supply.
    expect(billChargeLines(bill, [gas]).lines[0]?.label).toBe('Energy');
    // Days that cost a different energy amount than the bill's (readings revised since it was issued): the bill's kWh.
    const revised = { ...electricity, days: electricity.days.map((reading) => ({ ...reading, peakKwh: 1 })) };
    expect(billChargeLines(bill, [revised, gas]).lines[0]).toMatchObject({ label: 'Energy', detail: '35.21 kWh' });
  });

  it('refuses a bill whose items do not add up to its amount', () => {
    const bill = billOf([electricity]);
    expect(() => billChargeLines({ ...bill, amount: bill.amount + 0.01 }, [electricity])).toThrow(/add up to/);
  });
});

describe('billDailyUse', () => {
  it('has every day of the period, each supply type’s kWh, and which days are estimated', () => {
    const use = billDailyUse({ periodStart: '2026-10-15', periodEnd: '2026-10-18' }, [electricity, gas]);
    expect(use.map((entry) => entry.date)).toEqual(['2026-10-15', '2026-10-16', '2026-10-17', '2026-10-18']);
    expect(use[0]).toEqual({ date: '2026-10-15', kwh: { electricity: 0, naturalGas: 0 }, estimated: false });
    expect(use[1]).toEqual({ date: '2026-10-16', kwh: { electricity: 13.26, naturalGas: 7.75 }, estimated: false });
    expect(use[2]?.estimated).toBe(true);
  });
});

describe('billFileName', () => {
  it('names the brand, the customer number and the issue date', () => {
    const bill = billOf([electricity]);
    expect(billFileName({ brand: brands.kowhai, customerNumber: '1001234567', bill })).toBe(
      'Kōwhai Energy bill 1001234567 2026-11-17.pdf',
    );
  });
});
