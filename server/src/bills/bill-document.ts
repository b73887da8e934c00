import type { Bill } from '@harakeke/contract';
import { datesBetween } from '@harakeke/calendar';
import type { Brand } from '@harakeke/themes';
import { centsOf, round2 } from '../amounts.js';
import type { DailyReadings } from '../readings/queries.js';
import { dayCost, GST_RATE, tariffs, type Tariff } from '../usage/tariffs.js';

/*
 * What a bill's PDF says (spec 1 §2 bills area, §9 formats), as pure data: the file name, the charge lines that add
 * up to the bill's amount, and the days of its daily-use chart. bill-pdf.ts lays them out.
 */

type SupplyType = Bill['supplies'][number]['supplyType'];

export const supplyNames: Record<SupplyType, string> = { electricity: 'Electricity', naturalGas: 'Natural gas' };

/** One supply's daily readings over the bill's period, as `dailyReadings` answers them. */
export interface SupplyDays {
  supplyPointId: string;
  supplyType: SupplyType;
  days: readonly DailyReadings[];
}

export interface BillDocument {
  /** The brand the customer signed in to (spec 1 §7 brand header): its name, colours and font. */
  brand: Brand;
  customerNumber: string;
  owner: string;
  /** The billing account's site address. */
  address: string;
  bill: Bill;
  /** Each supply's days of the bill's period; empty when they are not known. */
  usage: readonly SupplyDays[];
}

/** The file name a downloaded bill is saved under (spec 1 §7: the portal reads it from content-disposition). */
export function billFileName(document: Pick<BillDocument, 'brand' | 'customerNumber' | 'bill'>): string {
  return `${document.brand.name} bill ${document.customerNumber} ${document.bill.issueDate}.pdf`;
}

/** One line of the bill's charges: a credit is negative. */
export interface ChargeLine {
  label: string;
  /** How the amount was reached ('312.40 kWh at 32.50c/kWh'), when the bill's data tells. */
  detail?: string;
  cents: number;
}

/** Days without any reading are not charged (the rule bills are composed by in bills.ts). */
const isChargedDay = (day: DailyReadings) => day.halfHours > day.missing;

const kwhText = (kwh: number) => `${round2(kwh).toFixed(2)} kWh`;
const rateText = (cents: number) => `${cents.toFixed(2)}c/kWh`;
const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** A supply's period, itemised the way its bill was composed: each day costed by `dayCost`, to the cent. */
function supplyCharges(supply: SupplyDays) {
  const tariff: Tariff = tariffs[supply.supplyType];
  const sum = { peakKwh: 0, offPeakKwh: 0, peakCents: 0, offPeakCents: 0, days: 0, dailyChargeCents: 0 };
  for (const day of supply.days.filter(isChargedDay)) {
    const cost = dayCost(tariff, day.peakKwh, day.offPeakKwh);
    // A day's energy is rounded once, over both rates; its peak share is rounded and the off-peak share is the rest,
    // so the rate lines add up to the day's energy exactly.
    const peakCents = Math.round(day.peakKwh * tariff.peakCents);
    sum.peakKwh += day.peakKwh;
    sum.offPeakKwh += day.offPeakKwh;
    sum.peakCents += peakCents;
    sum.offPeakCents += cost.energyCents - peakCents;
    sum.days += 1;
    sum.dailyChargeCents += cost.dailyChargeCents;
  }
  return { tariff, ...sum };
}

/** Energy by plan rate, per supply: peak and off-peak where the rates differ, one line where they do not. */
function energyLines(supply: SupplyDays, charges: ReturnType<typeof supplyCharges>): ChargeLine[] {
  const name = supplyNames[supply.supplyType];
  const { tariff } = charges;
  if (tariff.peakCents === tariff.offPeakCents) {
    return [
      {
        label: `${name} energy`,
        detail: `${kwhText(charges.peakKwh + charges.offPeakKwh)} at ${rateText(tariff.peakCents)}`,
        cents: charges.peakCents + charges.offPeakCents,
      },
    ];
  }
  return [
    {
      label: `${name} energy, peak`,
      detail: `${kwhText(charges.peakKwh)} at ${rateText(tariff.peakCents)}`,
      cents: charges.peakCents,
    },
    {
      label: `${name} energy, off-peak`,
      detail: `${kwhText(charges.offPeakKwh)} at ${rateText(tariff.offPeakCents)}`,
      cents: charges.offPeakCents,
    },
  ];
}

