import type { Bill } from '@harakeke/contract';
import { datesBetween } from '@harakeke/calendar';
import type { Brand } from '@harakeke/themes';
import { centsOf, round2 } from '../amounts.js';
import { longDate, nzd } from '../format.js';
import type { DailyReadings } from '../readings/queries.js';
import { dayCost, GST_RATE, tariffs, type Tariff } from '../tariffs/tariffs.js';

/*
 * What a bill's PDF says (spec 1 §2 bills area, §9 formats), as pure data: the file name, the charge lines that add
 * up to the bill's amount, the statement that takes the account's balance to the total to pay, and the days of its
 * daily-use chart with the summary a screen reader reads for it. bill-pdf.ts lays them out.
 */

type SupplyType = Bill['supplies'][number]['supplyType'];

export const supplyNames: Record<SupplyType, string> = { electricity: 'Electricity', naturalGas: 'Natural gas' };

/** One supply's daily readings over the bill's period, as `dailyReadings` answers them. */
export interface SupplyDays {
  supplyPointId: string;
  supplyType: SupplyType;
  days: readonly DailyReadings[];
}

/**
 * What the account owed when the bill was issued, as a real bill states it: the balance the previous bill asked for,
 * the payments and credits received since, this bill's charges, and the total to pay, which is the total the Bills tab
 * showed on the day the bill was issued (previous + payments + charges = total). Cents; payments are negative.
 */
export interface BillStatement {
  previousBalanceCents: number;
  /** Payments and credits received since the previous bill was issued, up to this one's issue date: 0 or negative. */
  paymentsCents: number;
  chargesCents: number;
  totalDueCents: number;
}

/** How the account pays automatically when the bill is drawn (spec 1 §4 recurring payment), or null when it does not. */
export type AutomaticPayment = 'directDebit' | 'creditCard' | null;

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
  statement: BillStatement;
  automaticPayment: AutomaticPayment;
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
  /**
   * The site a supply's own line is for (its address), when the bill has supplies its labels alone would not tell
   * apart: more than one of a type, or more than one address. Lines of one site come together.
   */
  site?: string;
}

/** Days without any reading are not charged (the rule bills are composed by in bills.ts). */
const isChargedDay = (day: DailyReadings) => day.halfHours > day.missing;

const kwhText = (kwh: number) => `${round2(kwh).toFixed(2)} kWh`;
const rateText = (cents: number) => `${cents.toFixed(2)}c/kWh`;
const dollarsText = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

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
 * The site each of the bill's supplies is named by on its lines, by supply point; none when the supply type alone
 * tells the bill's supplies apart (one address, at most one supply of each type). A site is its address, and its
 * supply point too when another supply of the same type is at the same address.
 */
export function supplySites(supplies: Bill['supplies']): Map<string, string> {
  const sites = new Map<string, string>();
  const typeCount = (type: SupplyType, address?: string) =>
    supplies.filter((supply) => supply.supplyType === type && (address === undefined || supply.address === address))
      .length;
  const manyAddresses = new Set(supplies.map((supply) => supply.address)).size > 1;
  if (!manyAddresses && supplies.every((supply) => typeCount(supply.supplyType) === 1)) return sites;
  for (const supply of supplies) {
    const shared = typeCount(supply.supplyType, supply.address) > 1;
    sites.set(
      supply.supplyPointId,
      shared ? `${supply.address} (supply point ${supply.supplyPointId})` : supply.address,
    );
  }
  return sites;
}

/**
 * The bill's charges as lines that add up to its amount to the cent: energy by plan rate and the daily fixed charge
 * of each supply when its days reproduce the bill's items (else one line of each, from the items), then levies, GST,
 * discounts and the brand's loyalty-currency credits, by the name its theme gives them (spec 1 §2: 'Happy Hour
 * credits' in one brand). A supply's lines are named by its site when the bill has several (`supplySites`). Throws
 * when the items do not add up to the amount: such a bill must not be sent.
 */
