import { newLoginEmailError, type Problem } from '@harakeke/contract';
import {
  Banner,
  Button,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  EditableTextField,
  ErrorBox,
  Heading,
  Skeleton,
  Stack,
  Text,
  type EditableTextFieldState,
} from '@harakeke/design-system';
import type { EmailVerificationStatus, LoginEmailStatus, RequestStatus } from './atoms.js';

/** spec 1 §8: the verification bar's texts. */
export const EMAIL_NOT_VERIFIED_TEXT = "Your email address isn't verified.";
export const VERIFICATION_SENT_TEXT = 'An email containing verification instructions has been sent.';

/** spec 1 §8 email change 409: the address is another login's. The server's detail says so when it has one. */
export const EMAIL_IN_USE_TEXT = 'This email address is already in use. Please use a different one.';

export interface LoginDetailsViewProps {
  /** The metadata the section shows: loading, failed (with a retry), or the login's username and email. */
  details:
    | { status: 'loading' }
    | { status: 'error'; detail?: string }
    | { status: 'ready'; username: string; email: string; emailVerified: boolean };
  /** spec 1 §3 loginEmailStatus, with the failure while in use or error. */
  loginEmail: { status: LoginEmailStatus; error: Problem | null };
  /** Whether the verification bar shows (the email is unverified and the bar was not hidden). */
  isVerificationBarShown: boolean;
  /** spec 1 §4 email verification status: sending the verification email. */
  emailVerification: { status: EmailVerificationStatus; error: Problem | null };
  /** spec 1 §3 b2cPasswordResetStatus. */
  passwordReset: { status: RequestStatus; error: Problem | null };
  onEditEmail: () => void;
  onCancelEmail: () => void;
  /** Saves a new login email (already checked against spec 1 §5's rules). */
  onSaveEmail: (email: string) => void;
  onSendVerification: () => void;
  /** Hides the verification bar (spec 1 §4: remembered locally). */
  onHideVerificationBar: () => void;
  onRequestPasswordReset: () => void;
  /** Loads the metadata again after a failed load. */
  onRetryLoad: () => void;
}

/** The editable field's state for the login email's status (spec 1 §2: in use is an error with its message). */
const fieldStates: Record<LoginEmailStatus, EditableTextFieldState> = {
  none: 'none',
  edit: 'edit',
  loading: 'loading',
  success: 'success',
  inUse: 'error',
  error: 'error',
};

/** The server names the field its message is about ('email: …'); the field already says which it is. */
const withoutFieldName = (detail: string) => detail.replace(/^email:\s*/, '');

function emailErrorText({ status, error }: LoginDetailsViewProps['loginEmail']): string | undefined {
  const detail = error?.detail ? withoutFieldName(error.detail) : undefined;
  if (status === 'inUse') return detail ?? EMAIL_IN_USE_TEXT;
  if (status === 'error') {
    // A 400 names what was wrong with the address; other failures say nothing the customer can act on.
    return error?.status === 400 && detail ? detail : 'We couldn’t change your email. Please try again.';
  }
  return undefined;
}

/**
 * spec 1 §2 profile, login details: the username, the login email with its verified state and its change (spec 1
 * §4 email change, §5 rules), the verification bar, and a password reset request.
 */
export function LoginDetailsView({
  details,
  loginEmail,
  isVerificationBarShown,
  emailVerification,
  passwordReset,
  onEditEmail,
  onCancelEmail,
  onSaveEmail,
  onSendVerification,
  onHideVerificationBar,
  onRequestPasswordReset,
  onRetryLoad,
}: LoginDetailsViewProps) {
  if (details.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton variant="text" lines={4} />
      </Stack>
    );
  }
  if (details.status === 'error') {
    return (
      <ErrorBox
        title="We couldn’t load your login details"
        detail={details.detail ?? 'Please try again.'}
        onRetry={onRetryLoad}
        retryLabel="Try again"
      />
    );
  }
  const { username, email, emailVerified } = details;
  const sending = emailVerification.status === 'LOADING';
  return (
    <Stack gap="5">
      {isVerificationBarShown && (
        <Banner
          tone="warning"
          dismissLabel="Hide this message"
          onDismiss={onHideVerificationBar}
          action={
            emailVerification.status === 'SUCCESS' ? undefined : (
              <Button size="sm" variant="secondary" onClick={onSendVerification} isPending={sending}>
                Send verification email
              </Button>
            )
          }
        >
          {EMAIL_NOT_VERIFIED_TEXT}
          {/* Always mounted, so what the send did is announced when it changes. */}
          <span role="status">
            {emailVerification.status === 'SUCCESS' && <> {VERIFICATION_SENT_TEXT}</>}
            {emailVerification.status === 'ERROR' && (
              <> We couldn’t send the verification email. {emailVerification.error?.detail ?? 'Please try again.'}</>
            )}
          </span>
        </Banner>
      )}
      <DescriptionList>
        <DescriptionTerm>Username</DescriptionTerm>
        <DescriptionDetails>{username}</DescriptionDetails>
      </DescriptionList>
      <EditableTextField
        label="Login email"
        type="email"
        autoComplete="email"
        value={email}
        state={fieldStates[loginEmail.status]}
        displayValue={
          <>
            {email}{' '}
            <Text as="span" size="sm" tone="muted">
              {emailVerified ? '(verified)' : '(not verified)'}
            </Text>
          </>
        }
        description="You sign in with this address. We’ll ask you to verify the new one."
        validate={(value) => newLoginEmailError(value, email)}
        errorMessage={emailErrorText(loginEmail)}
        onEdit={onEditEmail}
        onCancel={onCancelEmail}
        onSave={onSaveEmail}
      />
      <Stack gap="3">
        <Heading level={3}>Password</Heading>
        <Text>We’ll email you a link to choose a new password.</Text>
        <div>
          <Button variant="secondary" onClick={onRequestPasswordReset} isPending={passwordReset.status === 'loading'}>
            Reset password
          </Button>
        </div>
        <div role="status">
          {passwordReset.status === 'success' && <Text>We’ve sent a link to reset your password to {email}.</Text>}
        </div>
        {passwordReset.status === 'error' && (
          <ErrorBox
            title="We couldn’t send the reset link"
            detail={passwordReset.error?.detail ?? 'Please try again.'}
            onRetry={onRequestPasswordReset}
            retryLabel="Try again"
          />
        )}
      </Stack>
    </Stack>
  );
}
