/** spec 1 §5: a password has 8 to 75 characters and no whitespace. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 75;

/** Our words for each way a new password breaks the rule (the spec gives the rule, not the messages). */
export const PASSWORD_MESSAGES = {
  whitespace: 'Your password can’t contain spaces.',
  tooShort: `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Your password can have at most ${PASSWORD_MAX_LENGTH} characters.`,
  mismatch: 'The two passwords don’t match.',
  /** A control character or a broken one (the input guard's refusal): nothing a keyboard types. */
  unreadable: 'Your password has a character that can’t be used.',
} as const;

/**
 * What is wrong with a new password under spec 1 §5, or undefined when it may be set. Whitespace is told first: it
 * is wrong at any length. Characters are counted as code points, so an emoji counts once, as a person counts it.
 */
export function passwordRuleError(password: string): string | undefined {
  if (/\s/u.test(password)) return PASSWORD_MESSAGES.whitespace;
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  return undefined;
}
