import type { SavedCard } from '@harakeke/contract';
import type { CardPaymentFee } from './atoms.js';

/** A balance of $184.52, the demo retailer's 1.5% fee, and up to $1,000.00 more in advance (as the server answers). */
export const demoCardPaymentFee: CardPaymentFee = { rate: 1.5, amountToPay: 184.52, maximumAmount: 1184.52 };

export const demoSavedCard: SavedCard = { brand: 'Visa', last4: '4242', expiry: '08/29', holder: 'Tama Ngata' };