export function billChargeLines(
  bill: Bill,
  usage: readonly SupplyDays[],
  brand: Pick<Brand, 'creditName'>,
): { lines: ChargeLine[]; totalCents: number } {
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

  const energyByRate =
    supplies.length > 0 &&
    sumOf(supplies.map(({ charges }) => charges.peakCents + charges.offPeakCents)) === items.energy;
  const fixedPerSupply =
    supplies.length > 0 && sumOf(supplies.map(({ charges }) => charges.dailyChargeCents)) === items.dailyCharge;

  const sites = supplySites(bill.supplies);
  // Each supply's own lines, its energy then its daily fixed charge, a site's supplies together.
  const siteOrder = [...new Set(sites.values())];
  const perSupply = supplies
    .flatMap(({ supply, charges }): ChargeLine[] => {
      const lines: ChargeLine[] = [
        ...(energyByRate ? energyLines(supply, charges) : []),
        ...(fixedPerSupply
          ? [
              {
                label: `${supplyNames[supply.supplyType]} daily fixed charge`,
                detail: `${charges.days} days at ${dollarsText(charges.tariff.dailyChargeCents)} a day`,
                cents: charges.dailyChargeCents,
              },
            ]
          : []),
      ];
      const site = sites.get(supply.supplyPointId);
      return site === undefined ? lines : lines.map((line) => ({ ...line, site }));
    })
    // Stable: within a site, supplies keep the bill's order.
    .sort((a, b) => siteOrder.indexOf(a.site ?? '') - siteOrder.indexOf(b.site ?? ''));

  const lines: ChargeLine[] = [
    ...(energyByRate
      ? []
      : [{ label: 'Energy', detail: kwhText(sumOf(bill.supplies.map((supply) => supply.kwh))), cents: items.energy }]),
    ...perSupply,
    ...(fixedPerSupply ? [] : [{ label: 'Daily fixed charges', cents: items.dailyCharge }]),
    { label: 'Levies', cents: items.levies },
    { label: `GST (${Math.round(GST_RATE * 100)}%)`, cents: items.gst },
    ...(items.discounts ? [{ label: 'Discounts', cents: -items.discounts }] : []),
    ...(items.powershoutCredits ? [{ label: brand.creditName.bill, cents: -items.powershoutCredits }] : []),
  ];
  const totalCents = sumOf(lines.map((line) => line.cents));
  if (totalCents !== centsOf(bill.amount)) {
    throw new Error(
      `Bill ${bill.id}: its charges add up to ${dollarsText(totalCents)}, not its amount ${bill.amount}.`,
    );
  }
  return { lines, totalCents };
}

/** One line of the bill's statement; a credit is negative. */
export interface StatementLine {
  label: string;
  cents: number;
  /** The last line: the total to pay, or the balance in credit when there is nothing to pay. */
  isTotal: boolean;
}

/**
 * The statement of the account, as a real bill prints it above its charges: the previous balance, the payments and
 * credits received since, the balance carried forward, this bill's charges and the total to pay, each line the sum of
 * the ones above it. When the total is not above zero there is nothing to pay: the last line says the account is in
 * credit (or paid up). Throws, as billChargeLines does, when the statement does not add up, or its charges are not
 * the charge lines' total: such a bill must not be sent.
 */
