import { z } from 'zod/mini';
import { isoDateSchema as isoDate } from './primitives.js';
import { defineCall } from './call.js';

/** spec 2 §5 and §9: an order is 1 to 99 bottles, unless the supply agreement sets a lower maximum (e.g. 35). */
export const LPG_MIN_BOTTLES = 1;
export const LPG_MAX_BOTTLES = 99;

/**
 * spec 2 §3 vulnerabilityQuestionnaire: the questions are optional and their wording is not shown, so these are ours.
 * A retailer asks them so a vulnerable household's delivery can be put first.
 */
export const lpgQuestionIdSchema = z.enum(['medicalDependency', 'onlyHeatingSource', 'runningOutSoon']);

/** spec 2 §5: an unanswered question counts as false. */
export const lpgQuestionAnswersSchema = z.object({
  medicalDependency: z.optional(z.boolean()),
  onlyHeatingSource: z.optional(z.boolean()),
  runningOutSoon: z.optional(z.boolean()),
});

/** The same answers once defaults are applied: every question answered. */
export const lpgAnsweredQuestionsSchema = z.object({
  medicalDependency: z.boolean(),
  onlyHeatingSource: z.boolean(),
  runningOutSoon: z.boolean(),
});

/** spec 2 §3 order: supplyAgreementId, numberOfBottles and the optional questions. */
export const lpgOrderRequestSchema = z.object({
  supplyAgreementId: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  numberOfBottles: z
    .number()
    .check(
      z.int('a whole number of bottles'),
      z.minimum(LPG_MIN_BOTTLES, `at least ${LPG_MIN_BOTTLES} bottle`),
      z.maximum(LPG_MAX_BOTTLES, `at most ${LPG_MAX_BOTTLES} bottles`),
    ),
  questions: z.optional(lpgQuestionAnswersSchema),
});

/**
 * spec 2 §3 LPG supply point. maxBottles is the most one order may have: the agreement's own limit, or
 * LPG_MAX_BOTTLES when the agreement sets none (nullOrZeroLimit true), so the portal need not know the default.
 */
export const lpgSupplyPointSchema = z.object({
  id: z.string(),
  supplyAgreementId: z.string(),
  maxBottles: z.int().check(z.minimum(LPG_MIN_BOTTLES), z.maximum(LPG_MAX_BOTTLES)),
  nullOrZeroLimit: z.boolean(),
  status: z.enum(['active', 'opening', 'closing']),
});

/** spec 2 §3 billingAccountSites of the LPG order page: the sites with LPG, one of them the default. */
export const lpgSiteSchema = z.object({
  billingAccountId: z.string(),
  siteId: z.string(),
  address: z.string(),
  nickname: z.nullable(z.string()),
  /** The site the order form opens on: the selected site when it has LPG, else the last one ordered for. */
  isDefault: z.boolean(),
  supplyPoints: z.array(lpgSupplyPointSchema),
});

/** A previous order the customer can place again in one step (spec 2 §3 order templates; the shape is ours). */
export const lpgOrderTemplateSchema = z.object({
  supplyAgreementId: z.string(),
  supplyPointId: z.string(),
  address: z.string(),
  numberOfBottles: z.int(),
  questions: lpgAnsweredQuestionsSchema,
  /** 'YYYY-MM-DD', the Auckland day it was last ordered. */
  lastOrderedOn: isoDate,
});

/** An order already placed, newest first (our addition, so the customer sees what is on its way). */
export const lpgOrderSummarySchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  supplyAgreementId: z.string(),
  numberOfBottles: z.int(),
  orderedOn: isoDate,
  expectedDeliveryBy: isoDate,
});

/** spec 2 §3 LPG: everything the order page needs. */
export const lpgOrderInfoSchema = z.object({
  billingAccountSites: z.array(lpgSiteSchema),
  /** spec 2 §3 numberOfBottles default. */
  defaultNumberOfBottles: z.literal(1),
  /** A banner for every LPG customer (e.g. holiday delivery times); null when there is nothing to say. */
  notification: z.nullable(z.string()),
  /** Shown above the order button. */
  orderDeliveryNotice: z.string(),
  /** Shown once an order is placed. */
  orderDeliverySuccessNotice: z.string(),
  vulnerabilityQuestionnaire: z.object({
    questions: z.array(z.object({ id: lpgQuestionIdSchema, text: z.string() })),
  }),
  /** The number the driver calls, E.164 (+64…); null when the customer has no phone on file. */
  phoneNumber: z.nullable(z.string()),
  orderTemplates: z.array(lpgOrderTemplateSchema),
  recentOrders: z.array(lpgOrderSummarySchema),
});

/** spec 2 §4: ineligible_credit_control means payment required; any other reason is an error for the portal. */
export const lpgIneligibleReasonSchema = z.enum(['ineligible_credit_control', 'ineligible_supply_status']);

