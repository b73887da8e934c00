import { randomUUID } from 'node:crypto';
import {
  acceptPowershoutOffer,
  addPowershoutBooking,
  deletePowershoutBooking,
  getFriendGetFriendUrl,
  getPowershout,
  getPowershoutBalance,
  getPowershoutBookings,
  getPowershoutCurrency,
  getPowershoutEligibleAccounts,
  getPowershoutHistory,
  getPowershoutOffers,
  powershoutBookingRules,
  powershoutProblems,
  setPowerShoutWalkThroughSeen,
  setPowershoutSeen,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import {
  activeBookings,
  balanceInTransaction,
  cancelBookingRow,
  completeWalkthrough,
  eligibleAccounts,
  findBooking,
  findMember,
  findOfferForUpdate,
  findOwnedSupplyPoint,
  findReferralCode,
  historyPage,
  insertBooking,
  listOffers,
  lockLoyaltyAccount,
  markOfferAccepted,
  readBalance,
  readFlags,
  recordActivity,
  savePowershoutSeen,
  takenSlots,
  type PowershoutMember,
} from './queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { aucklandWallTime } from './auckland-time.js';
import { powershoutNotifications, powershoutTabs } from './overview.js';
import { bookableDates, bookableTimes, checkBookingTime } from './rules.js';
import { shiftDate } from '../usage/period-data.js';

const problem = (kind: keyof typeof powershoutProblems, detail: string) =>
  new HttpProblem(400, powershoutProblems[kind].type, powershoutProblems[kind].title, detail);

/** Where the referral link points: the demo retailer's join page (ours; the spec does not show it). */
const REFERRAL_BASE_URL = 'https://www.harakeke.example.nz/join';

/** PowerShout (spec 2 §3, §4, §7, §8) and the referral link, for the signed-in customer only. */
export function powershoutRoutes(app: Hono<ApiEnv>, db: Database) {
  /** The customer's membership; member-only calls answer 404 to a customer who is not enrolled. */
  const member = async (customerId: string): Promise<PowershoutMember> => {
    const found = await findMember(db, customerId);
    if (!found) {
      const { type, title } = powershoutProblems.notEnrolled;
      throw new HttpProblem(404, type, title, 'You are not enrolled in PowerShout.');
    }
    return found;
  };

  defineRoute(app, getPowershout, async ({ customerId }) => {
    const flags = await readFlags(db, customerId);
    const found = await findMember(db, customerId);
    if (!found) return { eligible: false as const, powerShoutSeen: flags.powerShoutSeen };
    const now = Date.now();
    const balance = await readBalance(db, found.loyaltyAccountId, now);
    const offers = await listOffers(db, found.loyaltyAccountId, now);
    const bookings = await activeBookings(db, found.loyaltyAccountId, now);
    return {
      eligible: true as const,
      powerShoutSeen: flags.powerShoutSeen,
      availableHours: balance.availableHours,
      activeOfferCount: offers.filter((offer) => offer.status === 'active').length,
      nextBooking: bookings[0] ?? null,
      notifications: powershoutNotifications(balance, offers, bookings),
    };
  });

  defineRoute(app, setPowershoutSeen, async ({ customerId, input }) => {
    await savePowershoutSeen(db, customerId, input.powerShoutSeen);
    return { powerShoutSeen: (await readFlags(db, customerId)).powerShoutSeen };
  });

  defineRoute(app, setPowerShoutWalkThroughSeen, async ({ customerId }) => {
    await completeWalkthrough(db, customerId);
    return { isPowerShoutWalkThroughCompleted: true as const };
  });

  defineRoute(app, getPowershoutCurrency, async ({ customerId }) => {
    const flags = await readFlags(db, customerId);
    const found = await findMember(db, customerId);
    if (!found) {
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
    const now = Date.now();
    const balance = await readBalance(db, found.loyaltyAccountId, now);
    const offers = await listOffers(db, found.loyaltyAccountId, now);
    const bookings = await activeBookings(db, found.loyaltyAccountId, now);
    const history = await historyPage(db, found.loyaltyAccountId, 1, 1);
    return {
      eligible: true,
      isPowerShoutWalkThroughCompleted: flags.isPowerShoutWalkThroughCompleted,
      loyaltyAccountId: found.loyaltyAccountId,
      memberId: found.memberId,
      tabs: powershoutTabs(offers, balance, history.totalItems),
      notifications: powershoutNotifications(balance, offers, bookings),
      balance,
    };
  });

  defineRoute(app, getPowershoutHistory, async ({ customerId, input }) => {
    const { loyaltyAccountId } = await member(customerId);
    // Reading the balance first writes off lapsed hours, so the history shows them.
    await readBalance(db, loyaltyAccountId, Date.now());
    const page = await historyPage(db, loyaltyAccountId, input.pageSize, input.pageNumber);
    return {
      pageNumber: input.pageNumber,
      pageSize: input.pageSize,
      totalItems: page.totalItems,
      totalPages: Math.ceil(page.totalItems / input.pageSize),
      items: page.items,
    };
  });

  defineRoute(app, getPowershoutBalance, async ({ customerId }) =>
    readBalance(db, (await member(customerId)).loyaltyAccountId, Date.now()),
  );

  defineRoute(app, getPowershoutEligibleAccounts, async ({ customerId }) => ({
    accounts: await eligibleAccounts(db, customerId),
  }));

  defineRoute(app, getPowershoutOffers, async ({ customerId }) => {
    const { loyaltyAccountId, memberId } = await member(customerId);
    const offers = await listOffers(db, loyaltyAccountId, Date.now());
    return {
      loyaltyAccountId,
      memberId,
      activeOffers: offers.filter((offer) => offer.status === 'active'),
      acceptedOffers: offers.filter((offer) => offer.status === 'accepted'),
      expiredOffers: offers.filter((offer) => offer.status === 'expired'),
    };
  });

  defineRoute(app, getPowershoutBookings, async ({ customerId, input }) => {
    const { loyaltyAccountId } = await member(customerId);
    const now = Date.now();
    // Another customer's supply point answers like one that does not exist.
    const point =
      input.supplyPointId === undefined ? null : await findOwnedSupplyPoint(db, customerId, input.supplyPointId);
    if (input.supplyPointId !== undefined && !point) throw problems.notFound('You have no supply point with this id.');
    if (input.bookingDatesOnly === 'false' || !point) {
      return {
        kind: 'activeBookings' as const,
        activeBookings: await activeBookings(db, loyaltyAccountId, now, point?.supplyPointId),
      };
    }
    if (!point.eligible) {
      throw problem('invalidBooking', 'supplyPointId: PowerShout cannot be booked on this supply point.');
    }
    const dates = bookableDates(aucklandWallTime(now).date);
    if (input.selectedDate !== undefined && !dates.includes(input.selectedDate)) {
      throw problems.badRequest(`selectedDate: bookings can be made from ${dates[0]} to ${dates.at(-1)}.`);
    }
    const taken = await takenSlots(db, point.supplyPointId, now);
    const balance = await readBalance(db, loyaltyAccountId, now);
    return {
      kind: 'bookingDates' as const,
      supplyPointId: point.supplyPointId,
      availableHours: balance.availableHours,
      bookingDates: (input.selectedDate === undefined ? dates : [input.selectedDate])
        .map((date) => ({ date, times: bookableTimes(date, taken, now) }))
        .filter((date) => date.times.length > 0),
    };
  });

  defineRoute(app, acceptPowershoutOffer, async ({ customerId, input }) => {
    const found = await findMember(db, customerId);
    // Another customer's loyalty account or offer answers like one that does not exist.
    if (!found || found.loyaltyAccountId !== input.loyaltyAccountId || found.memberId !== input.memberId) {
      throw problems.notFound('You have no PowerShout loyalty account with this id and member id.');
    }
    return db.transaction(async (tx) => {
      await lockLoyaltyAccount(tx, found.loyaltyAccountId);
      const now = Date.now();
      const offer = await findOfferForUpdate(tx, found.loyaltyAccountId, input.campaignOfferId, now);
      if (!offer) throw problems.notFound('You have no offer with this campaignOfferId.');
      if (offer.offerCode !== input.offerCode) throw problems.badRequest('offerCode: does not match this offer.');
      // spec 2 §8: the two titles the portal tells apart.
      if (offer.status === 'accepted') throw problem('offerAlreadyAccepted', 'You have already accepted this offer.');
      if (offer.status === 'expired') throw problem('offerExpired', `This offer ended on ${offer.expiresOn}.`);
      if (input.quantity > offer.maxQuantity) {
        throw problems.badRequest(`quantity: this offer allows at most ${offer.maxQuantity}.`);
      }
      const hoursEarned = offer.hoursPerUnit * input.quantity;
      await markOfferAccepted(tx, offer.campaignOfferId, input.quantity);
      await recordActivity(tx, {
        loyaltyAccountId: found.loyaltyAccountId,
        kind: 'earned',
        description: `Offer accepted: ${offer.title}`,
        hours: hoursEarned,
        expiresOn: shiftDate(aucklandWallTime(now).date, powershoutBookingRules.hoursValidDays),
        campaignOfferId: offer.campaignOfferId,
      });
      return {
        campaignOfferId: offer.campaignOfferId,
        status: 'accepted' as const,
        hoursEarned,
        balance: await balanceInTransaction(tx, found.loyaltyAccountId, now),
      };
    });
  });

  defineRoute(app, addPowershoutBooking, async ({ customerId, input }) => {
    // Another customer's supply point answers like one that does not exist.
    const point = await findOwnedSupplyPoint(db, customerId, input.supplyPointId);
    if (!point) throw problems.notFound('You have no supply point with this id.');
    const found = await findMember(db, customerId);
    if (!found || found.loyaltyAccountId !== input.loyaltyAccountId) {
      throw problems.notFound('You have no PowerShout loyalty account with this id.');
    }
    if (!point.eligible)
      throw problem('invalidBooking', 'supplyPointId: PowerShout cannot be booked on this supply point.');
    if (point.supplyAgreementId !== input.supplyAgreementId) {
      throw problem('invalidBooking', 'supplyAgreementId: is not the agreement of this supply point.');
    }
    const start = Date.parse(input.startDate);
    return db.transaction(async (tx) => {
      await lockLoyaltyAccount(tx, found.loyaltyAccountId);
      const now = Date.now();
      const refusal = checkBookingTime(start, input.duration, await takenSlots(tx, point.supplyPointId, now), now);
      if (refusal) throw problem(refusal.reason === 'timeLapsed' ? 'timeLapsed' : 'invalidBooking', refusal.detail);
      const before = await balanceInTransaction(tx, found.loyaltyAccountId, now);
      if (before.availableHours < input.duration) {
        throw problem('invalidBooking', `duration: you have ${before.availableHours} hours to book.`);
      }
      const bookingId = `PSB-${randomUUID()}`;
      await insertBooking(tx, {
        id: bookingId,
        loyaltyAccountId: found.loyaltyAccountId,
        supplyPointId: point.supplyPointId,
        start,
        durationHours: input.duration,
      });
      const wall = aucklandWallTime(start);
      await recordActivity(tx, {
        loyaltyAccountId: found.loyaltyAccountId,
        kind: 'booked',
        description: `Booked ${input.duration} hour${input.duration === 1 ? '' : 's'} on ${wall.date}`,
        hours: -input.duration,
        bookingId,
      });
      const booking = await findBooking(tx, found.loyaltyAccountId, bookingId, now);
      if (!booking) throw problems.internal();
      return { booking, balance: await balanceInTransaction(tx, found.loyaltyAccountId, now) };
    });
  });

  defineRoute(app, deletePowershoutBooking, async ({ customerId, input }) => {
    const found = await findMember(db, customerId);
    if (!found) throw problems.notFound('You have no PowerShout booking with this id.');
    return db.transaction(async (tx) => {
      await lockLoyaltyAccount(tx, found.loyaltyAccountId);
      const now = Date.now();
      const booking = await findBooking(tx, found.loyaltyAccountId, input.bookingId, now);
      // Another customer's booking, or one on another billing account, answers like one that does not exist.
      if (!booking || booking.billingAccountId !== input.billingAccountId) {
        throw problems.notFound('You have no PowerShout booking with this id on this billing account.');
      }
      if (!booking.canDelete)
        throw problem('invalidBooking', 'bookingId: a booking that has started cannot be cancelled.');
      await cancelBookingRow(tx, booking.bookingId);
      await recordActivity(tx, {
        loyaltyAccountId: found.loyaltyAccountId,
        kind: 'refunded',
        description: `Booking on ${booking.date} cancelled: ${booking.durationHours} hour${booking.durationHours === 1 ? '' : 's'} back`,
        hours: booking.durationHours,
        bookingId: booking.bookingId,
      });
      return {
        bookingId: booking.bookingId,
        refundedHours: booking.durationHours,
        balance: await balanceInTransaction(tx, found.loyaltyAccountId, now),
      };
    });
  });

  defineRoute(app, getFriendGetFriendUrl, async ({ customerId }) => {
    const code = await findReferralCode(db, customerId);
    // spec 2 §8: the portal shows an error for a referral link with no data.
    if (!code) throw problems.notFound('You have no referral link yet.');
    const url = `${REFERRAL_BASE_URL}?ref=${encodeURIComponent(code)}`;
    return {
      referralCode: code,
      url,
      shareMessage: `Join me with our power company and we both get a bill credit: ${url}`,
    };
  });
}