/**
 * The bill's charges as lines that add up to its amount to the cent: energy by plan rate and daily fixed charges per
 * supply when its days reproduce the bill's items (else one line of each, from the items), then levies, GST,
 * discounts and PowerShout credits. Throws when the items do not add up to the amount: such a bill must not be sent.
 */
export function billChargeLines(bill: Bill, usage: readonly SupplyDays[]): { lines: ChargeLine[]; totalCents: number } {
  const items = {
    energy: centsOf(bill.items.energy),
    dailyCharge: centsOf(bill.items.dailyCharge),
    levies: centsOf(bill.items.levies),
    gst: centsOf(bill.items.gst),
    discounts: centsOf(bill.items.discounts),
    powershoutCredits: centsOf(bill.items.powershoutCredits),
  };
  const billed = bill.supplies.map((supply) => usage.find((days) => days.supplyPointId === supply.supplyPointId));
  // Per supply only when every supply's days are known.
  const known = billed.every((days) => days !== undefined) ? billed.filter((days) => days !== undefined) : [];
  const supplies = known.map((supply) => ({ supply, charges: supplyCharges(supply) }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  const energyByRate =
    supplies.length > 0 &&
    sum(supplies.map(({ charges }) => charges.peakCents + charges.offPeakCents)) === items.energy;
  const energy: ChargeLine[] = energyByRate
    ? supplies.flatMap(({ supply, charges }) => energyLines(supply, charges))
    : [{ label: 'Energy', detail: kwhText(sum(bill.supplies.map((supply) => supply.kwh))), cents: items.energy }];

  const fixedPerSupply =
    supplies.length > 0 && sum(supplies.map(({ charges }) => charges.dailyChargeCents)) === items.dailyCharge;
  const fixed: ChargeLine[] = fixedPerSupply
    ? supplies.map(({ supply, charges }) => ({
        label: `${supplyNames[supply.supplyType]} daily fixed charge`,
        detail: `${charges.days} days at ${dollarsText(charges.tariff.dailyChargeCents)} a day`,
        cents: charges.dailyChargeCents,
      }))
    : [{ label: 'Daily fixed charges', cents: items.dailyCharge }];

  const lines: ChargeLine[] = [
    ...energy,
    ...fixed,
    { label: 'Levies', cents: items.levies },
    { label: `GST (${Math.round(GST_RATE * 100)}%)`, cents: items.gst },
    ...(items.discounts ? [{ label: 'Discounts', cents: -items.discounts }] : []),
    ...(items.powershoutCredits ? [{ label: 'PowerShout credits', cents: -items.powershoutCredits }] : []),
  ];
  const totalCents = sum(lines.map((line) => line.cents));
  if (totalCents !== centsOf(bill.amount)) {
    throw new Error(
      `Bill ${bill.id}: its charges add up to ${dollarsText(totalCents)}, not its amount ${bill.amount}.`,
    );
  }
  return { lines, totalCents };
}

/** One day of the bill's daily-use chart: kWh per supply type; a day without readings has none. */
export interface DailyUse {
  date: string;
  kwh: Record<SupplyType, number>;
  /** Some of the day's half-hours are estimates. */
  estimated: boolean;
}

/** Every day of the bill's period with its use per supply type, in date order, for the daily-use chart. */
export function billDailyUse(bill: Pick<Bill, 'periodStart' | 'periodEnd'>, usage: readonly SupplyDays[]): DailyUse[] {
  return datesBetween(bill.periodStart, bill.periodEnd).map((date) => {
    const day: DailyUse = { date, kwh: { electricity: 0, naturalGas: 0 }, estimated: false };
    for (const supply of usage) {
      const reading = supply.days.find((candidate) => candidate.date === date);
      if (!reading) continue;
      day.kwh[supply.supplyType] = round2(day.kwh[supply.supplyType] + reading.peakKwh + reading.offPeakKwh);
      day.estimated ||= reading.estimated > 0;
    }
    return day;
  });
}
