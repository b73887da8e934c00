import { randomUUID } from 'node:crypto';
import {
  powershoutBookingRules,
  type PowershoutActivity,
  type PowershoutBalance,
  type PowershoutBooking,
  type PowershoutBookings,
  type PowershoutEligibleAccount,
  type PowershoutHistory,
  type PowershoutOffer,
  type PowershoutOffers,
  type PowershoutOverview,
  type PowershoutSummary,
} from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { transactionUnlessRefused } from '../db/transaction-outcome.js';
import { addDays, aucklandWallClock, formatAucklandTime } from '@harakeke/calendar';
import { powershoutNotifications, powershoutTabs } from './overview.js';
import { balanceOf, lockAndSettleLapsedHours, lockSettleAndReadBalance, settleLapsedHours } from './hours-ledger.js';
import {
  activeBookingRows,
  activityCount,
  activityRows,
  findBookingRow,
  findFlagsRow,
  findMember,
  findOfferRowForUpdate,
  findSupplyPointRow,
  insertActivity,
  insertBooking,
  lockLoyaltyAccount,
  markBookingCancelled,
  markOfferAccepted,
  offerRows,
  savePowershoutSeen,
  saveWalkthroughCompleted,
  supplyPointRows,
  takenSlotRows,
  type ActivityRow,
  type BookingRow,
  type OfferRow,
  type SupplyPointRow,
} from './queries.js';
import { bookableDates, bookableTimes, checkBookingTime, type BookingRefusal, type TakenSlot } from './rules.js';

/**
 * Why a PowerShout call was refused (spec 2 §8 names the types the portal tells apart). Another customer's loyalty
 * account, offer, supply point or booking is refused as one that does not exist.
 */
export type PowershoutRefusal =
  | { kind: 'notEnrolled' }
  | { kind: 'noSuchSupplyPoint' }
  | { kind: 'notBookable' }
  | { kind: 'dateNotBookable'; firstDate: string; lastDate: string }
  | { kind: 'noSuchMembership' }
  | { kind: 'noSuchLoyaltyAccount' }
  | { kind: 'noSuchOffer' }
  | { kind: 'offerCodeMismatch' }
  | { kind: 'offerAlreadyAccepted' }
  | { kind: 'offerExpired'; expiresOn: string }
  | { kind: 'overMaxQuantity'; maxQuantity: number }
  | { kind: 'agreementMismatch' }
  | { kind: 'bookingTimeRefused'; refusal: BookingRefusal }
  | { kind: 'notEnoughHours'; availableHours: number }
  | { kind: 'noSuchBooking' }
  | { kind: 'noSuchBookingOnAccount' }
  | { kind: 'bookingStarted' };

/** A call's answer, or one of the refusals it can come to. */
export type PowershoutOutcome<Answer, Refusal extends PowershoutRefusal['kind']> =
  { kind: 'ok'; answer: Answer } | Extract<PowershoutRefusal, { kind: Refusal }>;

