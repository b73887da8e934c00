import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { LoginDetailsView, type LoginDetailsViewProps } from './LoginDetailsView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };
const inUse: Problem = {
  type: '/error/default',
  status: 409,
  title: 'Conflict',
  detail: "email: This email address is already in use. If it's yours, call us on 0800 086 400.",
};

/** The login details section in a state: Kiri's verified login, nothing under way, unless said otherwise. */
function section(props: Partial<LoginDetailsViewProps> = {}) {
  return (
    <LoginDetailsView
      details={{ status: 'ready', username: 'kiri@example.nz', email: 'kiri@example.nz', emailVerified: true }}
      loginEmail={{ status: 'none', error: null }}
      isVerificationBarShown={false}
      emailVerification={{ status: 'NONE', error: null }}
      passwordReset={{ status: 'none', error: null }}
      onEditEmail={noop}
      onCancelEmail={noop}
      onSaveEmail={noop}
      onSendVerification={noop}
      onHideVerificationBar={noop}
      onRequestPasswordReset={noop}
      onRetryLoad={noop}
      {...props}
    />
  );
}

const unverified: LoginDetailsViewProps['details'] = {
  status: 'ready',
  username: 'kiri@example.nz',
  email: 'kiri.tane@example.nz',
  emailVerified: false,
};

/** The login details section's states (spec 1 §2 editable field, §4 email change, verification, password reset). */
export const loginDetailsExamples = defineExamples({
  Loading: {
    description: 'The metadata is loading.',
    render: () => section({ details: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The metadata failed to load: the error with a retry.',
    render: () => section({ details: { status: 'error' } }),
  },
  Verified: {
    description: 'The username and a verified login email, to edit.',
    render: () => section(),
  },
  Editing: {
    description: 'The login email in edit, with Cancel and Save.',
    render: () => section({ loginEmail: { status: 'edit', error: null } }),
  },
  Saving: {
    description: 'The new email is being saved.',
    render: () => section({ loginEmail: { status: 'loading', error: null } }),
  },
  InUse: {
    description: 'spec 1 §8: the address is another login’s (409); the server’s detail with the current number.',
    render: () => section({ loginEmail: { status: 'inUse', error: inUse } }),
  },
  SaveFailed: {
    description: 'The change failed for another reason: the field stays in edit with the error.',
    render: () => section({ loginEmail: { status: 'error', error: serverFailure } }),
  },
  Saved: {
    description: 'Saved: Changes Saved, the new address unverified, and the verification bar.',
    render: () =>
      section({ details: unverified, loginEmail: { status: 'success', error: null }, isVerificationBarShown: true }),
  },
  VerificationBar: {
    description: 'spec 1 §8: the unverified address’s bar, to send the verification email or hide it.',
    render: () => section({ details: unverified, isVerificationBarShown: true }),
  },
  VerificationSending: {
    description: 'The verification email is being sent.',
    render: () =>
      section({
        details: unverified,
        isVerificationBarShown: true,
        emailVerification: { status: 'LOADING', error: null },
      }),
  },
  VerificationSent: {
    description: 'spec 1 §8: the verification email was sent.',
    render: () =>
      section({
        details: unverified,
        isVerificationBarShown: true,
        emailVerification: { status: 'SUCCESS', error: null },
      }),
  },
  VerificationFailed: {
    description: 'Sending the verification email failed: the bar says so, and offers it again.',
    render: () =>
      section({
        details: unverified,
        isVerificationBarShown: true,
        emailVerification: { status: 'ERROR', error: serverFailure },
      }),
  },
  UnverifiedBarHidden: {
    description: 'An unverified address whose bar the customer hid.',
    render: () => section({ details: unverified }),
  },
  PasswordResetSending: {
    description: 'The password reset link is being requested.',
    render: () => section({ passwordReset: { status: 'loading', error: null } }),
  },
  PasswordResetSent: {
    description: 'The password reset link was sent to the login email.',
    render: () => section({ passwordReset: { status: 'success', error: null } }),
  },
  PasswordResetFailed: {
    description: 'The password reset request failed: the error with a retry.',
    render: () => section({ passwordReset: { status: 'error', error: serverFailure } }),
  },
});
