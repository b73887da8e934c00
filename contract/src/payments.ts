import { z } from 'zod';
import { defineCall } from './call.js';

/** spec 1 §5: the direct debit form's rules, with the spec's messages, as the server re-checks them. */
export const directDebitMessages = {
  customerNameRequired: 'Please enter a submitter’s name.',
  customerNameLength: 'Sorry submitter’s name has a max length of 150 characters.',
  mobileRequired: 'Please enter your mobile phone number.',
  mobileInvalid: 'Please enter a valid mobile phone number.',
  holderRequired: 'Please enter the account holder’s name.',
  holderLength: 'Sorry bank account name has a max length of 39 characters.',
  issuerRequired: 'Please select your bank.',
  branchRequired: 'Please enter your bank’s branch location.',
  branchLength: 'Sorry branch has a max length of 50 characters.',
  numberInvalid: 'Please enter a valid bank account number.',
  branchAddressRequired: 'Please enter the branch address.',
  branchAddressLength: 'Sorry branch address has a max length of 150 characters.',
  paymentInformationRequired: 'Please provide payment information.',
  paymentInformationLength: 'Sorry payment information has a max length of 12 characters.',
} as const;

const m = directDebitMessages;
const required = (message: string) => z.string().trim().min(1, message);

/** spec 1 §3: the submitted body, bankDetails, built from the form's fields. */
export const bankDetailsSchema = z.object({
  customerName: required(m.customerNameRequired).max(150, m.customerNameLength),
  // spec 1 §5: a mobile number, normalised to +64 and the number without its leading 0 (a NZ mobile starts 02).
  // Only a number that is there can be invalid: the pipe runs the second check after the first passes.
  mobile: required(m.mobileRequired).pipe(z.string().regex(/^\+642\d{7,9}$/, m.mobileInvalid)),
  holder: required(m.holderRequired).max(39, m.holderLength),
  issuer: required(m.issuerRequired),
  branch: required(m.branchRequired).max(50, m.branchLength),
  // spec 1 §5: at least 19 characters, e.g. '12-3456-7890123-001'.
  number: z
    .string()
    .trim()
    .min(19, m.numberInvalid)
    .max(20, m.numberInvalid)
    .regex(/^\d{2}-\d{4}-\d{7}-\d{2,3}$/, m.numberInvalid),
  branchAddress: required(m.branchAddressRequired).max(150, m.branchAddressLength),
  paymentInformation: required(m.paymentInformationRequired).max(12, m.paymentInformationLength),
});

export const paymentMethodSchema = z.enum(['directDebit', 'creditCard', 'none']);

export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  /** 'MM/YY' */
  expiry: z.string().regex(/^\d{2}\/\d{2}$/),
  holder: z.string(),
});

/** spec 1 §3 recurring payment: the method (none when there is none), and whether it can be deleted. */
export const recurringPaymentSchema = z.object({
  paymentMethod: paymentMethodSchema,
  /** spec 1 §6: true by default. */
  canDeleteRecurring: z.boolean(),
  hasDiscount: z.boolean(),
  /** NZD off each bill for paying this way. */
  recurringPaymentDiscount: z.number(),
  directDebit: z.object({ holder: z.string(), issuer: z.string(), maskedNumber: z.string() }).nullable(),
  card: savedCardSchema.nullable(),
});

export const getSavedCard = defineCall({
  method: 'GET',
  path: '/private/billing/payments/card',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ card: savedCardSchema.nullable() }),
  errors: [401],
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
  errors: [401],
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
    options: z.array(z.object({ paymentMethod: z.enum(['directDebit', 'creditCard']), discount: z.number() })),
  }),
  errors: [401],
  summary: 'The recurring payment methods offered, with their discounts',
});

/** spec 1 §7: sets up a recurring direct debit from bankDetails; the answer is the recurring payment now. */
export const setupDirectDebit = defineCall({
  method: 'POST',
  path: '/private/billing/payments/recurring/direct-debit',
  auth: 'customer',
  request: z.object({ bankDetails: bankDetailsSchema }),
  response: recurringPaymentSchema,
  errors: [400, 401],
  summary: 'Sets up a recurring direct debit',
});

export type BankDetails = z.infer<typeof bankDetailsSchema>;
export type RecurringPayment = z.infer<typeof recurringPaymentSchema>;
export type SavedCard = z.infer<typeof savedCardSchema>;
