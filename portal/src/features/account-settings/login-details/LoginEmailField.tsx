import { Banner, EDITOR_FAILED_TEXT, EditableTextField, Stack, Text } from '@harakeke/design-system';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyScreen, useScreenLoaded } from '../../../core/code-loading/lazy-screen.js';
import type { MutationState } from '../../../core/data/mutation.js';
import type { LoginEmailChange } from './atoms.js';

/** The form of the change, loaded when Edit is pressed (fetched ahead on intent). */
const ChangeLoginEmailForm = lazyScreen(() => import('./ChangeLoginEmailForm.js'), 'ChangeLoginEmailForm');

/** Loads the form now, e.g. for a story that shows it open. */
export const preloadLoginEmailForm = ChangeLoginEmailForm.preload;

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
  // Whether the form was opened by Edit rather than shown from the start: then its address takes focus as it appears
  // (React's "adjust state while rendering" pattern, so the form knows in its first render).
  const [wasEditing, setWasEditing] = useState(editing);
  const [openedByEdit, setOpenedByEdit] = useState(false);
  if (wasEditing !== editing) {
    setWasEditing(editing);
    setOpenedByEdit(editing);
  }

  // A form that could not load closes again and says so here, where Edit tries again; the page stays as it was.
  const [formFailed, setFormFailed] = useState(false);
  const formLoaded = useScreenLoaded(ChangeLoginEmailForm, editing, {
    onFailure: () => {
      setFormFailed(true);
      onCancel();
    },
  });

  // Moves focus as the form closes, never on the first render (a story or a reload showing a state).
  const previouslyEditing = useRef(editing);
  useEffect(() => {
    const closed = previouslyEditing.current && !editing;
    previouslyEditing.current = editing;
    if (closed) {
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
    }
  }, [change.status, editing]);

  return (
    <Stack gap="3" ref={rootRef}>
      {editing && formLoaded ? (
        // Loaded, so it renders at once; the boundary is there for React.lazy's sake, never shown.
        <Suspense fallback={null}>
          <ChangeLoginEmailForm
            label={LABEL}
            email={email}
            change={change}
            focusOnOpen={openedByEdit}
            onCancel={onCancel}
            onSave={onSave}
          />
        </Suspense>
      ) : (
        // Edit stays, busy and focused, while the form's code is on its way (rarely: it is fetched on intent).
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
          onEdit={() => {
            setFormFailed(false);
            onEdit();
          }}
          onEditIntent={ChangeLoginEmailForm.prefetch}
          isEditPending={editing}
          onCancel={onCancel}
          onSave={() => undefined}
        />
      )}
      {formFailed && (
        <div role="alert">
          <Text tone="danger">{EDITOR_FAILED_TEXT}</Text>
        </div>
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
