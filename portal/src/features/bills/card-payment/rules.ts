import {
  cardFeeCents,
  clientProblemTypes,
  totalChargedCents,
  type CardSession,
  type Problem,
} from '@harakeke/contract';
import { formatNzd } from '@harakeke/design-system';
import { SUPPORT_NUMBER } from '../../../api/problems.js';

/*
 * The one-off card payment's rules (spec 1 §3 cardPayment, §4 payment status set and payment made states). The spec
 * names the states but not the customer's words for them (§8: 'not shown'), so the messages here are ours.
 */

/** The support line a customer is sent to when the portal cannot sort a payment out itself. */
export { SUPPORT_NUMBER };

export const amountMessages = {
  empty: 'Please enter an amount to pay.',
  notANumber: 'Please enter the amount as a number, for example 120.50.',
  notPositive: 'Please enter an amount more than $0.00.',
  tooManyDecimals: 'Please enter the amount in dollars and cents, with no more than 2 decimal places.',
  overMaximum: (maximum: number) => `The most you can pay at once is ${formatNzd(maximum)}.`,
} as const;

export type AmountCheck = { isValid: true; amount: number } | { isValid: false; message: string };

/**
 * The amount typed, checked (spec 1 §9: NZD with 2 decimals): more than $0.00, at most 2 decimals, at most the
 * maximum one payment may be. A '$' in front, spaces and thousands separators are allowed, as people type them.
 */
export function validatePaymentAmount(text: string, maximum: number): AmountCheck {
  const typed = text.trim();
  if (typed === '') return { isValid: false, message: amountMessages.empty };
  const plain = typed.replace(/^\$\s*/, '').replace(/(\d),(?=\d{3}(\D|$))/g, '$1');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(plain)) return { isValid: false, message: amountMessages.notANumber };
  const amount = Number(plain);
  if (!(amount > 0)) return { isValid: false, message: amountMessages.notPositive };
  const decimals = plain.split('.')[1] ?? '';
  if (decimals.length > 2) return { isValid: false, message: amountMessages.tooManyDecimals };
  if (amount > maximum) return { isValid: false, message: amountMessages.overMaximum(maximum) };
  return { isValid: true, amount };
}

/** Whole cents of an amount in dollars, free of binary fractions (0.29 * 100 is 28.999…). */
const centsOf = (amount: number) => Math.round(amount * 100);

/**
 * spec 1 §3 cardPayment rate: the card fee on an amount in dollars, at the rate the server answered, by the rule the
 * server charges it with (contract/src/card-payment-rules.ts).
 */
export function cardFeeOf(amount: number, ratePercent: number): number {
  return cardFeeCents(centsOf(amount), ratePercent) / 100;
}

/** What the card is charged, in dollars: the amount and its fee. */
export function totalChargedOf(amount: number, ratePercent: number): number {
  return totalChargedCents(centsOf(amount), ratePercent) / 100;
}

/** spec 1 §4 payment status set: where a payment (or the reading of its return) stands. */
export type PaymentStatus =
  | 'LOADING'
  | 'ERROR'
  | 'INVALID'
  | 'SUCCESS'
  | 'NONE'
  | 'PAYMENT_REQUIRED'
  | 'IN_USE'
  | 'ACCOUNT_ERROR'
  | 'DATA_FAIL'
  | 'NOT_FOUND';

/** spec 1 §4 payment made states; `none` until a payment has a result. */
export type PaymentMadeState = 'MADE' | 'FAILED' | 'ERROR' | 'CANCELLED' | 'none';

/** The statuses that stop a payment before it is made, each with its own message. */
export type PaymentRefusal = Exclude<PaymentStatus, 'LOADING' | 'SUCCESS' | 'NONE'>;

/**
 * The payment status of a failed makeCardPayment, from its error object. The server answers 400 for an amount it
 * refuses (over the maximum), 404 when there is no saved card to pay with or no billing account selected; 402, 409 and
 * 403/422 are a card provider's and a payments server's usual answers for a payment that needs the customer's bank, is
 * already under way, or cannot be taken for the account.
 */
