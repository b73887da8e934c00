import type { SavedCard } from '@harakeke/contract';
import type { CardFee } from './api.js';

// Demo answers of the card calls, for examples and tests: Aroha's account (see server/README.md).

/** A saved card, as the card page saves one. */
export const demoSavedCard: SavedCard = { brand: 'Visa', last4: '4242', expiry: '08/29', holder: 'Aroha Ngata' };

/** A balance of $184.52, the demo retailer's 1.5% fee, and up to $1,000.00 more in advance (as the server answers). */
export const demoCardFee: CardFee = { rate: 1.5, amountToPay: 184.52, maximumAmount: 1184.52 };
