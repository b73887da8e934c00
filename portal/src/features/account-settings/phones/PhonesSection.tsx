import type { PhonePurpose } from '@harakeke/contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { billingAccountsAtom, loadBillingAccountsAtom } from '../../../app/user-details/atoms.js';
import {
  cancelPhoneAtom,
  deletePhoneAtom,
  editPhoneAtom,
  forgetPhoneDeleteAtom,
  phoneEditsAtom,
  problemMessage,
  resetPhoneEditsAtom,
  savePhoneAtom,
} from './atoms.js';
import { PhonesView, type PhonesViewProps } from './PhonesView.js';

/** spec 1 §3 profile phones, from the billing accounts' contact (app/user-details) and the section's statuses. */
export function PhonesSection() {
  const accounts = useAtomValue(billingAccountsAtom);
  const loadAccounts = useSetAtom(loadBillingAccountsAtom);
  const edits = useAtomValue(phoneEditsAtom);
  const edit = useSetAtom(editPhoneAtom);
  const cancel = useSetAtom(cancelPhoneAtom);
  const save = useSetAtom(savePhoneAtom);
  const remove = useSetAtom(deletePhoneAtom);
  const forgetDelete = useSetAtom(forgetPhoneDeleteAtom);
  const [confirmingDelete, setConfirmingDelete] = useState<PhonePurpose | null>(null);
  const reset = useSetAtom(resetPhoneEditsAtom);
  useEffect(() => reset, [reset]);

  // The start-up loads the accounts for every signed-in page; this covers a page opened before it has.
  const notLoaded = accounts.status === 'UNINITIALIZED';
  useEffect(() => {
    if (notLoaded) void loadAccounts();
  }, [loadAccounts, notLoaded]);

  const phones: PhonesViewProps['phones'] = accounts.data
    ? { status: 'ready', phones: accounts.data.contact.phones }
    : accounts.status === 'ERROR' && accounts.error
      ? { status: 'error', detail: problemMessage(accounts.error) }
      : { status: 'loading' };
  return (
    <PhonesView
      phones={phones}
      edits={edits}
      onEdit={edit}
      onCancel={cancel}
      onSave={(purpose, typed) => void save(purpose, typed)}
      confirmingDelete={confirmingDelete}
      onConfirmingDeleteChange={(purpose) => {
        if (purpose) forgetDelete(purpose);
        setConfirmingDelete(purpose);
      }}
      onDelete={(purpose) => void remove(purpose).then((deleted) => deleted && setConfirmingDelete(null))}
      onRetryLoad={() => void loadAccounts()}
    />
  );
}
