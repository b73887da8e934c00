import { CURRENT_PASSWORD_MAX, loginEmailMessages, newLoginEmailError, type Problem } from '@harakeke/contract';
import { Banner, Button, Inline, Stack, TextField, useFieldValidation, VisuallyHidden } from '@harakeke/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MutationState } from '../../../core/data/mutation.js';
import type { LoginEmailChange } from './atoms.js';

/** spec 1 §8 email change 409: the address is another login's. The server's detail says so when it has one. */
export const EMAIL_IN_USE_TEXT = 'This email address is already in use. Please use a different one.';

/** A 429 without a detail: the wrong passwords have locked the change (and sign-in) for a while. */
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many attempts. Try again in a few minutes.';

/**
 * The message a refusal gives one field: its entry in the problem's `errors`, or its 'field: message' line in the
 * detail (the same lines, for a reader).
 */
export function refusalOf(problem: Problem | null, field: string): string | undefined {
  if (!problem) return undefined;
  const named = problem.errors?.find((error) => error.field === field);
  if (named) return named.detail;
  const line = problem.detail?.split('; ').find((part) => part.startsWith(`${field}:`));
  return line?.slice(field.length + 1).trim();
}

/** Whether a refusal names a field at all ('field: message'), as opposed to a detail for the whole change. */
const namesAField = (problem: Problem) => (problem.errors?.length ?? 0) > 0 || /^\w+:/.test(problem.detail ?? '');

/** Why the last change failed, or null while it has not. */
const failureOf = (change: MutationState<unknown>): Problem | null => (change.status === 'error' ? change.error : null);

/** What the email field says about a failed change, if it is about the address. */
function emailErrorText(error: Problem | null): string | undefined {
  if (!error) return undefined;
  // spec 1 §8: a 409 is the address in use.
  if (error.status === 409) return refusalOf(error, 'email') ?? error.detail ?? EMAIL_IN_USE_TEXT;
  // Too many wrong passwords is the whole form's (below); a wrong password is the password field's.
  if (error.status === 429) return undefined;
  if (error.status === 400) {
    const aboutEmail = refusalOf(error, 'email');
    if (aboutEmail) return aboutEmail;
    if (refusalOf(error, 'password')) return undefined;
    // A 400 names what was wrong with the address; other failures say nothing the customer can act on.
    if (error.detail && !namesAField(error)) return error.detail;
  }
  return 'We couldn’t change your email. Please try again.';
}

/** What the password field says about a failed change: the server's word on a wrong current password. */
function passwordErrorText(error: Problem | null): string | undefined {
  if (error?.status !== 400) return undefined;
  return refusalOf(error, 'password');
}

/** The form's own message, for a refusal about neither field: too many wrong passwords (429, the sign-in lock). */
function tooManyText(error: Problem | null): string | undefined {
  if (error?.status !== 429) return undefined;
  return error.detail ?? TOO_MANY_ATTEMPTS_TEXT;
}

/**
 * Ours (the spec is silent): the current password must be typed. Not trimmed, as a password's spaces are its own; one
 * longer than the server reads cannot be right (spec 1 §5: a password has at most 75 characters).
 */
function currentPasswordError(password: string): string | undefined {
  if (password === '') return loginEmailMessages.enterPassword;
  if (password.length > CURRENT_PASSWORD_MAX) return loginEmailMessages.wrongPassword;
  return undefined;
}

export interface ChangeLoginEmailFormProps {
  /** What the form names itself, its group and (for screen readers) its buttons: the field's label. */
  label: string;
  /** The login email, where the new address starts. */
  email: string;
  /** The change's request: under way, started, or refused with the problem. */
  change: MutationState<unknown>;
  /**
   * Whether the customer has just opened the form (Edit): its address takes focus when it appears, which may be after
   * its code has arrived. A form shown from the start (a reload, a story) leaves focus where it is.
   */
  focusOnOpen: boolean;
  onCancel: () => void;
  /** Starts the change: the new address (already checked against spec 1 §5's rules) and the current password. */
  onSave: (change: LoginEmailChange) => void;
}

