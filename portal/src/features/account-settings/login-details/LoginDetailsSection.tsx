import { Card, Heading, Stack } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { loadMetadataAtom, metadataAtom } from '../../../app/user-details/atoms.js';
import {
  changeLoginEmailAtom,
  emailVerificationAtom,
  hideVerificationBarAtom,
  loginEmailAtom,
  passwordResetAtom,
  requestPasswordResetAtom,
  resetLoginDetailsOutcomesAtom,
  sendVerificationEmailAtom,
  verificationBarShownAtom,
} from './atoms.js';
import { LoginDetailsView, type LoginDetailsViewProps } from './LoginDetailsView.js';

/** spec 1 §3 loginDetails, from the metadata and the section's atoms. */
export function LoginDetailsSection() {
  const headingId = useId();
  const metadata = useAtomValue(metadataAtom);
  const loadMetadata = useSetAtom(loadMetadataAtom);
  const loginEmail = useAtomValue(loginEmailAtom);
  const setLoginEmail = useSetAtom(loginEmailAtom);
  const changeEmail = useSetAtom(changeLoginEmailAtom);
  const emailVerification = useAtomValue(emailVerificationAtom);
  const sendVerification = useSetAtom(sendVerificationEmailAtom);
  const isVerificationBarShown = useAtomValue(verificationBarShownAtom);
  const hideVerificationBar = useSetAtom(hideVerificationBarAtom);
  const passwordReset = useAtomValue(passwordResetAtom);
  const requestPasswordReset = useSetAtom(requestPasswordResetAtom);
  const resetOutcomes = useSetAtom(resetLoginDetailsOutcomesAtom);

  const notLoaded = metadata.status === 'UNINITIALIZED';
  useEffect(() => {
    // The start-up loads the metadata; a screen opened before (or without) it asks for it here.
    if (notLoaded) void loadMetadata();
  }, [notLoaded, loadMetadata]);
  // Leaving the screen: what the last actions said belonged to that visit.
  useEffect(() => () => resetOutcomes(), [resetOutcomes]);

  const details: LoginDetailsViewProps['details'] = metadata.data
    ? {
        status: 'ready',
        username: metadata.data.username,
        email: metadata.data.email,
        emailVerified: metadata.data.emailVerified,
        pendingEmail: metadata.data.pendingEmail,
      }
    : metadata.status === 'ERROR'
      ? { status: 'error', ...(metadata.error?.detail ? { detail: metadata.error.detail } : {}) }
      : { status: 'loading' };

  return (
    <Card labelledBy={headingId}>
      <Stack gap="4">
        <Heading level={2} id={headingId}>
          Login details
        </Heading>
        <LoginDetailsView
          details={details}
          loginEmail={loginEmail}
          isVerificationBarShown={isVerificationBarShown}
          emailVerification={emailVerification}
          passwordReset={passwordReset}
          onEditEmail={() => setLoginEmail({ status: 'edit', error: null })}
          onCancelEmail={() => setLoginEmail({ status: 'none', error: null })}
          onSaveEmail={(change) => void changeEmail(change)}
          onSendVerification={() => void sendVerification()}
          onHideVerificationBar={hideVerificationBar}
          onRequestPasswordReset={() => void requestPasswordReset()}
          onRetryLoad={() => void loadMetadata()}
        />
      </Stack>
    </Card>
  );
}
