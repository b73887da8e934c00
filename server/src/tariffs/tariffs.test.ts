import { describe, expect, it } from 'vitest';
import { creditedDayCost, dayCost, tariffs } from './tariffs.js';

describe('dayCost', () => {
  it('adds energy, the daily charge and levies, then GST, each in whole cents', () => {
    const cost = dayCost(tariffs.electricity, 10, 20);
    expect(cost).toEqual({
      energyCents: 755, // 10 × 32.5 + 20 × 21.5
      dailyChargeCents: 210,
      leviesCents: 45, // 30 × 1.5
      gstCents: 152, // 15 % of 1,010, rounded
      discountCents: 0,
      powershoutCreditCents: 0,
      totalCents: 1162,
    });
  });

  it('takes discounts and PowerShout credits off the total', () => {
    const cost = dayCost(tariffs.electricity, 0, 10, { discountCents: 20, powershoutCreditCents: 100 });
    expect(cost.totalCents).toBe(cost.energyCents + cost.dailyChargeCents + cost.leviesCents + cost.gstCents - 120);
  });

  it('charges the daily charge on a day without use', () => {
    expect(dayCost(tariffs.naturalGas, 0, 0).totalCents).toBe(184); // 160 + 15 % GST
  });
});

describe('creditedDayCost (spec 1 §2 credit-applied days)', () => {
  const day = { date: '2026-11-22', peakKwh: 8, offPeakKwh: 16 };

  it('credits the free hours’ share of the day’s energy and levies, with GST', () => {
    const plain = dayCost(tariffs.electricity, 8, 16);
    const credited = creditedDayCost(tariffs.electricity, day, new Map([['2026-11-22', 3]]));
    const share = Math.round(((plain.energyCents + plain.leviesCents) * 1.15 * 3) / 24);
    expect(credited.powershoutCreditCents).toBe(share);
    expect(credited.totalCents).toBe(plain.totalCents - share);
  });

  it('leaves a day without free hours as it was', () => {
    expect(creditedDayCost(tariffs.electricity, day, new Map([['2026-11-23', 2]]))).toEqual(
      dayCost(tariffs.electricity, 8, 16),
    );
  });
});
