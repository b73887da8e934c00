import { EMAIL_PATTERN, INVALID_EMAIL_MESSAGE } from '@harakeke/contract';

/** spec 1 §5: the billing email must be an email address (trimmed; any case). */
export function billingEmailError(value: string): string | undefined {
  return EMAIL_PATTERN.test(value.trim()) ? undefined : INVALID_EMAIL_MESSAGE;
}
