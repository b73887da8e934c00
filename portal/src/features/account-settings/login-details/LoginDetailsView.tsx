import type { Problem } from '@harakeke/contract';
import {
  Banner,
  Button,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  Heading,
  Skeleton,
  Stack,
  Text,
} from '@harakeke/design-system';
import type { EmailVerificationStatus, LoginEmailChange, LoginEmailStatus, RequestStatus } from './atoms.js';
import { LoginEmailField } from './LoginEmailField.js';

/** spec 1 §8: the verification bar's texts. */
export const EMAIL_NOT_VERIFIED_TEXT = "Your email address isn't verified.";
export const VERIFICATION_SENT_TEXT = 'An email containing verification instructions has been sent.';

export interface LoginDetailsViewProps {
  /**
   * The metadata the section shows: loading, failed (with a retry), or the login's username and email, with the new
   * login email waiting for its link (null when none is).
   */
  details:
    | { status: 'loading' }
    | { status: 'error'; detail?: string }
    | { status: 'ready'; username: string; email: string; emailVerified: boolean; pendingEmail: string | null };
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
  /** Starts a change of login email: the new address (checked against spec 1 §5's rules) and the current password. */
  onSaveEmail: (change: LoginEmailChange) => void;
  onSendVerification: () => void;
  /** Hides the verification bar (spec 1 §4: remembered locally). */
  onHideVerificationBar: () => void;
  onRequestPasswordReset: () => void;
  /** Loads the metadata again after a failed load. */
  onRetryLoad: () => void;
}

/**
 * spec 1 §2 profile, login details: the username, the login email with its verified state and its change (spec 1
 * §4 email change, §5 rules; with the current password, and waiting for the new address's link), the verification
 * bar, and a password reset request.
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
  const { username, email, emailVerified, pendingEmail } = details;
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
      <LoginEmailField
        email={email}
        emailVerified={emailVerified}
        pendingEmail={pendingEmail}
        loginEmail={loginEmail}
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
