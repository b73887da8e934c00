import { useAtomValue, useSetAtom } from 'jotai';
import type { RefObject } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import {
  creditExtensionOpenAtom,
  creditExtensionQuery,
  creditExtensionRequest,
  showCreditExtensionAtom,
} from './atoms.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';
import { CreditExtensionDialogView } from './CreditExtensionDialogView.js';

/** 'Extend due date', or why the due date cannot be extended (spec 1 §4). */
export function CreditExtensionAction() {
  const { load, retry } = useQuery(creditExtensionQuery);
  const show = useSetAtom(showCreditExtensionAtom);
  return <CreditExtensionActionView load={load} onRetry={retry} onExtend={() => show(true)} />;
}

/**
 * The credit extension modal (spec 1 §4). Mounted apart from the action: a success reloads every balance shown, the
 * bill summary and the action with it, and the modal must stay to say the new due date.
 */
export function CreditExtensionDialog({ returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement | null> }) {
  const isOpen = useAtomValue(creditExtensionOpenAtom);
  const request = useAtomValue(creditExtensionRequest.stateAtom);
  const offer = useAtomValue(creditExtensionQuery.dataAtom).data;
  const show = useSetAtom(showCreditExtensionAtom);
  const extend = useSetAtom(creditExtensionRequest.mutateAtom);
  return (
    <CreditExtensionDialogView
      isOpen={isOpen}
      request={request}
      offer={offer}
      onOpenChange={show}
      onConfirm={() => void extend()}
      returnFocusRef={returnFocusRef}
    />
  );
}
