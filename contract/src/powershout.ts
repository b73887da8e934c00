import { z } from 'zod/mini';
import { isoDateSchema as isoDate } from './primitives.js';
import { defineCall } from './call.js';

// spec 2 §3, §4, §7 and §8: PowerShout, the points currency. The spec names the calls, the request fields and a few
// answer fields (activeOffers, activeBookings, isPowerShoutWalkThroughCompleted); every other answer shape is not
// shown, so the ones below are ours, each documented where it is defined.
//
// Our points rules (what the server enforces):
// - The currency is hours of free electricity. A customer enrolled in PowerShout has one loyalty account (and a
//   member id); their eligible supply points are the active electricity ones on their residential billing accounts.
// - Accepting an offer earns `hoursPerUnit × quantity` hours; earned hours expire 365 days after they are earned,
//   the oldest first (hours spent are taken from the hours that expire soonest).
// - A booking of `duration` hours (1 to 3) spends that many hours when it is made; cancelling it before it starts
//   gives them back. Bookings start on the hour, 07:00 to 21:00 Auckland time, end by 22:00, within the next 14 days,
//   and do not overlap another booking on the same supply point.

/** An instant with its Auckland offset, e.g. '2026-11-20T18:00:00+13:00'. */
const isoInstant = z.iso.datetime({ offset: true });

/** The problem types and titles of PowerShout's documented errors (spec 2 §8). */
export const powershoutProblems = {
  offerAlreadyAccepted: { type: 'offer_already_accepted', title: 'Offer already accepted' },
  offerExpired: { type: 'offer_expired', title: 'Offer expired' },
  /** spec 2 §8: booking add 400 with type time_lapsed means the start time has passed. */
  timeLapsed: { type: 'time_lapsed', title: 'Time lapsed' },
  /** Any other booking the rules refuse (our type: the portal shows 'invalid request' for it). */
  invalidBooking: { type: 'invalid_request', title: 'Invalid booking' },
  /** A customer not enrolled in PowerShout asks for member data (balance, offers, bookings, history). */
  notEnrolled: { type: 'not_enrolled', title: 'Not enrolled in PowerShout' },
} as const;

/** The booking rules above, shared by the server and the portal's calendar. */
export const powershoutBookingRules = {
  minDurationHours: 1,
  maxDurationHours: 3,
  firstStartHour: 7,
  lastStartHour: 21,
  /** A booking ends by this hour of the same Auckland day. */
  endByHour: 22,
  /** Bookable days: today and the 13 after it. */
  bookableDays: 14,
  /** Earned hours expire this many days after they are earned. */
  hoursValidDays: 365,
} as const;

/** spec 2 §9: activity history page size. */
export const POWERSHOUT_HISTORY_PAGE_SIZE = 40;

const trueOrFalse = z.enum(['true', 'false']);

// ---------------------------------------------------------------------------------------------------------------
// Shapes

/** A message the portal shows on the dashboard or the PowerShout page (ours: id, title, message, optional link). */
export const powershoutNotificationSchema = z.object({
  id: z.string(),
  kind: z.enum(['offers', 'booking', 'expiry', 'balance', 'welcome']),
  title: z.string(),
  message: z.string(),
  action: z.nullable(z.object({ label: z.string(), href: z.string() })),
});

/** Hours that expire on one date (Auckland). */
export const powershoutExpirySchema = z.object({ expiresOn: isoDate, hours: z.int().check(z.positive()) });

/** The balance (ours): whole hours available to book, hours already booked, and the hours that expire when. */
export const powershoutBalanceSchema = z.object({
  loyaltyAccountId: z.string(),
  availableHours: z.int().check(z.nonnegative()),
  /** Hours spent on bookings that have not ended yet. */
  bookedHours: z.int().check(z.nonnegative()),
  /** The available hours by expiry date, soonest first (hours are spent from those that expire soonest). */
  expiring: z.array(powershoutExpirySchema),
  /** The Auckland date the balance is for. */
  asOf: isoDate,
});

export const powershoutTabSchema = z.object({
  /** spec 2 §2: the tabs {base}/offers, /expiry, /history. */
  key: z.enum(['offers', 'expiry', 'history']),
  label: z.string(),
  path: z.string(),
  /** A badge: active offers, expiry dates, or history items; null for none. */
  count: z.nullable(z.int()),
});