export function billStatementLines(statement: BillStatement, chargesCents: number): StatementLine[] {
  const { previousBalanceCents, paymentsCents, totalDueCents } = statement;
  if (statement.chargesCents !== chargesCents) {
    throw new Error(
      `The statement’s charges are ${dollarsText(statement.chargesCents)}, ` +
        `not the bill’s charges ${dollarsText(chargesCents)}.`,
    );
  }
  const carriedForwardCents = previousBalanceCents + paymentsCents;
  if (carriedForwardCents + chargesCents !== totalDueCents) {
    throw new Error(
      `The statement adds up to ${dollarsText(carriedForwardCents + chargesCents)}, ` +
        `not its total to pay ${dollarsText(totalDueCents)}.`,
    );
  }
  const totalLabel = totalDueCents > 0 ? 'Total to pay' : totalDueCents < 0 ? 'Balance in credit' : 'Balance';
  return [
    { label: 'Previous balance', cents: previousBalanceCents, isTotal: false },
    { label: 'Payments and credits received', cents: paymentsCents, isTotal: false },
    { label: 'Balance carried forward', cents: carriedForwardCents, isTotal: false },
    { label: 'This bill’s charges', cents: chargesCents, isTotal: false },
    { label: totalLabel, cents: totalDueCents, isTotal: true },
  ];
}

const moneyText = (cents: number) => nzd.format(cents / 100);

/**
 * What the bill says under 'How to pay', a paragraph each: that nothing needs paying, when nothing does; that the
 * account's recurring direct debit or credit card (spec 1 §2 payment options screen) takes the total to pay on the due
 * date, when it has one; else the ways to pay it.
 */
export function howToPay(
  document: Pick<BillDocument, 'brand' | 'customerNumber' | 'bill' | 'statement' | 'automaticPayment'>,
): string[] {
  const { totalDueCents } = document.statement;
  const total = moneyText(totalDueCents);
  const dueDate = longDate(document.bill.dueDate);
  if (totalDueCents < 0) return [`Nothing needs paying: your account is ${moneyText(-totalDueCents)} in credit.`];
  if (totalDueCents === 0) return ['Nothing needs paying: your account is paid up.'];
  switch (document.automaticPayment) {
    case 'directDebit':
      return [
        `Paid by direct debit: the total to pay, ${total}, will be taken from your bank account on ${dueDate}, ` +
          'the due date. There is nothing you need to do.',
      ];
    case 'creditCard':
      return [
        `Paid by credit card: the total to pay, ${total}, will be charged to the card on file on ${dueDate}, ` +
          'the due date. There is nothing you need to do.',
      ];
    case null:
      return [
        'Direct debit: set it up in the portal under Payment Options and each bill is paid on its due date.',
        'Card: pay now in the portal, on the Bills tab.',
        `Bank transfer: pay ${document.brand.name} from your bank, with your customer number ` +
          `${document.customerNumber} as the reference.`,
      ];
  }
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

/**
 * What the daily-use chart shows, in words, for whoever cannot see it (the PDF figure's alternative text): the
 * period, the use in all and on an average day with readings, the highest day, and how many days are estimated.
 */
export function dailyUseSummary(days: readonly DailyUse[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return 'Daily use chart: no days in this period.';
  const period = `${longDate(first.date)} to ${longDate(last.date)}`;
  const totalOf = (day: DailyUse) => round2(day.kwh.electricity + day.kwh.naturalGas);
  const withUse = days.filter((day) => totalOf(day) > 0);
  const highest = withUse.reduce<DailyUse | undefined>(
    (most, day) => (most === undefined || totalOf(day) > totalOf(most) ? day : most),
    undefined,
  );
  if (!highest) return `Daily use chart, ${period}: no use recorded.`;
  const types = (['electricity', 'naturalGas'] as const)
    .filter((type) => days.some((day) => day.kwh[type] > 0))
    .map((type) => supplyNames[type].toLowerCase());
  const total = sumOf(withUse.map(totalOf));
  const estimated = days.filter((day) => day.estimated).length;
  const daysText = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;
  return (
    [
      `Daily use chart, ${period}: ${kwhText(total)} of ${types.join(' and ')} in all`,
      `${kwhText(total / withUse.length)} a day on average over ${daysText(withUse.length)} with use`,
      `highest ${kwhText(totalOf(highest))} on ${longDate(highest.date)}`,
      ...(estimated > 0 ? [`${daysText(estimated)} estimated`] : []),
    ].join('; ') + '.'
  );
}
