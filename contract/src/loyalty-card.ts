import { z } from 'zod/mini';
import { isoDateSchema as isoDate } from './primitives.js';
import { defineCall } from './call.js';

/*
 * Loyalty card link (spec 1 §2 'Loyalty Card Settings', spec 2 §3 'Loyalty card link'). The spec names the fields
 * (isEligible, hasLinkedCard, flybuysNumber, flybuysData) but shows neither the paths nor the shapes (spec 2 §7):
 * the calls and the shapes below are ours. The field names stay as the spec writes them because the portal is built
 * against them; the programme itself is a fictional one, Kererū Rewards.
 */

/** The loyalty programme a customer can link: what the copy and the card-number rules refer to. */
export const loyaltyProgramme = {
  name: 'Kererū Rewards',
  /** Every card number of the programme starts with these digits. */
  cardPrefix: '6014',
  cardLength: 16,
  /** Points earned for each dollar of an energy bill: 1 point per $2. */
  pointsPerDollar: 0.5,
} as const;

/** The messages a wrong card number gets, from the portal's rules and the server's re-check alike. */
export const loyaltyCardMessages = {
  required: `Enter your ${loyaltyProgramme.name} card number.`,
  digitsOnly: `Enter your ${loyaltyProgramme.name} card number using digits only.`,
  length: `A ${loyaltyProgramme.name} card number has ${loyaltyProgramme.cardLength} digits.`,
  prefix: `A ${loyaltyProgramme.name} card number starts with ${loyaltyProgramme.cardPrefix}.`,
  checkDigit: `That is not a valid ${loyaltyProgramme.name} card number: please check the digits on your card.`,
} as const;

/** A card number as the customer may type it, '6014 3520 …', without its spaces. */
export function normaliseLoyaltyCardNumber(value: string): string {
  return value.replace(/\s+/g, '');
}

/** The Luhn check: the last digit of a card number checks the others, so most mistyped numbers are caught. */
export function passesLuhnCheck(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** What is wrong with a typed card number, in the customer's words, or null when it can be linked. */
export function loyaltyCardNumberProblem(value: string): string | null {
  const digits = normaliseLoyaltyCardNumber(value);
  if (digits === '') return loyaltyCardMessages.required;
  if (!/^\d+$/.test(digits)) return loyaltyCardMessages.digitsOnly;
  if (digits.length !== loyaltyProgramme.cardLength) return loyaltyCardMessages.length;
  if (!digits.startsWith(loyaltyProgramme.cardPrefix)) return loyaltyCardMessages.prefix;
  if (!passesLuhnCheck(digits)) return loyaltyCardMessages.checkDigit;
  return null;
}

/** A card number the server accepts; the spaces a customer types between groups are allowed. */
export const loyaltyCardNumberSchema = z.string({ error: loyaltyCardMessages.required }).check(
  z.maxLength(40, loyaltyCardMessages.length),
  z.superRefine((value, context) => {
    const problem = loyaltyCardNumberProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

/** Points the linked card earned on the selected account's energy bills. */
export const flybuysDataSchema = z.object({
  /** The Auckland calendar year pointsThisYear counts. */
  year: z.int(),
  /** Points earned from energy bills issued this year since the card was linked. */
  pointsThisYear: z.int().check(z.minimum(0)),
  /** The issue date of the last bill that earned points; null before the first one after linking. */
  lastPointsDate: z.nullable(isoDate),
  pointsPerDollar: z.number(),
  /** The day the card was linked to this account. */
  linkedOn: isoDate,
});

/** spec 2 §3 loyalty card link, for the selected billing account. */
export const loyaltyCardSchema = z.object({
  billingAccountId: z.string(),
  programme: z.object({ name: z.string(), pointsPerDollar: z.number(), description: z.string() }),
  /** Residential accounts can link a card; business and buying-group accounts cannot. */
  isEligible: z.boolean(),
  /** Why the account cannot link a card; null when it can. */
  ineligibleReason: z.nullable(z.string()),
  hasLinkedCard: z.boolean(),
  /** The linked card's number with all but its last 4 digits hidden, '•••• •••• •••• 1234'; null when none. */
  flybuysNumber: z.nullable(z.string()),
  /** null when no card is linked. */
  flybuysData: z.nullable(flybuysDataSchema),
});

export const getLoyaltyCard = defineCall({
  method: 'GET',
  path: '/private/loyaltyCard',
  auth: 'customer',
  request: z.object({}),
  response: loyaltyCardSchema,
  errors: [401, 404],
  summary: "The selected billing account's loyalty card link and the points it earned",
});

/** Links a card, or replaces the linked one; the answer is the new state (the portal's 'card success'). */
export const linkLoyaltyCard = defineCall({
  method: 'POST',
  path: '/private/loyaltyCard',
  auth: 'customer',
  request: z.object({ flybuysNumber: loyaltyCardNumberSchema }),
  response: loyaltyCardSchema,
  errors: [400, 401, 403, 404, 409],
  summary: 'Links a loyalty card (403 for an ineligible account, 409 for a card another customer linked)',
});

/** Unlinks the card; the answer is the new state (the portal's 'unlink status'). */
export const unlinkLoyaltyCard = defineCall({
  method: 'DELETE',
  path: '/private/loyaltyCard',
  auth: 'customer',
  request: z.object({}),
  response: loyaltyCardSchema,
  errors: [401, 404],
  summary: 'Unlinks the loyalty card (404 when none is linked)',
});

export type LoyaltyCard = z.infer<typeof loyaltyCardSchema>;
export type FlybuysData = z.infer<typeof flybuysDataSchema>;

/** Every call of this module, spread into the contract's `calls`. */
export const loyaltyCardCalls = { getLoyaltyCard, linkLoyaltyCard, unlinkLoyaltyCard } as const;
