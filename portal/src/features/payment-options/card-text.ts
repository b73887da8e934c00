import type { SavedCard } from '@harakeke/contract';
import type { CardFlowError } from './atoms.js';

/** A card in words, never more of its number than the last four digits: 'Visa ending 4242'. */
export const cardText = (card: Pick<SavedCard, 'brand' | 'last4'>) => `${card.brand} ending ${card.last4}`;

/** The words of a card flow that ended without a card, for the recurring section and the saved card section. */
export function cardFlowErrorText(error: CardFlowError, what: 'recurring' | 'card'): { title: string; detail: string } {
  const title = what === 'recurring' ? 'Card payments weren’t set up' : 'Your card wasn’t saved';
  if (error.kind === 'cancelled') return { title, detail: 'You cancelled on the card page. Nothing has changed.' };
  if (error.kind === 'declined') {
    return { title, detail: 'Your card was declined. Nothing has changed: please try again or use another card.' };
  }
  return { title, detail: error.problem.detail ?? 'We couldn’t open the card page. Please try again.' };
}
