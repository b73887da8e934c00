/*
 * spec 1 §5: the account details' email, phone and site-nickname rules and their messages, in one place. The portal
 * filters and checks what the customer types with them; the server's schemas (account-settings.ts) and routes refuse
 * the same values with the same messages, so a value the portal lets through is one the server stores.
 */

/** spec 1 §5: a local part, an at sign, and a domain whose top-level part has at least 2 letters; any case. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** spec 1 §5's message for an address that is not one. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** spec 1 §5's two variants of the new-login-email rule: nothing typed, and the current address typed again. */
export const loginEmailMessages = {
  enterNew: 'Please enter a new email address',
  matchesCurrent: 'Email matches current email',
  /** Ours (the spec is silent): a login email changes only with the current password. */
  enterPassword: 'Please enter your current password',
  wrongPassword: 'That password isn’t right',
} as const;

/** The longest current password the change of login email reads (spec 1 §5: a password has at most 75). */
export const CURRENT_PASSWORD_MAX = 200;

/** spec 1 §5: whether a typed address is an email address (trimmed; any case). */
export function emailAddressError(value: string): string | undefined {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : INVALID_EMAIL_MESSAGE;
}

/**
 * spec 1 §5: a new login email must be given, differ from the current one and be valid; one message at a time, in
 * that order. Addresses are compared without case, as the identity provider matches them; what was typed is trimmed
 * first, as it is stored trimmed.
 */
export function newLoginEmailError(value: string, current: string): string | undefined {
  const typed = value.trim();
  if (typed === '') return loginEmailMessages.enterNew;
  if (typed.toLowerCase() === current.trim().toLowerCase()) return loginEmailMessages.matchesCurrent;
  return emailAddressError(typed);
}

/** spec 1 §5: a phone number as typed has at most 15 characters. */
export const PHONE_INPUT_MAX = 15;

/** spec 1 §5: New Zealand's country code, prefixed to every number sent. */
export const NZ_COUNTRY_CODE = '64';

/** spec 1 §5 and spec 2 §5: a site nickname has at most 25 characters. */
export const NICKNAME_MAX = 25;

/** spec 1 §5 and spec 2 §5: letters, digits, spaces and . - ( ) ' only. */
export const NICKNAME_PATTERN = /^[\p{L}\p{N} .\-()']*$/u;

/** '+' and 8 to 15 digits: E.164 allows 15, and no New Zealand number is shorter than 8 with its country code. */
export const NORMALISED_PHONE_PATTERN = /^\+\d{8,15}$/;

export const accountSettingsMessages = {
  phoneInvalid: 'Please enter a valid phone number.',
  nicknameRequired: 'Please enter a nickname.',
  nicknameTooLong: `A nickname has at most ${NICKNAME_MAX} characters.`,
  nicknameCharacters: "A nickname can have letters, numbers, spaces and . - ( ) ' only.",
} as const;

/** spec 1 §5: as the customer types, anything but digits and spaces goes, and at most 15 characters stay. */
export function filterPhoneInput(text: string): string {
  return text.replace(/[^\d ]/g, '').slice(0, PHONE_INPUT_MAX);
}

/**
 * spec 1 §5: the number as sent: spaces and leading zeros stripped, the country code prefixed ('021 123 4567' →
 * '+64211234567'). Characters the input filter drops are dropped here too, so the rule holds for any text.
 */
export function normalisePhoneNumber(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return `+${NZ_COUNTRY_CODE}${digits}`;
}

/** The message for a normalised number the server refuses; undefined for one it stores. */
export function normalisedPhoneError(number: string): string | undefined {
  return NORMALISED_PHONE_PATTERN.test(number) ? undefined : accountSettingsMessages.phoneInvalid;
}

/** spec 1 §5: the message for a number as typed, judged by what it normalises to; undefined when it may be sent. */
export function phoneNumberError(text: string): string | undefined {
  return normalisedPhoneError(normalisePhoneNumber(text));
}

/** Digits in groups of the sizes given, the last group taking what is left. */
function grouped(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let rest = digits;
  for (const size of sizes) {
    if (rest.length <= size) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  groups.push(rest);
  return groups.join(' ');
}

/**
 * A stored number the way New Zealanders write it: the national form with its 0, grouped by kind. Mobiles (02…) as
 * '021 123 4567' (prefix 3, then 3 and the rest); free and shared-cost numbers (0800, 0508) as '0800 300 400';
 * landlines (03–09) as '09 377 1234' (area code, 3, then the rest). A number of another country is shown as stored.
 */
export function readablePhoneNumber(number: string): string {
  if (!number.startsWith(`+${NZ_COUNTRY_CODE}`)) return number;
  const national = `0${number.slice(1 + NZ_COUNTRY_CODE.length)}`;
  if (!/^\d+$/.test(national)) return number;
  if (/^0(800|508|900)/.test(national)) return grouped(national, [4, 3]);
  if (national.startsWith('02')) return grouped(national, [3, 3]);
  return grouped(national, [2, 3]);
}

/** spec 1 §5: the phone purposes of a customer's contact. */
export type PhonePurpose = 'work' | 'home' | 'mobile';

/** spec 1 §5: a number may be deleted only when more than one of work, home and mobile is set. */
export function canDeletePhone(phones: ReadonlyArray<{ purpose: PhonePurpose; number: string }>): boolean {
  return new Set(phones.filter((phone) => phone.number !== '').map((phone) => phone.purpose)).size > 1;
}

/**
 * spec 1 §5: the message for a site nickname (trimmed first, as it is stored trimmed); undefined when it keeps the
 * rule. One message at a time: empty, then too long, then a character outside the rule.
 */
export function nicknameError(text: string): string | undefined {
  const nickname = text.trim();
  if (nickname === '') return accountSettingsMessages.nicknameRequired;
  if (nickname.length > NICKNAME_MAX) return accountSettingsMessages.nicknameTooLong;
  if (!NICKNAME_PATTERN.test(nickname)) return accountSettingsMessages.nicknameCharacters;
  return undefined;
}
