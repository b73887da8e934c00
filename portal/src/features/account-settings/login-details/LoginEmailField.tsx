import { CURRENT_PASSWORD_MAX, loginEmailMessages, newLoginEmailError, type Problem } from '@harakeke/contract';
import {
  Banner,
  Button,
  EditableTextField,
  Inline,
  Stack,
  Text,
  TextField,
  useFieldValidation,
  VisuallyHidden,
} from '@harakeke/design-system';
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { MutationState } from '../../../core/data/mutation.js';
import type { LoginEmailChange } from './atoms.js';

/** spec 1 §8 email change 409: the address is another login's. The server's detail says so when it has one. */
export const EMAIL_IN_USE_TEXT = 'This email address is already in use. Please use a different one.';

/** A 429 without a detail: the wrong passwords have locked the change (and sign-in) for a while. */
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many attempts. Try again in a few minutes.';

/** What the field names itself, its group and (for screen readers) its buttons, as the other editable fields do. */
const LABEL = 'Login email';

/** The note while a new login email waits for its link (after a change, and after any reload until it is opened). */
export function pendingEmailText(pendingEmail: string, email: string): string {
  return `We’ve sent a link to ${pendingEmail}. Open it to finish changing your login email. Until then, sign in with ${email}.`;
}

export interface LoginEmailFieldProps {
  /** The login email: the address the customer signs in with until a change is confirmed. */
  email: string;
  /** Whether the login email is verified. */
  emailVerified: boolean;
  /** A new login email waiting for the customer to open its link, or null. */
  pendingEmail: string | null;
  /** Whether the change is open: the form of the new address and the current password. */
  isEditing: boolean;
  /**
   * The change's request (spec 1 §3 loginEmailStatus, §4 email change): under way, started (the new address was sent
   * its link), or refused with the problem (409: the address is in use).
   */
  change: MutationState<unknown>;
  onEdit: () => void;
  onCancel: () => void;
  /** Starts the change: the new address (already checked against spec 1 §5's rules) and the current password. */
  onSave: (change: LoginEmailChange) => void;
}

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

/**
 * spec 1 §2 profile: the login email with its verified state, and its change (spec 1 §4 email change, §5 rules). The
 * change needs the current password as well as the new address (ours, the spec is silent: a stolen access token alone
 * must not move the account to another mailbox), so it is a form of two fields rather than the one-input editable
 * field; shown, the address is the editable field's, like every other value of the screen.
 *
 * A change only starts here: the new address is sent a link, and until it is opened the note under the field says
 * which address is waiting and which one still signs in.
 *
 * Focus follows the customer, as in the editable field: Edit focuses the address; Cancel (or Escape) returns to Edit;
 * a change started moves to the note saying what happens next; a wrong password to the cleared password field.
 */
export function LoginEmailField({
  email,
  emailVerified,
  pendingEmail,
  isEditing,
  change,
  onEdit,
  onCancel,
  onSave,
}: LoginEmailFieldProps) {
  // The form stays open while its change is under way, whatever else happens meanwhile.
  const editing = isEditing || change.status === 'pending';
  const rootRef = useRef<HTMLDivElement>(null);
  const noteRef = useRef<HTMLDivElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  // Moves focus on a change of state only, never on the first render (a story or a reload showing a state).
  const previous = useRef({ editing, status: change.status, error: change.error });
  useEffect(() => {
    const before = previous.current;
    previous.current = { editing, status: change.status, error: change.error };
    if (before.editing === editing && before.status === change.status && before.error === change.error) return;
    const wasEditing = before.editing;
    if (!wasEditing && editing) {
      emailRef.current?.focus();
    } else if (wasEditing && !editing) {
      if (change.status === 'success' && noteRef.current) {
        noteRef.current.focus();
        return;
      }
      // Cancel and Save have gone with the form, leaving focus on the body: hand it to Edit. Focus the customer has
      // already moved elsewhere is left alone.
      const active = document.activeElement;
      if (!active || active === document.body || rootRef.current?.contains(active)) {
        rootRef.current?.querySelector('button')?.focus();
      }
    } else if (passwordErrorText(failureOf(change)) !== undefined) {
      // As sign-in forms do: the wrong password is cleared, and the customer types it again.
      passwordRef.current?.focus();
    }
  }, [change, editing]);

  return (
    <Stack gap="3" ref={rootRef}>
      {editing ? (
        <ChangeLoginEmailForm
          email={email}
          change={change}
          emailRef={emailRef}
          passwordRef={passwordRef}
          onCancel={onCancel}
          onSave={onSave}
        />
      ) : (
        <EditableTextField
          label={LABEL}
          type="email"
          value={email}
          // Only ever shown: Edit turns it into the form of two fields, and a started change is the note below,
          // not 'Changes Saved'.
          state="none"
          displayValue={
            <>
              {email}{' '}
              <Text as="span" size="sm" tone="muted">
                {emailVerified ? '(verified)' : '(not verified)'}
              </Text>
            </>
          }
          onEdit={onEdit}
          onCancel={onCancel}
          onSave={() => undefined}
        />
      )}
      {pendingEmail !== null && (
        // Focusable so a started change can move focus here: the customer hears what happens next, once.
        <div ref={noteRef} tabIndex={-1} role="status">
          <Banner tone="info" isDismissable={false}>
            {pendingEmailText(pendingEmail, email)}
          </Banner>
        </div>
      )}
    </Stack>
  );
}

interface ChangeLoginEmailFormProps extends Pick<LoginEmailFieldProps, 'email' | 'change' | 'onCancel' | 'onSave'> {
  emailRef: RefObject<HTMLInputElement | null>;
  passwordRef: RefObject<HTMLInputElement | null>;
}

/**
 * The new address (starting from the current one, as the editable field does) and the current password. Each field's
 * message shows once it has been left or Save pressed (spec 1 §4); nothing is sent while one shows.
 */
function ChangeLoginEmailForm({ email, change, emailRef, passwordRef, onCancel, onSave }: ChangeLoginEmailFormProps) {
  const saving = change.status === 'pending';
  const failure = failureOf(change);
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
  const forScreenReaders = <VisuallyHidden> {LABEL}</VisuallyHidden>;

  return (
    <div
      role="group"
      aria-label={LABEL}
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
            label={LABEL}
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
