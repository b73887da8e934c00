import { z } from 'zod/mini';
import { isoDateSchema as isoDate, moneySchema } from './primitives.js';
import { defineCall } from './call.js';

/*
 * Donation (spec 1 §2 route /account/profile/donate, spec 2 §3 'Donation: info, options, pending, promotion,
 * selectedOption, showBanner'). The spec shows neither the paths nor the shapes (spec 2 §7): the calls and the shapes
 * below are ours. A donation is set per billing account (the selected one) and is added to its bills; a change
 * applies from the next bill, so until that bill is issued it is pending.
 */

/** The ways to give; 'none' gives nothing. */
export const donationOptionIdSchema = z.enum(['roundUp', 'monthly2', 'monthly5', 'monthly10', 'none'], {
  error: 'Choose one of the donation options: roundUp, monthly2, monthly5, monthly10 or none.',
});

export const donationOptionSchema = z.object({
  id: donationOptionIdSchema,
  label: z.string(),
  description: z.string(),
  /** Added to each monthly bill; null for round-up (it depends on the bill) and for no donation. */
  monthlyAmount: z.nullable(moneySchema),
});

/** The charity partner the donations go to. */
export const donationInfoSchema = z.object({
  partnerName: z.string(),
  title: z.string(),
  summary: z.string(),
  howItWorks: z.array(z.string()),
});

/** spec 2 §3 donation, for the selected billing account. */
export const donationSchema = z.object({
  billingAccountId: z.string(),
  info: donationInfoSchema,
  options: z.array(donationOptionSchema),
  /** The option the account's bills carry now; 'none' when the customer never chose one. */
  selectedOption: donationOptionIdSchema,
  /** A chosen change that applies from the next bill: the option, and that bill's issue date. */
  pending: z.nullable(z.object({ optionId: donationOptionIdSchema, effectiveDate: isoDate })),
  /** An invitation to start giving; null while the account donates or has a donation pending. */
  promotion: z.nullable(z.object({ title: z.string(), message: z.string() })),
  /** true while the customer has never chosen an option and has not dismissed the banner. */
  showBanner: z.boolean(),
});

export const getDonation = defineCall({
  method: 'GET',
  path: '/private/donation',
  auth: 'customer',
  request: z.object({}),
  response: donationSchema,
  errors: [401, 404],
  summary: "The selected billing account's donation: the partner, the options, the choice and any pending change",
});

/** Chooses an option; it applies from the next bill (pending), or at once when it is the option in effect. */
export const chooseDonationOption = defineCall({
  method: 'POST',
  path: '/private/donation',
  auth: 'customer',
  request: z.object({ optionId: donationOptionIdSchema }),
  response: donationSchema,
  errors: [400, 401, 404],
  summary: 'Chooses a donation option, applied from the next bill',
});

export const dismissDonationBanner = defineCall({
  method: 'POST',
  path: '/private/donation/banner/dismiss',
  auth: 'customer',
  request: z.object({}),
  response: donationSchema,
  errors: [401, 404],
  summary: 'Hides the donation banner for the selected billing account',
});

export type Donation = z.infer<typeof donationSchema>;
export type DonationOptionId = z.infer<typeof donationOptionIdSchema>;

/** Every call of this module, spread into the contract's `calls`. */
export const donationCalls = { getDonation, chooseDonationOption, dismissDonationBanner } as const;
