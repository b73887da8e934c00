import type { PhonePurpose } from '@harakeke/contract';
import { mapLoad } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import { billingAccountsQuery } from '../../../core/user-details/atoms.js';
import {
  cancelPhoneAtom,
  deletePhone,
  editingPhonesAtom,
  editPhoneAtom,
  forgetPhoneDeleteAtom,
  resetPhoneEditsAtom,
  savePhone,
} from './atoms.js';
import { PhonesView } from './PhonesView.js';

/** spec 1 §3 profile phones, from the billing accounts' contact (core/user-details) and the phones' writes. */
export function PhonesSection() {
  const { load, retry } = useQuery(billingAccountsQuery);
  const editing = useAtomValue(editingPhonesAtom);
  const saves = useAtomValue(savePhone.statesAtom);
  const deletes = useAtomValue(deletePhone.statesAtom);
  const edit = useSetAtom(editPhoneAtom);
  const cancel = useSetAtom(cancelPhoneAtom);
  const save = useSetAtom(savePhone.mutateAtom);
  const remove = useSetAtom(deletePhone.mutateAtom);
  const forgetDelete = useSetAtom(forgetPhoneDeleteAtom);
  const [confirmingDelete, setConfirmingDelete] = useState<PhonePurpose | null>(null);
  const reset = useSetAtom(resetPhoneEditsAtom);
  useEffect(() => reset, [reset]);

  return (
    <PhonesView
      load={mapLoad(load, (accounts) => accounts.contact.phones)}
      onRetry={retry}
      editing={editing}
      saves={saves}
      deletes={deletes}
      onEdit={edit}
      onCancel={cancel}
      onSave={(purpose, typed) => void save({ purpose, typed })}
      confirmingDelete={confirmingDelete}
      onConfirmingDeleteChange={(purpose) => {
        if (purpose) forgetDelete(purpose);
        setConfirmingDelete(purpose);
      }}
      // The confirmation closes once the number is deleted; a refusal shows in it, to try again.
      onDelete={(purpose) => void remove(purpose).then((deleted) => deleted && setConfirmingDelete(null))}
    />
  );
}
