import { z } from 'zod/mini';
import { defineCall } from './call.js';
import { hasAtMostTwoDecimals, moneySchema } from './primitives.js';

/**
 * spec 1 §3: the submitted body, bankDetails, built from the form's fields. Each field is any text here: spec 1 §5's
 * rules and messages live in direct-debit-rules.ts, which the server runs on the whole submission so that a 400 names
 * every bad field by its form field, with the spec's message.
 */
export const bankDetailsSchema = z.object({
  customerName: z.string(),
  mobile: z.string(),
  holder: z.string(),
  issuer: z.string(),
  branch: z.string(),
  number: z.string(),
  branchAddress: z.string(),
  paymentInformation: z.string(),
});

export const paymentMethodSchema = z.enum(['directDebit', 'creditCard', 'none']);

export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string().check(z.regex(/^\d{4}$/)),
  /** 'MM/YY' */
  expiry: z.string().check(z.regex(/^\d{2}\/\d{2}$/)),
  holder: z.string(),
});

/** spec 1 §3 recurring payment: the method (none when there is none), and whether it can be deleted. */
export const recurringPaymentSchema = z.object({
  paymentMethod: paymentMethodSchema,
  /** spec 1 §6: true by default. */
  canDeleteRecurring: z.boolean(),
  hasDiscount: z.boolean(),
  /** Off each bill for paying this way. */
  recurringPaymentDiscount: moneySchema,
  directDebit: z.nullable(z.object({ holder: z.string(), issuer: z.string(), maskedNumber: z.string() })),
  card: z.nullable(savedCardSchema),
});

export const getSavedCard = defineCall({
  method: 'GET',
  path: '/private/billing/payments/card',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ card: z.nullable(savedCardSchema) }),
  errors: [401, 404],
  summary: "The selected billing account's saved card",
});

export const deleteSavedCard = defineCall({
  method: 'DELETE',
  path: '/private/billing/payments/card',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ card: z.null() }),
  errors: [401, 404, 409],
  summary: 'Removes the saved card (409 while a recurring card payment uses it)',
});

export const getRecurringPayment = defineCall({
  method: 'GET',
  path: '/private/billing/payments/recurring',
  auth: 'customer',
  request: z.object({}),
  response: recurringPaymentSchema,
  errors: [401, 404],
  summary: "The selected billing account's recurring payment",
});

export const deleteRecurringPayment = defineCall({
  method: 'DELETE',
  path: '/private/billing/payments/recurring',
  auth: 'customer',
  request: z.object({}),
  response: recurringPaymentSchema,
  errors: [401, 404],
  summary: 'Cancels the recurring payment',
});

/** spec 1 §4: autopay options; the default selection is directDebit. */
export const getRecurringOptions = defineCall({
  method: 'GET',
  path: '/private/billing/payments/recurring/options',
  auth: 'customer',
  request: z.object({}),
  response: z.object({
    defaultOption: z.literal('directDebit'),
    options: z.array(z.object({ paymentMethod: z.enum(['directDebit', 'creditCard']), discount: moneySchema })),
  }),
  errors: [401],
  summary: 'The recurring payment methods offered, with their discounts',
});

/** spec 1 §7: sets up a recurring direct debit from bankDetails; the answer is the recurring payment now. */
export const setupDirectDebit = defineCall({
  method: 'POST',
  path: '/private/billing/payments/recurring/direct-debit',
  auth: 'customer',
  // The tick boxes travel beside bankDetails so the server re-checks them (spec 1 §5: each must be ticked);
  // authoriseTAndC only from the brand whose form has it.
  request: z.object({
    bankDetails: bankDetailsSchema,
    acknowledgeTAndC: z.boolean(),
    bankTAndC: z.boolean(),
    authoriseTAndC: z.optional(z.boolean()),
  }),
  response: recurringPaymentSchema,
  errors: [400, 401, 404],
  summary: 'Sets up a recurring direct debit; a 400 names each field that breaks a rule in its errors',
});

