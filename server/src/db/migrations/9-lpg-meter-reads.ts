import type { Migration } from '../migrations.js';

/** Migration 9: the tables of lpg-meter-reads; null until it has any (a null migration is not recorded). */
export const migration9: Migration | null = null;
