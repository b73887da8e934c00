import type { Migration } from '../migrations.js';

/** Migration 10: the tables of profiles-insights; null until it has any (a null migration is not recorded). */
export const migration10: Migration | null = null;
