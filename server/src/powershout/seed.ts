import { powershoutBookingRules } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { addDays, aucklandInstant, aucklandToday, billingWindowOf } from '@harakeke/calendar';
import { demoCustomers } from '../demo/customers.js';

/** tama@ is the one demo customer enrolled in PowerShout (his active electricity supply points are eligible). */
const tama = { customerId: 'cust-tama', loyaltyAccountId: 'LA-700123', memberId: 'MEM-88123' } as const;

interface SeedOffer {
  id: string;
  code: string;
  title: string;
  description: string;
  hoursPerUnit: number;
  maxQuantity: number;
  /** Days from the seed date to the last day it can be accepted. */
  expiresInDays: number;
  /** Accepted this many days before the seed date, with quantity 1. */
  acceptedDaysAgo?: number;
}

/** Two active offers, one already accepted and one expired, so every offer state of spec 2 §4 shows. */
const offers: SeedOffer[] = [
  {
    id: 'CO-700123-WARMUP2',
    code: 'WARMUP2',
    title: 'Two hours on us',
    description: 'Add two free hours of power to your balance, ready to book for a cold evening.',
    hoursPerUnit: 2,
    maxQuantity: 1,
    expiresInDays: 10,
  },
  {
    id: 'CO-700123-BUNDLE',
    code: 'BUNDLE',
    title: 'Stock up on free hours',
    description: 'One free hour each, take up to three.',
    hoursPerUnit: 1,
    maxQuantity: 3,
    expiresInDays: 30,
  },
  {
    id: 'CO-700123-SPRING3',
    code: 'SPRING3',
    title: 'Spring clean shout',
    description: 'Three free hours to run the washing and the dryer.',
    hoursPerUnit: 3,
    maxQuantity: 1,
    expiresInDays: 20,
    acceptedDaysAgo: 20,
  },
  {
    id: 'CO-700123-AUTUMN4',
    code: 'AUTUMN4',
    title: 'Autumn evenings',
    description: 'Four free hours for the darker evenings.',
    hoursPerUnit: 4,
    maxQuantity: 1,
    expiresInDays: -5,
  },
];

/** Upcoming bookings: days from the seed date, the Auckland start hour, hours. */
const bookings = [
  { id: 'PSB-700123-0001', supplyPointId: 'sp-2001-a-electricity', inDays: 1, hour: 18, hours: 2 },
  { id: 'PSB-700123-0002', supplyPointId: 'sp-2002-a-electricity', inDays: 3, hour: 7, hours: 1 },
] as const;

/** The home's electricity, on the account whose site has advanced gas too, so its bill-period chart shows both. */
const homeElectricity = 'sp-2001-a-electricity';
const homeAccountId = 'ba-2001';

/**
 * Bookings already used, so credit days show (spec 1 §2 credit-applied bullet) in the account's current billing
 * window and the one before: days into the window, the Auckland start hour, hours. Only days before the seed date.
 */
const usedBookings = [
  { window: 'current', day: 0, hour: 18, hours: 2 },
  { window: 'current', day: 2, hour: 7, hours: 1 },
  { window: 'last', day: 3, hour: 18, hours: 2 },
  { window: 'last', day: 10, hour: 17, hours: 3 },
  { window: 'last', day: 17, hour: 19, hours: 1 },
] as const;

/** The dates of the used bookings, from the home account's billing windows around `today`. */
function usedBookingDates(today: string) {
  const account = demoCustomers.flatMap((customer) => customer.accounts).find(({ id }) => id === homeAccountId);
  if (!account) return [];
  const anchorDay = Number(account.windowStart.slice(8, 10));
  const current = billingWindowOf(today, anchorDay).start;
  const last = billingWindowOf(addDays(current, -1), anchorDay).start;
  return usedBookings
    .map((booking) => ({ ...booking, date: addDays(booking.window === 'current' ? current : last, booking.day) }))
    .filter((booking) => booking.date < today);
}

interface SeedActivity {
  id: string;
  kind: 'earned' | 'booked' | 'refunded';
  description: string;
  hours: number;
  at: number;
  expiresOn: string | null;
  bookingId?: string;
  campaignOfferId?: string;
}

/**
 * A year of activity, one row every 4 days (90 rows, so the history has 3 pages of 40), in a repeating pattern that
 * earns 2 hours more than it spends each round: earned 3, booked 1, booked 2, earned 2, booked 1, refunded 1.
 */
function pastActivity(today: string): SeedActivity[] {
  const pattern = [
    { kind: 'earned', hours: 3, description: 'Weekly shout: 3 free hours' },
    { kind: 'booked', hours: -1, description: 'Booked 1 hour at 48 Rimu Road' },
    { kind: 'booked', hours: -2, description: 'Booked 2 hours at 3 Beach Lane' },
    { kind: 'earned', hours: 2, description: 'Paid on time: 2 free hours' },
    { kind: 'booked', hours: -1, description: 'Booked 1 hour at 48A Rimu Road' },
    { kind: 'refunded', hours: 1, description: 'Booking cancelled: 1 hour back' },
  ] as const;
  return Array.from({ length: 90 }, (_, index) => {
    const step = pattern[index % pattern.length] ?? pattern[0];
    const date = addDays(today, -4 * (90 - index));
    return {
      id: `act-seed-${tama.loyaltyAccountId}-${String(index).padStart(3, '0')}`,
      kind: step.kind,
      description: step.description,
      hours: step.hours,
      at: aucklandInstant(date, step.kind === 'earned' ? 9 : 17),
      expiresOn: step.kind === 'earned' ? addDays(date, powershoutBookingRules.hoursValidDays) : null,
    };
  });
}

