import { describe, expect, it } from 'vitest';
import { usageExportCasesToday, usageExportRuleCases } from './usage-export-rules.cases.js';
import { firstUsageDay, lastUsageExportDay, usageExportRangeErrors } from './usage-export-rules.js';

describe('the usage file’s range', () => {
  it.each(usageExportRuleCases)('$name', ({ range, errors }) => {
    expect(usageExportRangeErrors(range, usageExportCasesToday)).toEqual(errors);
  });

  it('runs from the first day with readings, and 24 months at most', () => {
    expect(firstUsageDay('2026-11-29')).toBe('2023-11-30');
    expect(lastUsageExportDay('2024-02-29')).toBe('2026-02-28');
    expect(lastUsageExportDay('2024-03-01')).toBe('2026-02-28');
    expect(lastUsageExportDay('2025-01-31')).toBe('2027-01-30');
    expect(lastUsageExportDay('2024-05-01')).toBe('2026-04-30');
  });
});