async function flagsOf(db: Queryable, customerId: string) {
  const row = await findFlagsRow(db, customerId);
  return {
    powerShoutSeen: row?.powershout_seen ?? false,
    isPowerShoutWalkThroughCompleted: row?.walkthrough_completed ?? false,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Eligibility: the active electricity supply points at active sites of the member's residential billing accounts.

const isBookable = (row: SupplyPointRow) =>
  row.supply_type === 'electricity' &&
  row.point_status === 'active' &&
  row.site_status === 'active' &&
  row.account_type === 'residential';

/** The billing accounts and supply points PowerShout can be booked on; none when the customer is not enrolled. */
export async function eligibleAccountsOf(db: Queryable, customerId: string): Promise<PowershoutEligibleAccount[]> {
  const member = await findMember(db, customerId);
  if (!member) return [];
  const accounts = new Map<string, PowershoutEligibleAccount>();
  for (const row of (await supplyPointRows(db, customerId)).filter(isBookable)) {
    let account = accounts.get(row.billing_account_id);
    if (!account) {
      account = {
        billingAccountId: row.billing_account_id,
        customerNumber: row.customer_number,
        loyaltyAccountId: member.loyaltyAccountId,
        supplyPoints: [],
      };
      accounts.set(row.billing_account_id, account);
    }
    account.supplyPoints.push({
      supplyPointId: row.supply_point_id,
      supplyAgreementId: row.supply_agreement_id,
      siteId: row.site_id,
      address: row.address,
      nickname: row.nickname,
    });
  }
  return [...accounts.values()];
}

// ---------------------------------------------------------------------------------------------------------------
// Offers and bookings as the API answers them

function toOffer(row: OfferRow, now: number): PowershoutOffer {
  const status = row.accepted_ms !== null ? 'accepted' : row.expires_ms <= now ? 'expired' : 'active';
  return {
    campaignOfferId: row.campaign_offer_id,
    offerCode: row.offer_code,
    title: row.title,
    description: row.description,
    hoursPerUnit: Number(row.hours_per_unit),
    maxQuantity: Number(row.max_quantity),
    status,
    expiresOn: row.expires_on,
    expiresAt: formatAucklandTime(row.expires_ms, 'YYYY-MM-DDTHH:mm:ssZ'),
    acceptedAt: row.accepted_ms === null ? null : formatAucklandTime(row.accepted_ms, 'YYYY-MM-DDTHH:mm:ssZ'),
    acceptedQuantity: row.accepted_quantity === null ? null : Number(row.accepted_quantity),
  };
}

/** The account's offers, soonest expiry first, with their status at `now`. */
async function offersOf(db: Queryable, loyaltyAccountId: string, now: number): Promise<PowershoutOffer[]> {
  return (await offerRows(db, loyaltyAccountId)).map((row) => toOffer(row, now));
}

function toBooking(row: BookingRow, now: number): PowershoutBooking {
  const durationHours = Number(row.duration_hours);
  const end = row.start_ms + durationHours * 3_600_000;
  const wall = aucklandWallClock(row.start_ms);
  const started = row.start_ms <= now;
  return {
    bookingId: row.id,
    billingAccountId: row.billing_account_id,
    supplyPointId: row.supply_point_id,
    supplyAgreementId: row.supply_agreement_id,
    address: row.address,
    date: wall.date,
    startTime: `${String(wall.hour).padStart(2, '0')}:${String(wall.minute).padStart(2, '0')}`,
    startDate: formatAucklandTime(row.start_ms, 'YYYY-MM-DDTHH:mm:ssZ'),
    endDate: formatAucklandTime(end, 'YYYY-MM-DDTHH:mm:ssZ'),
    durationHours,
    status: started ? 'inProgress' : 'upcoming',
    canDelete: !started,
  };
}

/** The account's bookings that have not ended, soonest first, of one supply point when given. */
async function activeBookingsOf(
  db: Queryable,
  loyaltyAccountId: string,
  now: number,
  supplyPointId?: string,
): Promise<PowershoutBooking[]> {
  return (await activeBookingRows(db, loyaltyAccountId, now, supplyPointId)).map((row) => toBooking(row, now));
}

async function findBooking(db: Queryable, loyaltyAccountId: string, bookingId: string, now: number) {
  const row = await findBookingRow(db, loyaltyAccountId, bookingId);
  return row ? toBooking(row, now) : null;
}

/** The stretches of a supply point already booked (by anyone) that have not ended. */
async function takenSlotsOf(db: Queryable, supplyPointId: string, now: number): Promise<TakenSlot[]> {
  const rows = await takenSlotRows(db, supplyPointId, now);
  return rows.map((row) => ({ start: row.start_ms, end: row.start_ms + Number(row.duration_hours) * 3_600_000 }));
}

/** One of the customer's supply points (null for another customer's or a missing one), and whether it can be booked. */
async function findOwnedSupplyPoint(db: Queryable, customerId: string, supplyPointId: string) {
  const row = await findSupplyPointRow(db, customerId, supplyPointId);
  if (!row) return null;
  return {
    supplyPointId: row.supply_point_id,
    supplyAgreementId: row.supply_agreement_id,
    billingAccountId: row.billing_account_id,
    eligible: isBookable(row),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The calls' answers (spec 2 §7). Those that show the balance write off lapsed hours first, so every answer, the
// history included, shows the hours that lapsed.

/** spec 2 §7: the dashboard's summary; an enrolled customer's notifications are never empty (spec 2 §8). */
export async function settleLapsedHoursAndSummarise(
  db: Database,
  customerId: string,
  now: number,
): Promise<PowershoutSummary> {
  const flags = await flagsOf(db, customerId);
  const member = await findMember(db, customerId);
  if (!member) return { eligible: false, powerShoutSeen: flags.powerShoutSeen };
  const balance = await lockSettleAndReadBalance(db, member.loyaltyAccountId, now);
  const offers = await offersOf(db, member.loyaltyAccountId, now);
  const bookings = await activeBookingsOf(db, member.loyaltyAccountId, now);
  return {
    eligible: true,
    powerShoutSeen: flags.powerShoutSeen,
    availableHours: balance.availableHours,
    activeOfferCount: offers.filter((offer) => offer.status === 'active').length,
    nextBooking: bookings[0] ?? null,
    notifications: powershoutNotifications(balance, offers, bookings),
  };
}

/** Saves whether PowerShout's what's-new was seen, answering the flag as stored. */
export async function markPowershoutSeen(db: Queryable, customerId: string, seen: boolean) {
  await savePowershoutSeen(db, customerId, seen);
  return { powerShoutSeen: (await flagsOf(db, customerId)).powerShoutSeen };
}

/** spec 2 §3: isPowerShoutWalkThroughCompleted, which the overview reads back. */
export async function completeWalkthrough(db: Queryable, customerId: string) {
  await saveWalkthroughCompleted(db, customerId);
  return { isPowerShoutWalkThroughCompleted: true as const };
}

/** spec 2 §2 and §7: the PowerShout page's overview, its tabs and notifications. */
export async function settleLapsedHoursAndOverview(
  db: Database,
  customerId: string,
  now: number,
): Promise<PowershoutOverview> {
  const flags = await flagsOf(db, customerId);
  const member = await findMember(db, customerId);
  if (!member) {
    return {
      eligible: false,
      isPowerShoutWalkThroughCompleted: flags.isPowerShoutWalkThroughCompleted,
      loyaltyAccountId: null,
      memberId: null,
      tabs: [],
      notifications: [],
      balance: null,
    };
  }
  const balance = await lockSettleAndReadBalance(db, member.loyaltyAccountId, now);
  const offers = await offersOf(db, member.loyaltyAccountId, now);
  const bookings = await activeBookingsOf(db, member.loyaltyAccountId, now);
  const historyItems = await activityCount(db, member.loyaltyAccountId);
  return {
    eligible: true,
    isPowerShoutWalkThroughCompleted: flags.isPowerShoutWalkThroughCompleted,
    loyaltyAccountId: member.loyaltyAccountId,
    memberId: member.memberId,
    tabs: powershoutTabs(offers, balance, historyItems),
    notifications: powershoutNotifications(balance, offers, bookings),
    balance,
  };
}

const toActivity = (row: ActivityRow): PowershoutActivity => ({
  id: row.id,
  kind: row.kind,
  description: row.description,
  hours: Number(row.hours),
  occurredAt: formatAucklandTime(row.occurred_ms, 'YYYY-MM-DDTHH:mm:ssZ'),
  date: aucklandWallClock(row.occurred_ms).date,
});

/** spec 2 §7 and §9: one page of the activity history, newest first, the hours that lapsed written off first. */
export async function settleLapsedHoursAndPageHistory(
  db: Database,
  customerId: string,
  page: { pageSize: number; pageNumber: number },
  now: number,
): Promise<PowershoutOutcome<PowershoutHistory, 'notEnrolled'>> {
  const member = await findMember(db, customerId);
  if (!member) return { kind: 'notEnrolled' };
  const { loyaltyAccountId } = member;
  await lockAndSettleLapsedHours(db, loyaltyAccountId, now);
  const totalItems = await activityCount(db, loyaltyAccountId);
  const rows = await activityRows(db, loyaltyAccountId, page.pageSize, (page.pageNumber - 1) * page.pageSize);
  const history: PowershoutHistory = {
    pageNumber: page.pageNumber,
    pageSize: page.pageSize,
    totalItems,
    totalPages: Math.ceil(totalItems / page.pageSize),
    items: rows.map(toActivity),
  };
  return { kind: 'ok', answer: history };
}

/** The hours available, booked and expiring, the hours that lapsed written off first. */
export async function settleLapsedHoursAndReadBalance(
  db: Database,
  customerId: string,
  now: number,
): Promise<PowershoutOutcome<PowershoutBalance, 'notEnrolled'>> {
  const member = await findMember(db, customerId);
  if (!member) return { kind: 'notEnrolled' };
  return { kind: 'ok', answer: await lockSettleAndReadBalance(db, member.loyaltyAccountId, now) };
}

/** spec 2 §4: the offers, active, accepted and expired. */
export async function powershoutOffersOf(
  db: Queryable,
  customerId: string,
  now: number,
): Promise<PowershoutOutcome<PowershoutOffers, 'notEnrolled'>> {
  const member = await findMember(db, customerId);
  if (!member) return { kind: 'notEnrolled' };
  const { loyaltyAccountId, memberId } = member;
  const offers = await offersOf(db, loyaltyAccountId, now);
  const answer: PowershoutOffers = {
    loyaltyAccountId,
    memberId,
    activeOffers: offers.filter((offer) => offer.status === 'active'),
    acceptedOffers: offers.filter((offer) => offer.status === 'accepted'),
    expiredOffers: offers.filter((offer) => offer.status === 'expired'),
  };
  return { kind: 'ok', answer };
}

/**
 * spec 2 §7: the active bookings (of one supply point when given), or with bookingDatesOnly the bookable dates and
 * start times of a supply point with the hours there are to book, the hours that lapsed written off first.
 */
export async function settleLapsedHoursAndAnswerBookings(
  db: Database,
  customerId: string,
  query: { bookingDatesOnly: 'true' | 'false'; supplyPointId?: string; selectedDate?: string },
  now: number,
): Promise<
  PowershoutOutcome<PowershoutBookings, 'notEnrolled' | 'noSuchSupplyPoint' | 'notBookable' | 'dateNotBookable'>
> {
  const member = await findMember(db, customerId);
  if (!member) return { kind: 'notEnrolled' };
  const { loyaltyAccountId } = member;
  // Another customer's supply point answers like one that does not exist.
  const point =
    query.supplyPointId === undefined ? null : await findOwnedSupplyPoint(db, customerId, query.supplyPointId);
  if (query.supplyPointId !== undefined && !point) return { kind: 'noSuchSupplyPoint' };
  if (query.bookingDatesOnly === 'false' || !point) {
    const activeBookings = await activeBookingsOf(db, loyaltyAccountId, now, point?.supplyPointId);
    return { kind: 'ok', answer: { kind: 'activeBookings', activeBookings } };
  }
  if (!point.eligible) return { kind: 'notBookable' };
  const dates = bookableDates(aucklandWallClock(now).date);
  if (query.selectedDate !== undefined && !dates.includes(query.selectedDate)) {
    return { kind: 'dateNotBookable', firstDate: dates[0] ?? '', lastDate: dates.at(-1) ?? '' };
  }
  const taken = await takenSlotsOf(db, point.supplyPointId, now);
  const balance = await lockSettleAndReadBalance(db, loyaltyAccountId, now);
  const answer: PowershoutBookings = {
    kind: 'bookingDates',
    supplyPointId: point.supplyPointId,
    availableHours: balance.availableHours,
    bookingDates: (query.selectedDate === undefined ? dates : [query.selectedDate])
      .map((date) => ({ date, times: bookableTimes(date, taken, now) }))
      .filter((date) => date.times.length > 0),
  };
  return { kind: 'ok', answer };
}

/** What accepting an offer came to: the hours earned and the balance after, or why it was refused. */
export type AcceptOfferOutcome = PowershoutOutcome<
  { campaignOfferId: string; status: 'accepted'; hoursEarned: number; balance: PowershoutBalance },
  'noSuchMembership' | 'noSuchOffer' | 'offerCodeMismatch' | 'offerAlreadyAccepted' | 'offerExpired' | 'overMaxQuantity'
>;

/** spec 2 §4 and §8: accepts an offer, earning its hours for a year (powershoutBookingRules.hoursValidDays). */
export async function acceptOffer(
  db: Database,
  customerId: string,
  acceptance: {
    loyaltyAccountId: string;
    memberId: string;
    campaignOfferId: string;
    quantity: number;
    offerCode: string;
  },
  now: number,
): Promise<AcceptOfferOutcome> {
  const found = await findMember(db, customerId);
  // Another customer's loyalty account or offer answers like one that does not exist.
  if (!found || found.loyaltyAccountId !== acceptance.loyaltyAccountId || found.memberId !== acceptance.memberId) {
    return { kind: 'noSuchMembership' };
  }
  return transactionUnlessRefused(db, async (tx): Promise<AcceptOfferOutcome> => {
    await lockLoyaltyAccount(tx, found.loyaltyAccountId);
    const row = await findOfferRowForUpdate(tx, found.loyaltyAccountId, acceptance.campaignOfferId);
    if (!row) return { kind: 'noSuchOffer' };
    const offer = toOffer(row, now);
    if (offer.offerCode !== acceptance.offerCode) return { kind: 'offerCodeMismatch' };
    // spec 2 §8: the two titles the portal tells apart.
    if (offer.status === 'accepted') return { kind: 'offerAlreadyAccepted' };
    if (offer.status === 'expired') return { kind: 'offerExpired', expiresOn: offer.expiresOn };
    if (acceptance.quantity > offer.maxQuantity) return { kind: 'overMaxQuantity', maxQuantity: offer.maxQuantity };
    const hoursEarned = offer.hoursPerUnit * acceptance.quantity;
    await markOfferAccepted(tx, offer.campaignOfferId, { quantity: acceptance.quantity, at: now });
    await insertActivity(tx, {
      loyaltyAccountId: found.loyaltyAccountId,
      kind: 'earned',
      description: `Offer accepted: ${offer.title}`,
      hours: hoursEarned,
      at: now,
      expiresOn: addDays(aucklandWallClock(now).date, powershoutBookingRules.hoursValidDays),
      campaignOfferId: offer.campaignOfferId,
    });
    await settleLapsedHours(tx, found.loyaltyAccountId, aucklandWallClock(now).date);
    const answer = {
      campaignOfferId: offer.campaignOfferId,
      status: 'accepted' as const,
      hoursEarned,
      balance: await balanceOf(tx, found.loyaltyAccountId, now),
    };
    return { kind: 'ok', answer };
  });
}

const hoursText = (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`;

/** What a booking came to: the booking and the balance after, or why it was refused. */
export type AddBookingOutcome = PowershoutOutcome<
  { booking: PowershoutBooking; balance: PowershoutBalance },
  | 'noSuchSupplyPoint'
  | 'noSuchLoyaltyAccount'
  | 'notBookable'
  | 'agreementMismatch'
  | 'bookingTimeRefused'
  | 'notEnoughHours'
>;

/** spec 2 §4 and §8: books hours on a supply point, spending them; a start that has passed is time_lapsed. */
export async function addBooking(
  db: Database,
  customerId: string,
  booking: {
    startDate: string;
    supplyAgreementId: string;
    duration: number;
    supplyPointId: string;
    loyaltyAccountId: string;
  },
  now: number,
): Promise<AddBookingOutcome> {
  // Another customer's supply point answers like one that does not exist.
  const point = await findOwnedSupplyPoint(db, customerId, booking.supplyPointId);
  if (!point) return { kind: 'noSuchSupplyPoint' };
  const found = await findMember(db, customerId);
  if (!found || found.loyaltyAccountId !== booking.loyaltyAccountId) return { kind: 'noSuchLoyaltyAccount' };
  if (!point.eligible) return { kind: 'notBookable' };
  if (point.supplyAgreementId !== booking.supplyAgreementId) return { kind: 'agreementMismatch' };
  const start = Date.parse(booking.startDate);
  // A refusal after the lapsed hours were written off rolls the write-off back with the rest.
  return transactionUnlessRefused(db, async (tx): Promise<AddBookingOutcome> => {
    await lockLoyaltyAccount(tx, found.loyaltyAccountId);
    const refusal = checkBookingTime(start, booking.duration, await takenSlotsOf(tx, point.supplyPointId, now), now);
    if (refusal) return { kind: 'bookingTimeRefused', refusal };
    await settleLapsedHours(tx, found.loyaltyAccountId, aucklandWallClock(now).date);
    const before = await balanceOf(tx, found.loyaltyAccountId, now);
    if (before.availableHours < booking.duration) {
      return { kind: 'notEnoughHours', availableHours: before.availableHours };
    }
    const bookingId = `PSB-${randomUUID()}`;
    await insertBooking(tx, {
      id: bookingId,
      loyaltyAccountId: found.loyaltyAccountId,
      supplyPointId: point.supplyPointId,
      start,
      durationHours: booking.duration,
    });
    await insertActivity(tx, {
      loyaltyAccountId: found.loyaltyAccountId,
      kind: 'booked',
      description: `Booked ${hoursText(booking.duration)} on ${aucklandWallClock(start).date}`,
      hours: -booking.duration,
      at: now,
      bookingId,
    });
    const booked = await findBooking(tx, found.loyaltyAccountId, bookingId, now);
    // Not a refusal: the booking was written a moment ago in this transaction (a 500, and nothing kept).
    if (!booked) throw new Error(`The booking ${bookingId} was not found after it was written.`);
    // The lapsed hours were written off above, in this transaction: nothing has lapsed since.
    return { kind: 'ok', answer: { booking: booked, balance: await balanceOf(tx, found.loyaltyAccountId, now) } };
  });
}

/** What a cancellation came to: the hours given back and the balance after, or why it was refused. */
export type CancelBookingOutcome = PowershoutOutcome<
  { bookingId: string; refundedHours: number; balance: PowershoutBalance },
  'noSuchBooking' | 'noSuchBookingOnAccount' | 'bookingStarted'
>;

/** spec 2 §7: cancels a booking that has not started, giving its hours back. */
export async function cancelBooking(
  db: Database,
  customerId: string,
  cancellation: { bookingId: string; billingAccountId: string },
  now: number,
): Promise<CancelBookingOutcome> {
  const found = await findMember(db, customerId);
  if (!found) return { kind: 'noSuchBooking' };
  return transactionUnlessRefused(db, async (tx): Promise<CancelBookingOutcome> => {
    await lockLoyaltyAccount(tx, found.loyaltyAccountId);
    const booking = await findBooking(tx, found.loyaltyAccountId, cancellation.bookingId, now);
    // Another customer's booking, or one on another billing account, answers like one that does not exist.
    if (!booking || booking.billingAccountId !== cancellation.billingAccountId) {
      return { kind: 'noSuchBookingOnAccount' };
    }
    if (!booking.canDelete) return { kind: 'bookingStarted' };
    await markBookingCancelled(tx, booking.bookingId);
    await insertActivity(tx, {
      loyaltyAccountId: found.loyaltyAccountId,
      kind: 'refunded',
      description: `Booking on ${booking.date} cancelled: ${hoursText(booking.durationHours)} back`,
      hours: booking.durationHours,
      at: now,
      bookingId: booking.bookingId,
    });
    // Written off after the refund: the refunded hours were spent from the grants that expire soonest, so those of
    // them whose grant has lapsed lapse too.
    await settleLapsedHours(tx, found.loyaltyAccountId, aucklandWallClock(now).date);
    const answer = {
      bookingId: booking.bookingId,
      refundedHours: booking.durationHours,
      balance: await balanceOf(tx, found.loyaltyAccountId, now),
    };
    return { kind: 'ok', answer };
  });
}
