import type { SavedCard } from '@harakeke/contract';

/** A card in words, never more of its number than the last four digits: 'Visa ending 4242'. */
export const cardText = (card: Pick<SavedCard, 'brand' | 'last4'>) => `${card.brand} ending ${card.last4}`;
