import type { Migration } from '../migrations.js';

/** Migration 8: the tables of powershout; null until it has any (a null migration is not recorded). */
export const migration8: Migration | null = null;
