import type { Migration } from '../migrations.js';

/** Migration 14: the tables of loyalty-donation; null until it has any (a null migration is not recorded). */
export const migration14: Migration | null = null;