export type BankDetails = z.infer<typeof bankDetailsSchema>;
export type RecurringPayment = z.infer<typeof recurringPaymentSchema>;
export type SavedCard = z.infer<typeof savedCardSchema>;

/*
 * Card flows (spec 1 §2 payment options, §3 cardPayment and savedCard, §4 card return flow). The spec
 * shows the card calls' paths but not their bodies, and no path for the card payment: the shapes below and the
 * card-payment and card-session paths are ours, designed the way a retailer hands card entry to a hosted card page.
 */

/** Why a returnPath is refused: the hosted page sends the browser back there, so it must stay on our origin. */
export const RETURN_PATH_MESSAGE = 'must be a path on this site that starts with a single /';

/**
 * A same-origin absolute path: one leading '/', never '//' or '/\' (browsers read both as another host), no scheme,
 * no spaces or control characters, at most 2000 characters. Open-redirect protection for the card return, so it
 * also refuses what a URL parser, a proxy or a browser would turn into another path: dot segments ('/a/../..//x'
 * normalises to '//x'), and percent-encoded slashes, backslashes, dots and control characters. What is left
 * normalises to itself.
 */
export function isSameOriginPath(path: string): boolean {
  if (path.length > 2000 || !/^\/(?![/\\])/.test(path)) return false;
  // eslint-disable-next-line no-control-regex -- control characters are among what is refused
  if (/[\s\\\u0000-\u001f\u007f]/.test(path)) return false;
  if (/%(2f|5c|2e|[01][0-9a-f]|7f)/i.test(path)) return false;
  const [pathname = ''] = path.split(/[?#]/);
  return !pathname.split('/').some((segment) => segment === '.' || segment === '..');
}

export const returnPathSchema = z.string().check(z.refine(isSameOriginPath, RETURN_PATH_MESSAGE));

/** The hosted card page to send the browser to; the session id lets the portal read the outcome afterwards. */
export const hostedCardPageSchema = z.object({
  /**
   * The stand-in card provider's page, as a path on this origin (the portal's), e.g. '/card-provider/session/…'. It
   * carries no token: the session id is random and opaque.
   */
  url: z.string().check(z.refine(isSameOriginPath, 'must be a path on this site')),
  sessionId: z.string(),
});

/** spec 1 §4: a card payment's made states (none is 'no payment yet', which no answer carries). */
export const paymentMadeStatusSchema = z.enum(['MADE', 'FAILED', 'ERROR', 'CANCELLED']);

/** spec 1 §3 cardPayment: one payment's result. Amounts in NZD; the fee is charged on top of the amount paid. */
export const cardPaymentResultSchema = z.object({
  paymentTransactionStatus: paymentMadeStatusSchema,
  /** The payment's reference, shown to the customer and on their transactions. */
  reference: z.string(),
  /** What the account was credited (0 when the payment failed). */
  paidAmount: moneySchema,
  /** The card fee charged with it (0 when the payment failed). */
  fee: moneySchema,
});

/** A whole number of cents in NZD: positive, at most 2 decimals. */
export const paymentAmountSchema = z
  .number()
  .check(z.positive('must be more than $0.00'), z.refine(hasAtMostTwoDecimals, 'must have at most 2 decimals'));

/** spec 1 §5: the recurring credit card form's two ticks; ours are enforced here, with our words. */
const acceptedTick = (message: string) => z.literal(true, { error: message });

export const updateSavedCard = defineCall({
  method: 'PUT',
  path: '/private/billing/payments/card',
  auth: 'customer',
  request: z.object({ returnPath: returnPathSchema }),
  response: hostedCardPageSchema,
  errors: [400, 401, 404],
  summary: 'Starts adding or replacing the saved card on the hosted card page',
});

export const setupRecurringCard = defineCall({
  method: 'POST',
  path: '/private/billing/payments/recurring/credit-card',
  auth: 'customer',
  request: z.object({
    returnPath: returnPathSchema,
    creditCardTsAndCs: acceptedTick('You must read and agree to the Terms and Conditions.'),
    creditCardFeeAccept: acceptedTick('You must accept the card fee.'),
  }),
  response: hostedCardPageSchema,
  errors: [400, 401, 404],
  summary: 'Starts a recurring card payment on the hosted card page (the card becomes the saved card)',
});

/** spec 1 §4 recurring card update: after the prompt, the recurring payment moves to the saved card. */
export const updateRecurringCard = defineCall({
  method: 'PUT',
  path: '/private/billing/payments/recurring/credit-card',
  auth: 'customer',
  request: z.object({}),
  response: recurringPaymentSchema,
  errors: [401, 404, 409],
  summary: 'Pays the recurring card payment with the saved card from now on',
});

/** The card fee and what to pay (our shape: spec 1 §3 cardPayment's rate and amountToPay). */
export const getCardPaymentFee = defineCall({
  method: 'GET',
  path: '/private/billing/payments/card-payment/fee',
  auth: 'customer',
  request: z.object({}),
  response: z.object({
    /** The card fee in percent of the amount, e.g. 1.5. */
    rate: z.number(),
    /** The account's balance, or 0 when it is in credit. */
    amountToPay: moneySchema,
    /** The most one payment may be (the balance plus what may be paid in advance). */
    maximumAmount: moneySchema,
  }),
  errors: [401, 404],
  summary: 'The card fee rate and the amount to pay',
});

/**
 * Pays by card (our path and shape). withToken pays with the saved card at once and answers the result; without it
 * the answer is the hosted card page for a one-off card, which returns to returnPath. 409 when the same amount was
 * just paid with the saved card (spec 1 §4 IN_USE: the same payment sent twice, from two tabs or a retry).
 */
export const makeCardPayment = defineCall({
  method: 'POST',
  path: '/private/billing/payments/card-payment',
  auth: 'customer',
  request: z
    .object({ amount: paymentAmountSchema, withToken: z.boolean(), returnPath: z.optional(returnPathSchema) })
    .check(
      z.refine((body) => body.withToken || body.returnPath !== undefined, {
        message: 'is required to pay with another card',
        path: ['returnPath'],
      }),
    ),
  response: z.union([cardPaymentResultSchema, hostedCardPageSchema]),
  errors: [400, 401, 404, 409],
  summary: 'Pays by card: with the saved card at once, or on the hosted card page',
});

/** What became of one hosted card page (our call): the portal reads it after the return, e.g. for a reference. */
export const cardSessionSchema = z.object({
  sessionId: z.string(),
  purpose: z.enum(['savedCard', 'recurringCard', 'cardPayment']),
  status: z.enum(['open', 'success', 'error', 'cancelled', 'expired']),
  /** spec 1 §4: a secure card transaction, a card entered to be saved (to add or replace the saved card). */
  sct: z.boolean(),
  canUpdateCCV: z.boolean(),
  /** The one-off card payment's result, once there is one. */
  payment: z.nullable(cardPaymentResultSchema),
});

export const getCardSession = defineCall({
  method: 'GET',
  path: '/private/billing/payments/card-sessions/{sessionId}',
  auth: 'customer',
  request: z.object({ sessionId: z.string().check(z.minLength(1), z.maxLength(100)) }),
  response: cardSessionSchema,
  errors: [401, 404],
  summary: "One of the customer's hosted card page sessions and its outcome",
});

/** The card flows' calls, for contract/src/index.ts's `calls`. */
export const cardFlowCalls = {
  updateSavedCard,
  setupRecurringCard,
  updateRecurringCard,
  getCardPaymentFee,
  makeCardPayment,
  getCardSession,
} as const;

export type CardPaymentResult = z.infer<typeof cardPaymentResultSchema>;
export type CardSession = z.infer<typeof cardSessionSchema>;
export type HostedCardPage = z.infer<typeof hostedCardPageSchema>;
