import type { Migration } from '../migrations.js';

/** Migration 12: the stand-in card provider's sessions and card payments; null until it has any. */
export const migration12: Migration | null = null;
