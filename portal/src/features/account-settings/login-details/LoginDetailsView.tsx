import type { UserMetadata } from '@harakeke/contract';
import {
  Banner,
  Button,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  Heading,
  LoadFrame,
  Stack,
  Text,
} from '@harakeke/design-system';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import type { LoginEmailChange } from './atoms.js';
import { LoginEmailField } from './LoginEmailField.js';

/** spec 1 §8: the verification bar's texts. */
export const EMAIL_NOT_VERIFIED_TEXT = "Your email address isn't verified.";
export const VERIFICATION_SENT_TEXT = 'An email containing verification instructions has been sent.';

/**
 * What the section shows of the metadata: the login's username and email, with the new login email waiting for its
 * link (null when none is).
 */
export type LoginDetails = Pick<UserMetadata, 'username' | 'email' | 'emailVerified' | 'pendingEmail'>;

export interface LoginDetailsViewProps extends LoadViewProps<LoginDetails> {
  /** Whether the change of login email is open. */
  isEditingEmail: boolean;
  /** spec 1 §3 loginEmailStatus: the change of login email's request. */
  emailChange: MutationState<unknown>;
  /** Whether the verification bar shows (the email is unverified and the bar was not hidden). */
  isVerificationBarShown: boolean;
  /** spec 1 §4 email verification status: sending the verification email. */
  emailVerification: MutationState<unknown>;
  /** spec 1 §3 b2cPasswordResetStatus. */
  passwordReset: MutationState<unknown>;
  onEditEmail: () => void;
  onCancelEmail: () => void;
  /** Starts a change of login email: the new address (checked against spec 1 §5's rules) and the current password. */
  onSaveEmail: (change: LoginEmailChange) => void;
  onSendVerification: () => void;
  /** Hides the verification bar (spec 1 §4: remembered locally). */
  onHideVerificationBar: () => void;
  onRequestPasswordReset: () => void;
}

/**
 * spec 1 §2 profile, login details: the username, the login email with its verified state and its change (spec 1
 * §4 email change, §5 rules; with the current password, and waiting for the new address's link), the verification
 * bar, and a password reset request.
 */
export function LoginDetailsView({ load, onRetry, ...props }: LoginDetailsViewProps) {
  return (
    <LoadFrame
      title="Login details"
      load={load}
      skeletonRows={5}
      errorTitle="We couldn’t load your login details"
      errorDetail="Please try again."
      onRetry={onRetry}
    >
      {(details) => <LoginDetailsContent details={details} {...props} />}
    </LoadFrame>
  );
}

type LoginDetailsContentProps = Omit<LoginDetailsViewProps, 'load' | 'onRetry'> & { details: LoginDetails };

function LoginDetailsContent({
  details: { username, email, emailVerified, pendingEmail },
  isEditingEmail,
  emailChange,
  isVerificationBarShown,
  emailVerification,
  passwordReset,
  onEditEmail,
  onCancelEmail,
  onSaveEmail,
  onSendVerification,
  onHideVerificationBar,
  onRequestPasswordReset,
}: LoginDetailsContentProps) {
  const sending = emailVerification.status === 'pending';
  return (
    <Stack gap="5">
      {isVerificationBarShown && (
        <Banner
          tone="warning"
          dismissLabel="Hide this message"
          onDismiss={onHideVerificationBar}
          action={
            emailVerification.status === 'success' ? undefined : (
              <Button size="sm" variant="secondary" onClick={onSendVerification} isPending={sending}>
                Send verification email
              </Button>
            )
          }
        >
          {EMAIL_NOT_VERIFIED_TEXT}
          {/* Always mounted, so what the send did is announced when it changes. */}
          <span role="status">
            {emailVerification.status === 'success' && <> {VERIFICATION_SENT_TEXT}</>}
            {emailVerification.status === 'error' && (
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
        isEditing={isEditingEmail}
        change={emailChange}
        onEdit={onEditEmail}
        onCancel={onCancelEmail}
        onSave={onSaveEmail}
      />
      <Stack gap="3">
        <Heading level={3}>Password</Heading>
        <Text>We’ll email you a link to choose a new password.</Text>
        <div>
          <Button variant="secondary" onClick={onRequestPasswordReset} isPending={passwordReset.status === 'pending'}>
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
          />
        )}
      </Stack>
    </Stack>
  );
}
