import { loyaltyProgramme } from '@harakeke/contract';

/** The selected billing account, with what decides whether it can link a loyalty card. */
export interface LoyaltyAccount {
  id: string;
  type: 'residential' | 'sme';
  isBuyingGroup: boolean;
}

/**
 * Why an account cannot link a card, or null when it can: the programme rewards household spending, and a buying
 * group's members already get the group's terms.
 */
export function ineligibleReason(account: LoyaltyAccount): string | null {
  if (account.isBuyingGroup) {
    return `Buying-group accounts get their group’s terms instead, so a ${loyaltyProgramme.name} card can’t be linked to this account.`;
  }
  if (account.type !== 'residential') {
    return `${loyaltyProgramme.name} cards can be linked to residential accounts only, not to business accounts.`;
  }
  return null;
}

/** A card number with all but its last 4 digits hidden, in the groups of four printed on the card. */
export function maskCardNumber(cardNumber: string): string {
  return `•••• •••• •••• ${cardNumber.slice(-4)}`;
}