export function paymentStatusOfProblem(problem: Problem, withToken: boolean): PaymentRefusal {
  if (problem.type === clientProblemTypes.parseError) return 'DATA_FAIL';
  switch (problem.status) {
    case 400:
      return 'INVALID';
    case 402:
      return 'PAYMENT_REQUIRED';
    case 403:
    case 422:
      return 'ACCOUNT_ERROR';
    case 404:
      // Without the saved card, the only thing that can be missing is the account itself.
      return withToken ? 'NOT_FOUND' : 'ACCOUNT_ERROR';
    case 409:
      return 'IN_USE';
    default:
      return 'ERROR';
  }
}

export interface Message {
  title: string;
  detail: string;
}

/**
 * The customer's message for each refusal. INVALID and ERROR add the server's own words where it gave some (e.g. the
 * maximum), since they say what to change.
 */
export function paymentRefusalMessage(status: PaymentRefusal, problem: Problem | null): Message {
  switch (status) {
    case 'INVALID':
      return {
        title: 'We couldn’t take that amount',
        detail: problem?.detail ?? 'Please check the amount and try again.',
      };
    case 'PAYMENT_REQUIRED':
      return {
        title: 'Your bank needs to approve this payment',
        detail: 'Nothing was charged. Please try another card, or contact your bank and try again.',
      };
    case 'IN_USE':
      return {
        title: 'This payment is already being processed',
        detail: 'Please wait a minute and check your transactions before paying again, so you don’t pay twice.',
      };
    case 'ACCOUNT_ERROR':
      return {
        title: 'We couldn’t take a payment for this account',
        detail: `Nothing was charged. Please call us on ${SUPPORT_NUMBER} and we’ll sort it out.`,
      };
    case 'DATA_FAIL':
      return {
        title: 'We couldn’t read the answer about your payment',
        detail: 'Your payment may have gone through. Please check your transactions before paying again.',
      };
    case 'NOT_FOUND':
      return {
        title: 'We couldn’t find your saved card',
        detail: 'Choose ‘Use another card’ to pay with a card you enter now.',
      };
    case 'ERROR':
      return {
        title: 'Sorry, something went wrong',
        detail: problem?.detail ?? 'Your payment wasn’t made. Please try again.',
      };
  }
}

/** The customer's message for a payment's result (spec 1 §4 payment made states other than MADE and none). */
export const paymentResultMessages = {
  FAILED: {
    title: 'Your payment didn’t go through',
    detail: 'Your card was declined and nothing was charged. Please try another card, or contact your bank.',
  },
  ERROR: {
    title: 'We couldn’t confirm your payment',
    detail: `Please check your transactions before paying again. If you need help, call us on ${SUPPORT_NUMBER}.`,
  },
  CANCELLED: {
    title: 'Payment cancelled',
    detail: 'You cancelled the payment on the card page, so nothing was charged.',
  },
} as const satisfies Record<Exclude<PaymentMadeState, 'MADE' | 'none'>, Message>;

/** A payment's result: its made state and, when known, what was paid and its reference. */
export interface PaymentResult {
  paymentTransactionStatus: Exclude<PaymentMadeState, 'none'>;
  paidAmount: number | null;
  fee: number | null;
  reference: string | null;
}

/**
 * spec 1 §4: the payment made state of a return from the card page. The card session says what happened (a
 * cancelled page, the payment with its reference). Without it (not kept, not found, or still open) the address's
 * status is all there is, and an address anyone can type proves nothing: neither a success nor an error is known,
 * so it is ERROR ('We couldn’t confirm your payment'), never MADE.
 */
export function paymentResultOfReturn(session: CardSession | null): PaymentResult {
  const unknown = { paidAmount: null, fee: null, reference: null };
  if (session?.status === 'cancelled') return { paymentTransactionStatus: 'CANCELLED', ...unknown };
  if (session?.payment) {
    const { paymentTransactionStatus, paidAmount, fee, reference } = session.payment;
    return { paymentTransactionStatus, paidAmount, fee, reference };
  }
  if (session?.status === 'error') return { paymentTransactionStatus: 'FAILED', ...unknown };
  return { paymentTransactionStatus: 'ERROR', ...unknown };
}
