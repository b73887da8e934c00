import type { DirectDebitFormValues, getRecurringOptions, RecurringPayment, ResponseOf } from '@harakeke/contract';
import { demoSavedCard } from '../../services/cards/demo-cards.js';

// Demo answers of the payment options calls, for examples and tests: Aroha's account (see server/README.md). The
// saved card and the card fee are services/cards' (demo-cards.ts).

/** spec 1 §2 autopay options: direct debit by default, each method with its discount. */
export const demoRecurringOptions: ResponseOf<typeof getRecurringOptions> = {
  defaultOption: 'directDebit',
  options: [
    { paymentMethod: 'directDebit', discount: 2 },
    { paymentMethod: 'creditCard', discount: 1 },
  ],
};

/** No recurring payment: the method is none (spec 1 §4: not active). */
export const demoNoRecurringPayment: RecurringPayment = {
  paymentMethod: 'none',
  canDeleteRecurring: true,
  hasDiscount: false,
  recurringPaymentDiscount: 0,
  directDebit: null,
  card: null,
};

/** A direct debit with its $2.00 discount, the account number masked as the server answers it. */
export const demoDirectDebitPayment: RecurringPayment = {
  paymentMethod: 'directDebit',
  canDeleteRecurring: true,
  hasDiscount: true,
  recurringPaymentDiscount: 2,
  directDebit: { holder: 'A Ngata', issuer: 'ANZ', maskedNumber: '01-••••-•••••89-000' },
  card: null,
};

/** A recurring card payment with the saved card, and its $1.00 discount. */
export const demoCardPayment: RecurringPayment = {
  paymentMethod: 'creditCard',
  canDeleteRecurring: true,
  hasDiscount: true,
  recurringPaymentDiscount: 1,
  directDebit: null,
  card: demoSavedCard,
};

/**
 * A direct debit form every rule of spec 1 §5 accepts, in both brands, as a customer would type it (the account number
 * is Inland Revenue's worked example of check digit algorithm A, with a three-digit suffix).
 */
export const demoDirectDebitValues: DirectDebitFormValues = {
  submitterName: 'Aroha Ngata',
  mobileNumber: '021 123 4567',
  bankAccountName: 'A Ngata',
  bank: 'ANZ',
  branch: 'Ponsonby',
  bankAccountNumber: '01-0902-0068389-000',
  branchAddress: '1 Ponsonby Road, Auckland',
  paymentInformation: 'POWER',
  acknowledgeTAndC: true,
  bankTAndC: true,
  authoriseTAndC: true,
};
