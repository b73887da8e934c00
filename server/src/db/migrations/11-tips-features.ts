import type { Migration } from '../migrations.js';

/** Migration 11: the tables of tips-features; null until it has any (a null migration is not recorded). */
export const migration11: Migration | null = null;