async function insertActivity(tx: Queryable, activity: SeedActivity) {
  await tx.query(
    `INSERT INTO powershout_activity (id, loyalty_account_id, kind, description, hours, occurred_at, expires_on,
       booking_id, campaign_offer_id)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6::float8 / 1000), $7::date, $8, $9) ON CONFLICT (id) DO NOTHING`,
    [
      activity.id,
      tama.loyaltyAccountId,
      activity.kind,
      activity.description,
      activity.hours,
      activity.at,
      activity.expiresOn,
      activity.bookingId ?? null,
      activity.campaignOfferId ?? null,
    ],
  );
}

/** tama@'s membership with offers, bookings and history dated from today; only when he has no membership yet. */
async function seedTamaMembership(tx: Queryable, today: string) {
  const enrolled = await tx.query(
    `INSERT INTO powershout_members (customer_id, loyalty_account_id, member_id, enrolled_on)
     SELECT id, $2, $3, $4::date FROM customers WHERE id = $1
     ON CONFLICT DO NOTHING RETURNING customer_id`,
    [tama.customerId, tama.loyaltyAccountId, tama.memberId, addDays(today, -365)],
  );
  // An existing membership is the customer's own from then on (accepted offers, cancelled bookings): left as it is.
  if (enrolled.length === 0) return;
  for (const activity of pastActivity(today)) await insertActivity(tx, activity);
  for (const [index, offer] of offers.entries()) {
    const acceptedAt =
      offer.acceptedDaysAgo === undefined ? null : aucklandInstant(addDays(today, -offer.acceptedDaysAgo), 12);
    await tx.query(
      `INSERT INTO powershout_offers (campaign_offer_id, loyalty_account_id, offer_code, title, description,
         hours_per_unit, max_quantity, expires_on, accepted_at, accepted_quantity, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, to_timestamp($9::float8 / 1000), $10, $11)
       ON CONFLICT DO NOTHING`,
      [
        offer.id,
        tama.loyaltyAccountId,
        offer.code,
        offer.title,
        offer.description,
        offer.hoursPerUnit,
        offer.maxQuantity,
        addDays(today, offer.expiresInDays),
        acceptedAt,
        acceptedAt === null ? null : 1,
        index,
      ],
    );
    if (acceptedAt !== null) {
      await insertActivity(tx, {
        id: `act-seed-${offer.id}`,
        kind: 'earned',
        description: `Offer accepted: ${offer.title}`,
        hours: offer.hoursPerUnit,
        at: acceptedAt,
        expiresOn: addDays(today, powershoutBookingRules.hoursValidDays - (offer.acceptedDaysAgo ?? 0)),
        campaignOfferId: offer.id,
      });
    }
  }
  for (const booking of usedBookingDates(today)) {
    await tx.query(
      `INSERT INTO powershout_bookings (id, loyalty_account_id, supply_point_id, starts_at, duration_hours)
       SELECT $1, $2, id, to_timestamp($4::float8 / 1000), $5 FROM supply_points WHERE id = $3
       ON CONFLICT DO NOTHING`,
      [
        `PSB-700123-U${booking.date.replaceAll('-', '')}`,
        tama.loyaltyAccountId,
        homeElectricity,
        aucklandInstant(booking.date, booking.hour),
        booking.hours,
      ],
    );
  }
  for (const booking of bookings) {
    const start = aucklandInstant(addDays(today, booking.inDays), booking.hour);
    await tx.query(
      `INSERT INTO powershout_bookings (id, loyalty_account_id, supply_point_id, starts_at, duration_hours)
       SELECT $1, $2, id, to_timestamp($4::float8 / 1000), $5 FROM supply_points WHERE id = $3
       ON CONFLICT DO NOTHING`,
      [booking.id, tama.loyaltyAccountId, booking.supplyPointId, start, booking.hours],
    );
    await insertActivity(tx, {
      id: `act-seed-${booking.id}`,
      kind: 'booked',
      description: `Booked ${booking.hours} hour${booking.hours === 1 ? '' : 's'} on ${addDays(today, booking.inDays)}`,
      hours: -booking.hours,
      at: aucklandInstant(addDays(today, -1), 20),
      expiresOn: null,
      bookingId: booking.id,
    });
  }
}

/** Adds the demo data of PowerShout where it is missing; runs on every start, so it must be idempotent. */
export async function seedPowershout(db: Database, now: number): Promise<void> {
  const today = aucklandToday(now);
  await db.transaction(async (tx) => seedTamaMembership(tx, today));
}
