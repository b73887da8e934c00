import type { Migration } from '../migrations.js';

/** Migration 7: the tables of bills; null until it has any (a null migration is not recorded). */
export const migration7: Migration | null = null;
