import { brandHasAuthoriseTAndC } from '@harakeke/contract';
import { useBrand } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import {
  directDebitFormAtom,
  directDebitSetup,
  setDirectDebitFieldAtom,
  submitDirectDebitAtom,
  touchDirectDebitFieldAtom,
} from './atoms.js';
import { bankMismatchWarning, canSubmitDirectDebit, directDebitFieldStates } from './direct-debit-form.js';
import { DirectDebitFormView } from './DirectDebitFormView.js';

/** The direct debit form of the customer's brand, held in the feature's atoms (spec 1 §3 directDebitForm). */
export function DirectDebitForm() {
  const brand = useBrand();
  const form = useAtomValue(directDebitFormAtom);
  const submit = useAtomValue(directDebitSetup.stateAtom);
  const setField = useSetAtom(setDirectDebitFieldAtom);
  const touch = useSetAtom(touchDirectDebitFieldAtom);
  const send = useSetAtom(submitDirectDebitAtom);
  const fields = directDebitFieldStates(form);
  return (
    <DirectDebitFormView
      brandName={brand.name}
      hasAuthoriseTAndC={brandHasAuthoriseTAndC(brand.id)}
      fields={fields}
      canSubmit={canSubmitDirectDebit(form, brand.id)}
      bankMismatchWarning={bankMismatchWarning(form)}
      submit={submit}
      onChange={(field, value) => setField({ field, value })}
      onBlur={touch}
      onSubmit={() => void send(brand.id)}
    />
  );
}