/** One offer (ours beyond campaignOfferId and offerCode, which accept takes). */
export const powershoutOfferSchema = z.object({
  campaignOfferId: z.string(),
  offerCode: z.string(),
  title: z.string(),
  description: z.string(),
  hoursPerUnit: z.int().check(z.positive()),
  /** The most units one acceptance may take. */
  maxQuantity: z.int().check(z.positive()),
  /** spec 2 §4 per-offer states the server knows: active, accepted, expired. */
  status: z.enum(['active', 'accepted', 'expired']),
  /** The last Auckland day the offer can be accepted, and the instant it ends. */
  expiresOn: isoDate,
  expiresAt: isoInstant,
  acceptedAt: z.nullable(isoInstant),
  acceptedQuantity: z.nullable(z.int()),
});

export const powershoutOffersSchema = z.object({
  loyaltyAccountId: z.string(),
  memberId: z.string(),
  /** spec 2 §3 activeOffers: offers that can be accepted now, soonest expiry first. */
  activeOffers: z.array(powershoutOfferSchema),
  acceptedOffers: z.array(powershoutOfferSchema),
  expiredOffers: z.array(powershoutOfferSchema),
});

/** A booking that has not ended (spec 2 §3 activeBookings). */
export const powershoutBookingSchema = z.object({
  bookingId: z.string(),
  billingAccountId: z.string(),
  supplyPointId: z.string(),
  supplyAgreementId: z.string(),
  address: z.string(),
  /** The Auckland date and start time, for display. */
  date: isoDate,
  startTime: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  startDate: isoInstant,
  endDate: isoInstant,
  durationHours: z.int().check(z.positive()),
  status: z.enum(['upcoming', 'inProgress']),
  /** Only a booking that has not started can be cancelled. */
  canDelete: z.boolean(),
});

/** A start time the calendar offers on a bookable date. */
export const powershoutBookableTimeSchema = z.object({
  startDate: isoInstant,
  /** Auckland 'HH:mm'. */
  time: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  /** The longest booking that fits from here (no overlap, ends by 22:00). */
  maxDurationHours: z.int().check(z.positive()),
});

export const powershoutBookableDateSchema = z.object({
  date: isoDate,
  times: z.array(powershoutBookableTimeSchema),
});

export const powershoutBookingsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('bookingDates'),
    supplyPointId: z.string(),
    availableHours: z.int().check(z.nonnegative()),
    /** Dates with a free start time (just selectedDate when it was given), each with its times. */
    bookingDates: z.array(powershoutBookableDateSchema),
  }),
  z.object({
    kind: z.literal('activeBookings'),
    activeBookings: z.array(powershoutBookingSchema),
  }),
]);

export const powershoutActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(['earned', 'booked', 'refunded', 'expired']),
  description: z.string(),
  /** Signed: earned and refunded hours are positive, booked and expired ones negative. */
  hours: z.int(),
  occurredAt: isoInstant,
  /** The Auckland date it happened. */
  date: isoDate,
});

export const powershoutHistorySchema = z.object({
  pageNumber: z.int().check(z.positive()),
  pageSize: z.int().check(z.positive()),
  totalItems: z.int().check(z.nonnegative()),
  totalPages: z.int().check(z.nonnegative()),
  /** Newest first. */
  items: z.array(powershoutActivitySchema),
});

export const powershoutEligibleAccountSchema = z.object({
  billingAccountId: z.string(),
  customerNumber: z.string(),
  loyaltyAccountId: z.string(),
  supplyPoints: z.array(
    z.object({
      supplyPointId: z.string(),
      supplyAgreementId: z.string(),
      siteId: z.string(),
      address: z.string(),
      nickname: z.nullable(z.string()),
    }),
  ),
});

/**
 * The dashboard's PowerShout summary (ours). spec 2 §8: the portal errors on an empty answer, so an eligible customer
 * always gets notifications (at least one); a customer not enrolled gets `eligible: false` and nothing else to show.
 */
export const powershoutSummarySchema = z.discriminatedUnion('eligible', [
  z.object({
    eligible: z.literal(true),
    powerShoutSeen: z.boolean(),
    availableHours: z.int().check(z.nonnegative()),
    activeOfferCount: z.int().check(z.nonnegative()),
    nextBooking: z.nullable(powershoutBookingSchema),
    notifications: z.array(powershoutNotificationSchema).check(z.minLength(1)),
  }),
  z.object({ eligible: z.literal(false), powerShoutSeen: z.boolean() }),
]);

