/**
 * The demo tariffs, per kWh and per day, GST exclusive. Costs are built the way a bill is (energy, daily fixed
 * charge, levies, then GST on their sum, less discounts and PowerShout credits), each item rounded to the cent, so
 * a bill reconciles with its days to the cent.
 */
export interface Tariff {
  /** Cents per kWh in the peak hours (07:00–11:00 and 17:00–21:00, Auckland). */
  peakCents: number;
  offPeakCents: number;
  /** Cents per day, whatever the use. */
  dailyChargeCents: number;
  /** Cents per kWh of industry levies. */
  levyCents: number;
}

export const GST_RATE = 0.15;

export const tariffs: Record<'electricity' | 'naturalGas', Tariff> = {
  electricity: { peakCents: 32.5, offPeakCents: 21.5, dailyChargeCents: 210, levyCents: 1.5 },
  naturalGas: { peakCents: 11.8, offPeakCents: 11.8, dailyChargeCents: 160, levyCents: 0.4 },
};

/** A day's cost, itemised in cents. */
export interface CostBreakdown {
  energyCents: number;
  dailyChargeCents: number;
  leviesCents: number;
  gstCents: number;
  discountCents: number;
  powershoutCreditCents: number;
  totalCents: number;
}

/** One day's itemised cost from its peak and off-peak kWh. */
export function dayCost(
  tariff: Tariff,
  peakKwh: number,
  offPeakKwh: number,
  credits = { discountCents: 0, powershoutCreditCents: 0 },
): CostBreakdown {
  const energyCents = Math.round(peakKwh * tariff.peakCents + offPeakKwh * tariff.offPeakCents);
  const leviesCents = Math.round((peakKwh + offPeakKwh) * tariff.levyCents);
  const dailyChargeCents = tariff.dailyChargeCents;
  const gstCents = Math.round((energyCents + dailyChargeCents + leviesCents) * GST_RATE);
  const totalCents =
    energyCents + dailyChargeCents + leviesCents + gstCents - credits.discountCents - credits.powershoutCreditCents;
  return { energyCents, dailyChargeCents, leviesCents, gstCents, ...credits, totalCents };
}

/** Whether an Auckland wall-clock hour (0–23) is a peak hour: 07:00–11:00 and 17:00–21:00. */
export const isPeakHour = (hour: number): boolean => (hour >= 7 && hour < 11) || (hour >= 17 && hour < 21);

/**
 * An hour's cost in cents: its energy at the hour's rate and its levies, with GST. The day's fixed charge and any
 * PowerShout credit are the day's, not any hour's, so a day's hours add up to its cost less that charge (within a
 * cent an hour of rounding) on a day without a credit.
 */
export function hourCostCents(tariff: Tariff, kwh: number, peak: boolean): number {
  const energy = kwh * (peak ? tariff.peakCents : tariff.offPeakCents) + kwh * tariff.levyCents;
  return Math.round(energy * (1 + GST_RATE));
}

/** The hours of a day (a change of daylight saving aside), over which a day's use is spread. */
const HOURS_IN_DAY = 24;

/**
 * A day's cost with its PowerShout free hours credited (spec 1 §2 credit-applied days): the free hours' share of
 * the day's energy and levies, with their GST, comes off the total. What both the usage charts and the bills cost a
 * day with, so a bill is the sum of its chart's days.
 */
export function creditedDayCost(
  tariff: Tariff,
  day: { date: string; peakKwh: number; offPeakKwh: number },
  creditHours: ReadonlyMap<string, number>,
): CostBreakdown {
  const cost = dayCost(tariff, day.peakKwh, day.offPeakKwh);
  const hours = Math.min(creditHours.get(day.date) ?? 0, HOURS_IN_DAY);
  if (hours <= 0) return cost;
  const powershoutCreditCents = Math.round(
    ((cost.energyCents + cost.leviesCents) * (1 + GST_RATE) * hours) / HOURS_IN_DAY,
  );
  return dayCost(tariff, day.peakKwh, day.offPeakKwh, { discountCents: 0, powershoutCreditCents });
}
