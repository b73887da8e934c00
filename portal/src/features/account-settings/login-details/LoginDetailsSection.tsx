import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import { metadataQuery } from '../../../core/user-details/atoms.js';
import {
  cancelLoginEmailAtom,
  changeLoginEmail,
  editingLoginEmailAtom,
  editLoginEmailAtom,
  hideVerificationBarAtom,
  requestPasswordReset,
  resetLoginDetailsOutcomesAtom,
  sendVerificationEmail,
  verificationBarShownAtom,
} from './atoms.js';
import { LoginDetailsView } from './LoginDetailsView.js';

/** spec 1 §3 loginDetails, from the metadata and the section's writes. */
export function LoginDetailsSection() {
  const { load, retry } = useQuery(metadataQuery);
  const isEditingEmail = useAtomValue(editingLoginEmailAtom);
  const emailChange = useAtomValue(changeLoginEmail.stateAtom);
  const editEmail = useSetAtom(editLoginEmailAtom);
  const cancelEmail = useSetAtom(cancelLoginEmailAtom);
  const changeEmail = useSetAtom(changeLoginEmail.mutateAtom);
  const emailVerification = useAtomValue(sendVerificationEmail.stateAtom);
  const sendVerification = useSetAtom(sendVerificationEmail.mutateAtom);
  const isVerificationBarShown = useAtomValue(verificationBarShownAtom);
  const hideVerificationBar = useSetAtom(hideVerificationBarAtom);
  const passwordReset = useAtomValue(requestPasswordReset.stateAtom);
  const resetPassword = useSetAtom(requestPasswordReset.mutateAtom);
  const resetOutcomes = useSetAtom(resetLoginDetailsOutcomesAtom);
  // Leaving the screen: what the last actions said belonged to that visit.
  useEffect(() => () => resetOutcomes(), [resetOutcomes]);

  return (
    <LoginDetailsView
      load={load}
      onRetry={retry}
      isEditingEmail={isEditingEmail}
      emailChange={emailChange}
      isVerificationBarShown={isVerificationBarShown}
      emailVerification={emailVerification}
      passwordReset={passwordReset}
      onEditEmail={editEmail}
      onCancelEmail={cancelEmail}
      onSaveEmail={(change) => void changeEmail(change)}
      onSendVerification={() => void sendVerification()}
      onHideVerificationBar={hideVerificationBar}
      onRequestPasswordReset={() => void resetPassword()}
    />
  );
}