/** The PowerShout page's overview (ours): tabs, notifications, balance and the walkthrough flag. */
export const powershoutOverviewSchema = z.object({
  eligible: z.boolean(),
  /** spec 2 §3: the walkthrough flag, set by powerShoutWalkThroughSeen. */
  isPowerShoutWalkThroughCompleted: z.boolean(),
  loyaltyAccountId: z.nullable(z.string()),
  memberId: z.nullable(z.string()),
  tabs: z.array(powershoutTabSchema),
  notifications: z.array(powershoutNotificationSchema),
  balance: z.nullable(powershoutBalanceSchema),
});

// ---------------------------------------------------------------------------------------------------------------
// Calls

/** spec 2 §7: the dashboard's PowerShout summary. */
export const getPowershout = defineCall({
  method: 'GET',
  path: '/private/powershout',
  auth: 'customer',
  request: z.object({}),
  response: powershoutSummarySchema,
  errors: [401],
  summary: "The dashboard's PowerShout summary and notifications",
});

/** spec 2 §7: marks PowerShout's what's-new as seen (or not). */
export const setPowershoutSeen = defineCall({
  method: 'POST',
  path: '/private/user/profile/powershoutseen',
  auth: 'customer',
  request: z.object({ powerShoutSeen: z.boolean() }),
  response: z.object({ powerShoutSeen: z.boolean() }),
  errors: [400, 401],
  summary: "Records whether the customer has seen PowerShout's what's-new",
});

/** spec 2 §7: the PowerShout page's overview. */
export const getPowershoutCurrency = defineCall({
  method: 'GET',
  path: '/private/powershoutcurrency',
  auth: 'customer',
  request: z.object({}),
  response: powershoutOverviewSchema,
  errors: [401],
  summary: 'PowerShout overview: eligibility, tabs, notifications, balance and the walkthrough flag',
});

/** spec 2 §7 and §9: one page of the activity history (page size 40). */
export const getPowershoutHistory = defineCall({
  method: 'GET',
  path: '/private/powershoutcurrency/activity/history',
  auth: 'customer',
  request: z.object({
    pageSize: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), POWERSHOUT_HISTORY_PAGE_SIZE),
    pageNumber: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
  }),
  response: powershoutHistorySchema,
  errors: [400, 401, 404],
  summary: 'One page of PowerShout activity, newest first',
});

export const getPowershoutBalance = defineCall({
  method: 'GET',
  path: '/private/powershoutcurrency/balance',
  auth: 'customer',
  request: z.object({}),
  response: powershoutBalanceSchema,
  errors: [401, 404],
  summary: 'The PowerShout hours available, booked and expiring',
});

/**
 * spec 2 §7: with bookingDatesOnly=true, the bookable dates and start times of a supply point (supplyPointId
 * required; selectedDate narrows to one date); otherwise the active bookings, of one supply point when given.
 */
export const getPowershoutBookings = defineCall({
  method: 'GET',
  path: '/private/powershoutcurrency/bookings',
  auth: 'customer',
  request: z
    .object({
      bookingDatesOnly: z._default(trueOrFalse, 'false'),
      supplyPointId: z.optional(z.string().check(z.minLength(1))),
      selectedDate: z.optional(isoDate),
    })
    .check(
      z.refine((query) => query.bookingDatesOnly === 'false' || query.supplyPointId !== undefined, {
        message: 'required with bookingDatesOnly=true',
        path: ['supplyPointId'],
      }),
    ),
  response: powershoutBookingsSchema,
  errors: [400, 401, 404],
  summary: 'Bookable dates and times, or the active PowerShout bookings',
});

export const getPowershoutEligibleAccounts = defineCall({
  method: 'GET',
  path: '/private/powershoutcurrency/eligible/accounts',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ accounts: z.array(powershoutEligibleAccountSchema) }),
  errors: [401],
  summary: 'The billing accounts and supply points PowerShout can be booked on (none when not enrolled)',
});

export const getPowershoutOffers = defineCall({
  method: 'GET',
  path: '/private/powershoutcurrency/offers',
  auth: 'customer',
  request: z.object({}),
  response: powershoutOffersSchema,
  errors: [401, 404],
  summary: 'PowerShout offers: active, accepted and expired',
});

/**
 * spec 2 §4 and §8: 200 accepted; 400 'Offer already accepted', 400 'Offer expired', other 400s name the field;
 * another customer's loyalty account or offer is 404.
 */
