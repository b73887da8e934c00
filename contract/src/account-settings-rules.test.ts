import { describe, expect, it } from 'vitest';
import {
  billingEmailRuleCases,
  loginEmailCurrent,
  loginEmailRuleCases,
  nicknameRuleCases,
  phoneRuleCases,
} from './account-settings-rules.cases.js';
import {
  canDeletePhone,
  emailAddressError,
  newLoginEmailError,
  filterPhoneInput,
  nicknameError,
  normalisePhoneNumber,
  phoneNumberError,
  readablePhoneNumber,
} from './account-settings-rules.js';
import { emailSchema, newLoginEmailSchema, nicknameSchema, normalisedPhoneSchema } from './account-settings.js';

describe('spec 1 §5 new login email', () => {
  it.each(loginEmailRuleCases)('$name', ({ typed, message }) => {
    expect(newLoginEmailError(typed, loginEmailCurrent)).toBe(message);
    // The server's schema gives the same message for all but the current address, which its route refuses with the
    // record in hand (server/test/account-settings-rules.test.ts).
    const parsed = newLoginEmailSchema.safeParse(typed);
    const schemaMessage = parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message);
    if (message === 'Email matches current email') expect(schemaMessage).toBeUndefined();
    else expect(schemaMessage).toEqual(message === undefined ? undefined : [message]);
  });

  it.each(billingEmailRuleCases)('billing email: $name', ({ typed, message }) => {
    expect(emailAddressError(typed)).toBe(message);
    const parsed = emailSchema.safeParse(typed);
    expect(parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message)).toEqual(
      message === undefined ? undefined : [message],
    );
  });
});

describe('spec 1 §5 phone rules', () => {
  it.each(phoneRuleCases)('$name', ({ typed, normalised, message, readable }) => {
    expect(normalisePhoneNumber(typed)).toBe(normalised);
    expect(phoneNumberError(typed)).toBe(message);
    // The server's schema refuses exactly what the portal does, with the same message.
    const parsed = normalisedPhoneSchema.safeParse(normalised);
    expect(parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message)).toEqual(
      message === undefined ? undefined : [message],
    );
    if (readable !== undefined) expect(readablePhoneNumber(normalised)).toBe(readable);
  });

  it('keeps digits and spaces only, at most 15 characters, as the customer types', () => {
    expect(filterPhoneInput('abc-021.123')).toBe('021123');
    expect(filterPhoneInput('+64 (21) 123-4567')).toBe('64 21 1234567');
    expect(filterPhoneInput('0211234567890123')).toBe('021123456789012');
  });

  it('shows mobiles, landlines and free numbers in their usual groups', () => {
    expect(readablePhoneNumber('+64211234567')).toBe('021 123 4567');
    expect(readablePhoneNumber('+642212345678')).toBe('022 123 45678');
    expect(readablePhoneNumber('+6493771234')).toBe('09 377 1234');
    expect(readablePhoneNumber('+64508123456')).toBe('0508 123 456');
    expect(readablePhoneNumber('+6112345678')).toBe('+6112345678');
  });

  it('offers deleting only while more than one number is set', () => {
    expect(canDeletePhone([{ purpose: 'mobile', number: '+64211234567' }])).toBe(false);
    expect(
      canDeletePhone([
        { purpose: 'mobile', number: '+64211234567' },
        { purpose: 'home', number: '+6493771234' },
      ]),
    ).toBe(true);
    expect(canDeletePhone([])).toBe(false);
  });
});

describe('spec 1 §5 nickname rule', () => {
  it.each(nicknameRuleCases)('$name', ({ nickname, message }) => {
    expect(nicknameError(nickname)).toBe(message);
    const parsed = nicknameSchema.safeParse(nickname);
    expect(parsed.success ? undefined : parsed.error.issues.map((issue) => issue.message)).toEqual(
      message === undefined ? undefined : [message],
    );
  });
});
