import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '@harakeke/contract';

/** spec 1 §5: the new login email is the current one (compared without case or surrounding spaces). */
export const EMAIL_MATCHES_CURRENT_MESSAGE = 'Email matches current email';

/** spec 1 §5's other variant of the same rule: nothing was typed. */
export const ENTER_NEW_EMAIL_MESSAGE = 'Please enter a new email address';

export { INVALID_EMAIL_MESSAGE };

/** spec 1 §5: whether a typed address is an email address (trimmed; any case). */
export function emailAddressError(value: string): string | undefined {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : INVALID_EMAIL_MESSAGE;
}

/**
 * spec 1 §5: a new login email must differ from the current one and be valid. Addresses are compared without
 * case, as the identity provider matches them; what was typed is trimmed first.
 */
export function newLoginEmailError(value: string, current: string): string | undefined {
  const typed = value.trim();
  if (typed === '') return ENTER_NEW_EMAIL_MESSAGE;
  if (typed.toLowerCase() === current.trim().toLowerCase()) return EMAIL_MATCHES_CURRENT_MESSAGE;
  return emailAddressError(typed);
}
