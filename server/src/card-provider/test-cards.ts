/**
 * The stand-in card provider takes test card numbers only, the way a provider's test mode does, so nobody types a
 * real card into a demo. Any expiry in the future, any 3-digit security code (4 for American Express), any name.
 *
 *   4242 4242 4242 4242  Visa        approved
 *   5555 5555 5555 4444  Mastercard  approved
 *   3782 822463 10005    Amex        approved
 *   4000 0000 0000 0002  Visa        declined (the customer returns with status=error)
 *   4000 0000 0000 0341  Visa        saved fine, but every later payment with the saved card fails (FAILED)
 */
export interface TestCard {
  brand: 'Visa' | 'Mastercard' | 'American Express';
  /** Whether the provider approves the card when it is entered. */
  approved: boolean;
}

const testCards: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'Visa', approved: true }],
  ['5555555555554444', { brand: 'Mastercard', approved: true }],
  ['378282246310005', { brand: 'American Express', approved: true }],
  ['4000000000000002', { brand: 'Visa', approved: false }],
  ['4000000000000341', { brand: 'Visa', approved: true }],
]);

/** The last four digits of the test card whose saved-card payments fail. */
const CHARGES_FAIL_LAST4 = '0341';

/** The Luhn check every card number passes: catches one mistyped digit and most swapped pairs. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (const [index, char] of [...digits].reverse().entries()) {
    const digit = Number(char);
    const doubled = index % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

export function findTestCard(digits: string): TestCard | null {
  return testCards.get(digits) ?? null;
}

/** Whether a saved card (known by its last four digits) pays when charged later. */
export function savedCardPays(card: { last4: string }): boolean {
  return card.last4 !== CHARGES_FAIL_LAST4;
}
