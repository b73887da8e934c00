import type { Migration } from '../migrations.js';

/** Migration 13: the tables of moving-house-bill-checker; null until it has any (a null migration is not recorded). */
export const migration13: Migration | null = null;
