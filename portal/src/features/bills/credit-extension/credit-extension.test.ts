import { describe, expect, it } from 'vitest';
import { extensionUnavailableText, isRefusal } from './credit-extension.js';

describe('extensionUnavailableText', () => {
  it('says nothing when the due date can be extended', () => {
    expect(
      extensionUnavailableText({ eligible: true, reason: null, dueDate: '2026-12-01', newEndDate: '2026-12-15' }),
    ).toBeNull();
  });

  it.each([
    ['nothingDue', null, 'There’s nothing due, so there’s no due date to extend.'],
    ['alreadyExtended', '2026-12-15', 'Your due date has been extended to 15 Dec 2026. A bill can be extended once.'],
    ['alreadyExtended', null, 'Your due date has been extended already. A bill can be extended once.'],
    [
      'overdue',
      null,
      'Part of your balance is overdue, so the due date can’t be extended. Please pay the overdue amount.',
    ],
  ] as const)('says why not when %s', (reason, newEndDate, text) => {
    expect(extensionUnavailableText({ eligible: false, reason, dueDate: '2026-12-01', newEndDate })).toBe(text);
  });
});

describe('isRefusal', () => {
  it('is a 409 only', () => {
    expect(isRefusal(409)).toBe(true);
    expect(isRefusal(500)).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
