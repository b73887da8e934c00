/*
 * The usage file's range rules as test cases, each message written out in full (a test fails if one changes), judged
 * on a fixed day. Run against the shared rules (contract); the server's route answers the same rules' messages on its
 * own day (server/test/usage-export.test.ts), and the portal's dialog shows them (UsageExport.test.tsx).
 */
import type { UsageExportRange } from './usage-export-rules.js';

/** The day the cases are judged on: the readings run from 30 Nov 2023 (three years of 365 days back). */
export const usageExportCasesToday = '2026-11-29';

export interface UsageExportRuleCase {
  name: string;
  range: UsageExportRange;
  errors: Partial<Record<keyof UsageExportRange, string>>;
}

export const usageExportRuleCases: readonly UsageExportRuleCase[] = [
  { name: 'a month', range: { startDate: '2026-10-01', endDate: '2026-10-31' }, errors: {} },
  { name: 'one day', range: { startDate: '2026-11-28', endDate: '2026-11-28' }, errors: {} },
  { name: 'today', range: { startDate: '2026-11-29', endDate: '2026-11-29' }, errors: {} },
  { name: 'the first day with readings', range: { startDate: '2023-11-30', endDate: '2024-01-31' }, errors: {} },
  { name: 'exactly 24 months', range: { startDate: '2024-11-29', endDate: '2026-11-28' }, errors: {} },
  {
    name: 'a day more than 24 months',
    range: { startDate: '2024-11-28', endDate: '2026-11-28' },
    errors: { endDate: 'One file holds up to 24 months: choose an end on or before 27 Nov 2026.' },
  },
  {
    name: 'before the readings',
    range: { startDate: '2023-11-29', endDate: '2023-12-31' },
    errors: { startDate: 'Your readings start on 30 Nov 2023: choose that day or later.' },
  },
  {
    name: 'an end after today',
    range: { startDate: '2026-11-01', endDate: '2026-11-30' },
    errors: { endDate: 'Choose an end on or before today, 29 Nov 2026.' },
  },
  {
    name: 'a start after today',
    range: { startDate: '2026-12-01', endDate: '2026-11-29' },
    errors: {
      startDate: 'Choose a start on or before today, 29 Nov 2026.',
      endDate: 'The end date must be on or after the start date.',
    },
  },
  {
    name: 'an end before the start',
    range: { startDate: '2026-10-31', endDate: '2026-10-01' },
    errors: { endDate: 'The end date must be on or after the start date.' },
  },
];