export const lpgCheckOrderSchema = z.discriminatedUnion('eligible', [
  z.object({ eligible: z.literal(true), reason: z.null(), maxBottles: z.int() }),
  z.object({ eligible: z.literal(false), reason: lpgIneligibleReasonSchema, maxBottles: z.int() }),
]);

/** spec 2 §3 placeOrderData, with the order's id and reference and when it arrives. */
export const lpgPlacedOrderSchema = z.object({
  orderId: z.string(),
  reference: z.string(),
  supplyAgreementId: z.string(),
  numberOfBottles: z.int(),
  expectedDeliveryBy: isoDate,
  placeOrderData: z.object({ emailSent: z.boolean(), email: z.string() }),
});

/** spec 2 §3 monitoring eligibility of one supply point. */
export const lpgMonitoringEligibilitySchema = z.object({
  supplyPointId: z.string(),
  eligibility: z.enum(['ACTIVE', 'NOTACTIVE']),
});

/** spec 2 §5: a bottle's remaining gas in percent; under 20 shows LOW, over 90 FULL. */
const percentRemaining = z.int().check(z.minimum(0), z.maximum(100));

/** spec 2 §3 monitoring usage: each bottle's remaining gas at the last read, and the last days' reads (ours). */
export const lpgUsageSchema = z.object({
  supplyPointId: z.string(),
  leftBottleRemaining: percentRemaining,
  rightBottleRemaining: percentRemaining,
  lastReadDate: isoDate,
  history: z.array(
    z.object({ date: isoDate, leftBottleRemaining: percentRemaining, rightBottleRemaining: percentRemaining }),
  ),
});

/** spec 2 §8: the problem type of a usage 404 when monitoring is not active (the portal shows a data fail). */
export const INVALID_GAS_STATUS = 'invalid_gas_status';
/** spec 2 §8: the problem type (and checkOrder reason) of an order refused for arrears: payment required. */
export const INELIGIBLE_CREDIT_CONTROL = 'ineligible_credit_control';

export const getLpgOrderInfo = defineCall({
  method: 'GET',
  path: '/private/lpg/orderInfo',
  auth: 'customer',
  request: z.object({}),
  response: lpgOrderInfoSchema,
  errors: [401],
  summary: "The customer's LPG sites and supply points, notices, questions and previous orders",
});

export const checkLpgOrder = defineCall({
  method: 'POST',
  path: '/private/lpg/checkOrder',
  auth: 'customer',
  request: lpgOrderRequestSchema,
  response: lpgCheckOrderSchema,
  errors: [400, 401, 404],
  summary: 'Whether an LPG order can be placed (ineligible_credit_control when the account is in arrears)',
});

/** 409 with problem type ineligible_credit_control when the account is in arrears, as checkOrder says. */
export const placeLpgOrder = defineCall({
  method: 'POST',
  path: '/private/lpg/placeOrder',
  auth: 'customer',
  request: lpgOrderRequestSchema,
  response: lpgPlacedOrderSchema,
  errors: [400, 401, 404, 409],
  summary: 'Places an LPG bottle order and emails its confirmation',
});

const supplyPointPath = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) });

export const getLpgMonitoringEligibility = defineCall({
  method: 'GET',
  path: '/private/lpg/monitoringEligibility/{id}',
  auth: 'customer',
  request: supplyPointPath,
  response: lpgMonitoringEligibilitySchema,
  errors: [401, 404],
  summary: 'Whether bottle monitoring is active for an LPG supply point',
});

/** 404 with problem type invalid_gas_status when monitoring is not active there. */
export const getLpgUsage = defineCall({
  method: 'GET',
  path: '/private/lpg/usage/{id}',
  auth: 'customer',
  request: supplyPointPath,
  response: lpgUsageSchema,
  errors: [401, 404],
  summary: "An LPG supply point's bottles: gas remaining in each at the last read",
});

export type LpgOrderInfo = z.infer<typeof lpgOrderInfoSchema>;
export type LpgOrderRequest = z.infer<typeof lpgOrderRequestSchema>;
export type LpgCheckOrder = z.infer<typeof lpgCheckOrderSchema>;
export type LpgPlacedOrder = z.infer<typeof lpgPlacedOrderSchema>;
export type LpgUsage = z.infer<typeof lpgUsageSchema>;
export type LpgQuestionAnswers = z.infer<typeof lpgAnsweredQuestionsSchema>;

/** Every call of this module, spread into the contract's `calls`. */
export const lpgCalls = {
  getLpgOrderInfo,
  checkLpgOrder,
  placeLpgOrder,
  getLpgMonitoringEligibility,
  getLpgUsage,
} as const;
