import type { Bill } from '@harakeke/contract';
import { brands } from '@harakeke/themes';
import { describe, expect, it } from 'vitest';
import { centsOf, nzdOf } from '../amounts.js';
import type { DailyReadings } from '../readings/queries.js';
import { dayCost, tariffs } from '../tariffs/tariffs.js';
import {
  billChargeLines,
  billDailyUse,
  billFileName,
  billStatementLines,
  dailyUseSummary,
  howToPay,
  supplySites,
  type SupplyDays,
} from './bill-document.js';

const day = (date: string, peakKwh: number, offPeakKwh: number, extra: Partial<DailyReadings> = {}): DailyReadings => ({
  date,
  peakKwh,
  offPeakKwh,
  halfHours: 48,
  missing: 0,
  estimated: 0,
  revised: 0,
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
function billOf(
  usage: SupplyDays[],
  credits = { discountCents: 0, powershoutCreditCents: 0 },
  addresses: Record<string, string> = {},
): Bill {
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
    return {
      ...supply,
      address: addresses[supply.supplyPointId] ?? '1 Test Street',
      kwh: Math.round(kwh * 100) / 100,
      amount: nzdOf(totalCents),
    };
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

const { kowhai, fernlight } = brands;

describe('billChargeLines', () => {
  it('itemises each supply’s energy by plan rate and its daily fixed charge, adding up to the amount', () => {
    const bill = billOf([electricity, gas]);
    const { lines, totalCents } = billChargeLines(bill, [electricity, gas], kowhai);
    expect(lines.map((line) => line.label)).toEqual([
      'Electricity energy, peak',
      'Electricity energy, off-peak',
      'Electricity daily fixed charge',
      'Natural gas energy',
      'Natural gas daily fixed charge',
      'Levies',
      'GST (15%)',
    ]);
    expect(lines[0]?.detail).toBe('11.45 kWh at 32.50c/kWh');
    expect(lines[3]?.detail).toBe('7.75 kWh at 11.80c/kWh');
    expect(lines[2]).toEqual({ label: 'Electricity daily fixed charge', detail: '2 days at $2.10 a day', cents: 420 });
    // One address, one supply of each type: the labels tell the lines apart without a site.
    expect(lines.some((line) => line.site !== undefined)).toBe(false);
    expect(sumOf(lines)).toBe(totalCents);
    expect(totalCents).toBe(centsOf(bill.amount));
  });

  it('takes discounts and the loyalty-currency credits off, by the name the brand gives them (spec 1 §2)', () => {
    const bill = billOf([electricity], { discountCents: 250, powershoutCreditCents: 137 });
    expect(billChargeLines(bill, [electricity], kowhai).lines.slice(-2)).toEqual([
      { label: 'Discounts', cents: -250 },
      { label: 'Happy Hour credits', cents: -137 },
    ]);
    const { lines, totalCents } = billChargeLines(bill, [electricity], fernlight);
    expect(lines.at(-1)).toEqual({ label: 'PowerShout credits', cents: -137 });
    expect(totalCents).toBe(centsOf(bill.amount));
    const labels = billChargeLines(billOf([electricity]), [electricity], kowhai).lines.map((line) => line.label);
    expect(labels).not.toContain('Discounts');
    expect(labels).not.toContain('Happy Hour credits');
  });

  it('names each supply’s lines by its site when the bill has two of a type, a site’s supplies together', () => {
    const home = { ...electricity, supplyPointId: 'sp-home' };
    const homeGas = { ...gas, supplyPointId: 'sp-home-gas' };
    const sleepout = { ...electricity, supplyPointId: 'sp-sleepout', days: electricity.days.slice(0, 1) };
    const addresses = { 'sp-home': '48 Rimu Road', 'sp-home-gas': '48 Rimu Road', 'sp-sleepout': '48A Rimu Road' };
    // The bill lists the sleepout between the home's two supplies; the home's lines still come together.
    const bill = billOf([home, sleepout, homeGas], undefined, addresses);
    const { lines, totalCents } = billChargeLines(bill, [home, sleepout, homeGas], kowhai);
    expect(lines.map((line) => [line.site, line.label])).toEqual([
      ['48 Rimu Road', 'Electricity energy, peak'],
      ['48 Rimu Road', 'Electricity energy, off-peak'],
      ['48 Rimu Road', 'Electricity daily fixed charge'],
      ['48 Rimu Road', 'Natural gas energy'],
      ['48 Rimu Road', 'Natural gas daily fixed charge'],
      ['48A Rimu Road', 'Electricity energy, peak'],
      ['48A Rimu Road', 'Electricity energy, off-peak'],
      ['48A Rimu Road', 'Electricity daily fixed charge'],
      [undefined, 'Levies'],
      [undefined, 'GST (15%)'],
    ]);
    // Every line is told apart by its site and label.
    const keys = lines.map((line) => `${line.site ?? ''} ${line.label}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(lines.find((line) => line.site === '48A Rimu Road')?.detail).toBe('5.34 kWh at 32.50c/kWh');
    expect(totalCents).toBe(centsOf(bill.amount));
  });

  it('falls back to the bill’s own items when the days are unknown or do not reproduce them', () => {
    const bill = billOf([electricity, gas]);
    const fromItems = billChargeLines(bill, [], kowhai);
    expect(fromItems.lines.map((line) => line.label)).toEqual(['Energy', 'Daily fixed charges', 'Levies', 'GST (15%)']);
    expect(fromItems.totalCents).toBe(centsOf(bill.amount));
    // Only one supply's days: not enough to itemise by supply.
    expect(billChargeLines(bill, [gas], kowhai).lines[0]?.label).toBe('Energy');
    // Days that cost a different energy amount than the bill's (readings revised since it was issued): the bill's
    // kWh, and the daily fixed charges, which the days still reproduce, per supply.
    const revised = { ...electricity, days: electricity.days.map((reading) => ({ ...reading, peakKwh: 1 })) };
    const { lines } = billChargeLines(bill, [revised, gas], kowhai);
    expect(lines[0]).toMatchObject({ label: 'Energy', detail: '35.21 kWh' });
    expect(lines.slice(1, 3).map((line) => line.label)).toEqual([
      'Electricity daily fixed charge',
      'Natural gas daily fixed charge',
    ]);
  });

  it('refuses a bill whose items do not add up to its amount', () => {
    const bill = billOf([electricity]);
    expect(() => billChargeLines({ ...bill, amount: bill.amount + 0.01 }, [electricity], kowhai)).toThrow(/add up to/);
  });
});

describe('supplySites', () => {
  const supply = (supplyPointId: string, supplyType: 'electricity' | 'naturalGas', address: string) => ({
    supplyPointId,
    supplyType,
    address,
    kwh: 0,
    amount: 0,
  });

  it('names none when one address has at most one supply of each type', () => {
    expect(supplySites([supply('e', 'electricity', 'A'), supply('g', 'naturalGas', 'A')]).size).toBe(0);
  });

  it('names every supply by its address when there are several addresses or two supplies of a type', () => {
    expect([...supplySites([supply('e', 'electricity', 'A'), supply('g', 'naturalGas', 'B')])]).toEqual([
      ['e', 'A'],
      ['g', 'B'],
    ]);
    // Two meters of one type at one address: the supply point tells them apart.
    expect([...supplySites([supply('e1', 'electricity', 'A'), supply('e2', 'electricity', 'A')])]).toEqual([
      ['e1', 'A (supply point e1)'],
      ['e2', 'A (supply point e2)'],
    ]);
  });
});

describe('billStatementLines', () => {
  it('takes the previous balance through payments and this bill’s charges to the total to pay', () => {
    const statement = {
      previousBalanceCents: 84983,
      paymentsCents: -30000,
      chargesCents: 80326,
      totalDueCents: 135309,
    };
    const lines = billStatementLines(statement, 80326);
    expect(lines).toEqual([
      { label: 'Previous balance', cents: 84983, isTotal: false },
      { label: 'Payments and credits received', cents: -30000, isTotal: false },
      { label: 'Balance carried forward', cents: 54983, isTotal: false },
      { label: 'This bill’s charges', cents: 80326, isTotal: false },
      { label: 'Total to pay', cents: 135309, isTotal: true },
    ]);
    // Each total is the sum of the lines it closes.
    const [previous, payments, carried, charges, total] = lines.map((line) => line.cents);
    expect(carried).toBe((previous ?? 0) + (payments ?? 0));
    expect(total).toBe((carried ?? 0) + (charges ?? 0));
  });

  it('says the account is in credit, or paid up, when the total is not above zero', () => {
    const inCredit = { previousBalanceCents: 0, paymentsCents: -100000, chargesCents: 80326, totalDueCents: -19674 };
    expect(billStatementLines(inCredit, 80326).at(-1)).toEqual({
      label: 'Balance in credit',
      cents: -19674,
      isTotal: true,
    });
    const paidUp = { previousBalanceCents: 80326, paymentsCents: -160652, chargesCents: 80326, totalDueCents: 0 };
    expect(billStatementLines(paidUp, 80326).at(-1)?.label).toBe('Balance');
  });

  it('refuses a statement that does not add up, or whose charges are not the bill’s', () => {
    const statement = { previousBalanceCents: 84983, paymentsCents: 0, chargesCents: 80326, totalDueCents: 80326 };
    expect(() => billStatementLines(statement, 80326)).toThrow(/adds up to \$1653\.09, not its total to pay \$803\.26/);
    expect(() => billStatementLines({ ...statement, totalDueCents: 165309 }, 80327)).toThrow(/not the bill’s charges/);
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

describe('howToPay', () => {
  const bill = billOf([electricity]);
  const owing = { previousBalanceCents: 0, paymentsCents: 0, chargesCents: 80326, totalDueCents: 165309 };
  const document = { brand: kowhai, customerNumber: '1001234567', bill, statement: owing };

  it('says the recurring payment takes the total to pay on the due date, with nothing to do', () => {
    expect(howToPay({ ...document, automaticPayment: 'directDebit' })).toEqual([
      'Paid by direct debit: the total to pay, $1,653.09, will be taken from your bank account on 01 Dec 2026, ' +
        'the due date. There is nothing you need to do.',
    ]);
    expect(howToPay({ ...document, automaticPayment: 'creditCard' })).toEqual([
      'Paid by credit card: the total to pay, $1,653.09, will be charged to the card on file on 01 Dec 2026, ' +
        'the due date. There is nothing you need to do.',
    ]);
  });

  it('gives the ways to pay to an account without a recurring payment', () => {
    expect(howToPay({ ...document, automaticPayment: null })).toEqual([
      'Direct debit: set it up in the portal under Payment Options and each bill is paid on its due date.',
      'Card: pay now in the portal, on the Bills tab.',
      'Bank transfer: pay Kōwhai Energy from your bank, with your customer number 1001234567 as the reference.',
    ]);
  });

  it('says nothing needs paying when the account is in credit or paid up, however it pays', () => {
    const inCredit = { ...owing, totalDueCents: -1250 };
    for (const automaticPayment of ['directDebit', 'creditCard', null] as const) {
      expect(howToPay({ ...document, statement: inCredit, automaticPayment })).toEqual([
        'Nothing needs paying: your account is $12.50 in credit.',
      ]);
    }
    expect(howToPay({ ...document, statement: { ...owing, totalDueCents: 0 }, automaticPayment: null })).toEqual([
      'Nothing needs paying: your account is paid up.',
    ]);
  });
});

describe('dailyUseSummary', () => {
  it('says in words what the chart shows: the period, the use, the highest day and the estimated days', () => {
    const use = billDailyUse({ periodStart: '2026-10-15', periodEnd: '2026-10-18' }, [electricity, gas]);
    expect(dailyUseSummary(use)).toBe(
      'Daily use chart, 15 Oct 2026 to 18 Oct 2026: 35.21 kWh of electricity and natural gas in all; ' +
        '17.61 kWh a day on average over 2 days with use; highest 21.01 kWh on 16 Oct 2026; 1 day estimated.',
    );
    expect(dailyUseSummary(billDailyUse({ periodStart: '2026-10-15', periodEnd: '2026-10-15' }, []))).toBe(
      'Daily use chart, 15 Oct 2026 to 15 Oct 2026: no use recorded.',
    );
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