export const acceptPowershoutOffer = defineCall({
  method: 'POST',
  path: '/private/powershoutcurrency/offer/accept',
  auth: 'customer',
  request: z.object({
    loyaltyAccountId: z.string().check(z.minLength(1)),
    memberId: z.string().check(z.minLength(1)),
    campaignOfferId: z.string().check(z.minLength(1)),
    quantity: z.int().check(z.minimum(1)),
    offerCode: z.string().check(z.minLength(1)),
  }),
  response: z.object({
    campaignOfferId: z.string(),
    status: z.literal('accepted'),
    hoursEarned: z.int().check(z.positive()),
    balance: powershoutBalanceSchema,
  }),
  errors: [400, 401, 404],
  summary: 'Accepts a PowerShout offer, earning its hours',
});

/**
 * spec 2 §4 and §8: 200 booked (the hours spent); 400 with type time_lapsed when the start has passed; 400 with type
 * invalid_request (or the schema's bad_request) otherwise; another customer's supply point is 404.
 */
export const addPowershoutBooking = defineCall({
  method: 'POST',
  path: '/private/powershoutcurrency/booking/add',
  auth: 'customer',
  request: z.object({
    startDate: isoInstant,
    supplyAgreementId: z.string().check(z.minLength(1)),
    duration: z
      .number()
      .check(
        z.int(),
        z.minimum(powershoutBookingRules.minDurationHours),
        z.maximum(powershoutBookingRules.maxDurationHours),
      ),
    supplyPointId: z.string().check(z.minLength(1)),
    loyaltyAccountId: z.string().check(z.minLength(1)),
  }),
  response: z.object({ booking: powershoutBookingSchema, balance: powershoutBalanceSchema }),
  errors: [400, 401, 404],
  summary: 'Books PowerShout hours on a supply point',
});

/** spec 2 §7: cancels a booking that has not started, giving its hours back; another customer's is 404. */
export const deletePowershoutBooking = defineCall({
  method: 'POST',
  path: '/private/powershoutcurrency/booking/delete',
  auth: 'customer',
  request: z.object({
    bookingId: z.string().check(z.minLength(1)),
    billingAccountId: z.string().check(z.minLength(1)),
  }),
  response: z.object({
    bookingId: z.string(),
    refundedHours: z.int().check(z.positive()),
    balance: powershoutBalanceSchema,
  }),
  errors: [400, 401, 404],
  summary: 'Cancels a PowerShout booking',
});

/** spec 2 §3: sets isPowerShoutWalkThroughCompleted (the overview reads it back). */
export const setPowerShoutWalkThroughSeen = defineCall({
  method: 'POST',
  path: '/private/user/profile/powerShoutWalkThroughSeen',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ isPowerShoutWalkThroughCompleted: z.literal(true) }),
  errors: [401],
  summary: 'Records that the customer finished the PowerShout walkthrough',
});

/** Every call of this module, spread into the contract's `calls`. */
export const powershoutCalls = {
  getPowershout,
  setPowershoutSeen,
  getPowershoutCurrency,
  getPowershoutHistory,
  getPowershoutBalance,
  getPowershoutBookings,
  getPowershoutEligibleAccounts,
  getPowershoutOffers,
  acceptPowershoutOffer,
  addPowershoutBooking,
  deletePowershoutBooking,
  setPowerShoutWalkThroughSeen,
} as const;

export type PowershoutSummary = z.infer<typeof powershoutSummarySchema>;
export type PowershoutOverview = z.infer<typeof powershoutOverviewSchema>;
export type PowershoutBalance = z.infer<typeof powershoutBalanceSchema>;
export type PowershoutOffer = z.infer<typeof powershoutOfferSchema>;
export type PowershoutOffers = z.infer<typeof powershoutOffersSchema>;
export type PowershoutBooking = z.infer<typeof powershoutBookingSchema>;
export type PowershoutBookings = z.infer<typeof powershoutBookingsSchema>;
export type PowershoutBookableDate = z.infer<typeof powershoutBookableDateSchema>;
export type PowershoutActivity = z.infer<typeof powershoutActivitySchema>;
export type PowershoutHistory = z.infer<typeof powershoutHistorySchema>;
export type PowershoutEligibleAccount = z.infer<typeof powershoutEligibleAccountSchema>;
export type PowershoutNotification = z.infer<typeof powershoutNotificationSchema>;