/**
 * The new address (starting from the current one, as the editable field does) and the current password. Each field's
 * message shows once it has been left or Save pressed (spec 1 §4); nothing is sent while one shows.
 *
 * A module of its own, loaded when the customer presses Edit (fetched ahead as a pointer rests on Edit or focus reaches
 * it): the text fields' code (react-aria's field, focus and keyboard core) stays off the page until then.
 */
export function ChangeLoginEmailForm({
  label,
  email,
  change,
  focusOnOpen,
  onCancel,
  onSave,
}: ChangeLoginEmailFormProps) {
  const saving = change.status === 'pending';
  const failure = failureOf(change);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Only while focus is nowhere (Edit, which had it, has just gone): a customer who moved on keeps their place.
    const active = document.activeElement;
    if (focusOnOpen && (!active || active === document.body)) emailRef.current?.focus();
  }, [focusOnOpen]);
  const form = useFieldValidation({
    initialValues: { email, password: '' },
    fields: { email: (value) => newLoginEmailError(value, email), password: currentPasswordError },
  });

  // A new refusal of the password clears it, as sign-in forms do; the address typed stays. Its message shows until
  // the next Save, so the field starts untouched (React's "adjust state while rendering" pattern).
  const [answered, setAnswered] = useState(failure);
  if (answered !== failure) {
    setAnswered(failure);
    if (passwordErrorText(failure) !== undefined) form.reset({ email: form.values.email, password: '' });
  }

  // As sign-in forms do: the wrong password is cleared (above), and focus goes there to type it again. Only on a new
  // refusal, never on the first render (a story or a reload showing one).
  const shownFailure = useRef(failure);
  useEffect(() => {
    if (shownFailure.current === failure) return;
    shownFailure.current = failure;
    if (passwordErrorText(failure) !== undefined) passwordRef.current?.focus();
  }, [failure]);

  const emailError = form.fields.email.error ?? emailErrorText(failure);
  const passwordError = form.fields.password.error ?? passwordErrorText(failure);
  const formError = tooManyText(failure);

  const save = () => {
    if (saving) return;
    if (!form.touchAll()) {
      // To the first field whose message now shows, as the editable field returns to its input.
      (newLoginEmailError(form.values.email, email) === undefined ? passwordRef : emailRef).current?.focus();
      return;
    }
    onSave(form.values);
  };
  const cancel = () => {
    if (!saving) onCancel();
  };
  // Escape leaves the form, as it leaves the editable field; Enter submits it (the form's own submit).
  const keys = {
    onKeyDown: (event: { key: string; continuePropagation: () => void }) => {
      if (event.key === 'Escape') cancel();
      else event.continuePropagation();
    },
  };
  const forScreenReaders = <VisuallyHidden> {label}</VisuallyHidden>;

  return (
    <div
      role="group"
      aria-label={label}
      aria-busy={saving || undefined}
      data-state={saving ? 'loading' : failure ? 'error' : 'edit'}
      data-invalid={emailError !== undefined || passwordError !== undefined || formError !== undefined || undefined}
    >
      <form
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="4">
          {formError && (
            <Banner tone="danger" isDismissable={false} announce>
              {formError}
            </Banner>
          )}
          <TextField
            ref={emailRef}
            label={label}
            type="email"
            autoComplete="email"
            isRequired
            description="We’ll email a link to the new address. Your login email changes when you open it."
            {...form.fields.email.props}
            {...keys}
            isReadOnly={saving}
            isInvalid={emailError !== undefined}
            errorMessage={emailError}
          />
          <TextField
            ref={passwordRef}
            label="Current password"
            type="password"
            autoComplete="current-password"
            isRequired
            description="So we know it’s you changing where you sign in."
            {...form.fields.password.props}
            {...keys}
            isReadOnly={saving}
            isInvalid={passwordError !== undefined}
            errorMessage={passwordError}
          />
          <Inline gap="2" wrap>
            <Button variant="secondary" size="sm" onClick={cancel} isDisabled={saving}>
              Cancel{forScreenReaders}
            </Button>
            <Button type="submit" size="sm" isPending={saving}>
              Save{forScreenReaders}
            </Button>
          </Inline>
        </Stack>
      </form>
    </div>
  );
}
