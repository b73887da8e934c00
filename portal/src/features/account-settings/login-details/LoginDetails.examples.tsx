import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { IDLE_MUTATION, type MutationState } from '../../../core/data/mutation.js';
import { LoginDetailsView, type LoginDetails, type LoginDetailsViewProps } from './LoginDetailsView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };
const inUse: Problem = {
  type: '/error/default',
  status: 409,
  title: 'Conflict',
  detail: 'email: This email address is already in use. If it’s yours, call us on 0800 086 400.',
};
const wrongPassword: Problem = {
  type: '/error/bad_request',
  status: 400,
  title: 'Bad request',
  detail: 'password: That password isn’t right',
  errors: [{ field: 'password', detail: 'That password isn’t right' }],
};
// The sign-in lock's answer without a detail: the portal's own words.
const tooManyAttempts: Problem = { type: '/error/too_many_requests', status: 429, title: 'Too many requests' };

const pending: MutationState<never> = { status: 'pending', data: null, error: null };
const done: MutationState<never> = { status: 'success', data: null, error: null };
const failedWith = (error: Problem): MutationState<never> => ({ status: 'error', data: null, error });

const verified: LoginDetails = {
  username: 'kiri@example.nz',
  email: 'kiri@example.nz',
  emailVerified: true,
  pendingEmail: null,
};

/** The login details section in a state: Kiri's verified login, nothing under way, unless said otherwise. */
function section(props: Partial<LoginDetailsViewProps> = {}) {
  return (
    <LoginDetailsView
      load={{ status: 'ready', data: verified }}
      onRetry={noop}
      isEditingEmail={false}
      emailChange={IDLE_MUTATION}
      isVerificationBarShown={false}
      emailVerification={IDLE_MUTATION}
      passwordReset={IDLE_MUTATION}
      onEditEmail={noop}
      onCancelEmail={noop}
      onSaveEmail={noop}
      onSendVerification={noop}
      onHideVerificationBar={noop}
      onRequestPasswordReset={noop}
      {...props}
    />
  );
}

const unverified: LoginDetails = {
  username: 'kiri@example.nz',
  email: 'kiri.tane@example.nz',
  emailVerified: false,
  pendingEmail: null,
};

/** Kiri's change to a new address, waiting for the link the new address was sent. */
const pendingEmail = 'kiri.ngata@example.nz';

/** The login details section's states (spec 1 §2 editable field, §4 email change, verification, password reset). */
export const loginDetailsExamples = defineExamples({
  Loading: {
    description: 'The metadata is loading.',
    render: () => section({ load: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The metadata failed to load: the error with a retry.',
    render: () => section({ load: { status: 'error' } }),
  },
  Verified: {
    description: 'The username and a verified login email, to edit.',
    render: () => section(),
  },
  Editing: {
    description: 'The login email in edit, with the current password (ours: the spec is silent), Cancel and Save.',
    render: () => section({ isEditingEmail: true }),
  },
  Saving: {
    description: 'The new email is being saved.',
    render: () => section({ isEditingEmail: true, emailChange: pending }),
  },
  InUse: {
    description: 'spec 1 §8: the address is another login’s (409); the server’s detail with the current number.',
    render: () => section({ isEditingEmail: true, emailChange: failedWith(inUse) }),
  },
  WrongPassword: {
    description: 'The current password was wrong (400 naming it): its message on the cleared password field.',
    render: () => section({ isEditingEmail: true, emailChange: failedWith(wrongPassword) }),
  },
  TooManyAttempts: {
    description: 'Too many wrong passwords (429, the sign-in lock): the form says to try again later.',
    render: () => section({ isEditingEmail: true, emailChange: failedWith(tooManyAttempts) }),
  },
  SaveFailed: {
    description: 'The change failed for another reason: the field stays in edit with the error.',
    render: () => section({ isEditingEmail: true, emailChange: failedWith(serverFailure) }),
  },
  Saved: {
    description:
      'Saved: the new address was sent a link; the note (which takes focus) says so, and the login email stays the current one.',
    render: () => section({ load: { status: 'ready', data: { ...verified, pendingEmail } }, emailChange: done }),
  },
  WaitingForConfirmation: {
    description:
      'After a reload, the change still waits for its link: the same note, beside the current (unverified) address’s bar.',
    render: () =>
      section({ load: { status: 'ready', data: { ...unverified, pendingEmail } }, isVerificationBarShown: true }),
  },
  VerificationBar: {
    description: 'spec 1 §8: the unverified address’s bar, to send the verification email or hide it.',
    render: () => section({ load: { status: 'ready', data: unverified }, isVerificationBarShown: true }),
  },
  VerificationSending: {
    description: 'The verification email is being sent.',
    render: () =>
      section({
        load: { status: 'ready', data: unverified },
        isVerificationBarShown: true,
        emailVerification: pending,
      }),
  },
  VerificationSent: {
    description: 'spec 1 §8: the verification email was sent.',
    render: () =>
      section({
        load: { status: 'ready', data: unverified },
        isVerificationBarShown: true,
        emailVerification: done,
      }),
  },
  VerificationFailed: {
    description: 'Sending the verification email failed: the bar says so, and offers it again.',
    render: () =>
      section({
        load: { status: 'ready', data: unverified },
        isVerificationBarShown: true,
        emailVerification: failedWith(serverFailure),
      }),
  },
  UnverifiedBarHidden: {
    description: 'An unverified address whose bar the customer hid.',
    render: () => section({ load: { status: 'ready', data: unverified } }),
  },
  PasswordResetSending: {
    description: 'The password reset link is being requested.',
    render: () => section({ passwordReset: pending }),
  },
  PasswordResetSent: {
    description: 'The password reset link was sent to the login email.',
    render: () => section({ passwordReset: done }),
  },
  PasswordResetFailed: {
    description: 'The password reset request failed: the error with a retry.',
    render: () => section({ passwordReset: failedWith(serverFailure) }),
  },
});
