import type { SavedCard } from '@harakeke/contract';
import { findTestCard, passesLuhn, type TestCard } from './test-cards.js';

/** What the customer typed, kept when the form comes back with errors. The security code is never sent back. */
export interface CardFormValues {
  number: string;
  expiry: string;
  name: string;
}

export type CardFormField = keyof CardFormValues | 'cvc';

export type CardFormErrors = Partial<Record<CardFormField, string>>;

export type CardFormResult =
  { ok: true; card: SavedCard; testCard: TestCard } | { ok: false; values: CardFormValues; errors: CardFormErrors };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Card numbers are typed with spaces or dashes between groups; both are ignored. */
const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

function numberError(digits: string): string | undefined {
  if (!digits) return 'Enter the card number.';
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'Enter a valid card number: check the digits.';
  if (!findTestCard(digits)) return 'This stand-in provider takes test card numbers only, e.g. 4242 4242 4242 4242.';
  return undefined;
}

/** A card works to the end of its expiry month ('MM/YY'), in Auckland: `today` is Auckland's date. */
export function cardHasExpired(expiry: string, today: string): boolean {
  const [month = '', year = ''] = expiry.split('/');
  return `20${year}-${month}` < today.slice(0, 7);
}

/** 'MM/YY' (also 'MM / YY' or 'MMYY'), a month that has not ended yet in Auckland. */
function expiryError(expiry: string, today: string): string | undefined {
  if (!expiry) return 'Enter the expiry date.';
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(expiry);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'Enter the expiry date as MM/YY, e.g. 08/29.';
  if (cardHasExpired(`${match[1]}/${match[2]}`, today)) return 'This card has expired: use another card.';
  return undefined;
}

function cvcError(cvc: string, testCard: TestCard | null): string | undefined {
  const length = testCard?.brand === 'American Express' ? 4 : 3;
  if (!cvc) return 'Enter the security code from the back of the card.';
  if (!new RegExp(`^\\d{${length}}$`).test(cvc)) return `Enter the ${length}-digit security code.`;
  return undefined;
}

function nameError(name: string): string | undefined {
  if (!name) return 'Enter the name on the card.';
  if (name.length > 50) return 'The name on the card has at most 50 characters.';
  if (!/^[\p{L} .'-]+$/u.test(name)) return "The name on the card has letters, spaces and . ' - only.";
  return undefined;
}

/**
 * Checks the hosted card form the way a provider would, on Auckland's date `today`; a card is only built from a form
 * without errors.
 */
export function readCardForm(form: Record<string, unknown>, today: string): CardFormResult {
  const values: CardFormValues = {
    number: text(form.number).trim().slice(0, 40),
    expiry: text(form.expiry).trim().slice(0, 10),
    name: text(form.name).trim().slice(0, 100),
  };
  const digits = digitsOf(values.number);
  const testCard = findTestCard(digits);
  const errors: CardFormErrors = {};
  const checks: Array<[CardFormField, string | undefined]> = [
    ['number', numberError(digits)],
    ['expiry', expiryError(values.expiry, today)],
    ['cvc', cvcError(text(form.cvc).trim(), testCard)],
    ['name', nameError(values.name)],
  ];
  for (const [field, error] of checks) if (error) errors[field] = error;
  if (Object.keys(errors).length > 0 || !testCard) return { ok: false, values, errors };
  const [month = '', year = ''] = values.expiry.replace(/\s|\//g, '').match(/\d{2}/g) ?? [];
  return {
    ok: true,
    testCard,
    // Only what identifies the card to its owner: never its number or security code.
    card: {
      brand: testCard.brand,
      last4: digits.slice(-4),
      expiry: `${month}/${year}`,
      holder: values.name.toUpperCase(),
    },
  };
}
