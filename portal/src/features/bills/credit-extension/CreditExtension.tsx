import { useAtomValue, useSetAtom } from 'jotai';
import type { RefObject } from 'react';
import { useWidgetData } from '../../../widgets/widget-state.js';
import {
  creditExtensionAtom,
  creditExtensionEligibilityAtom,
  loadCreditExtensionEligibilityAtom,
  requestCreditExtensionAtom,
  showCreditExtensionAtom,
} from './atoms.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';
import { CreditExtensionDialogView } from './CreditExtensionDialogView.js';

/** 'Extend due date', or why the due date cannot be extended (spec 1 §4). */
export function CreditExtensionAction() {
  const view = useWidgetData(creditExtensionEligibilityAtom, loadCreditExtensionEligibilityAtom);
  const show = useSetAtom(showCreditExtensionAtom);
  return <CreditExtensionActionView {...view} onExtend={() => show(true)} />;
}

/**
 * The credit extension modal (spec 1 §4). Mounted apart from the action: a success reloads every balance shown, the
 * bill summary and the action with it, and the modal must stay to say the new due date.
 */
export function CreditExtensionDialog({ returnFocusRef }: { returnFocusRef?: RefObject<HTMLElement | null> }) {
  const request = useAtomValue(creditExtensionAtom);
  const offer = useAtomValue(creditExtensionEligibilityAtom).data;
  const show = useSetAtom(showCreditExtensionAtom);
  const extend = useSetAtom(requestCreditExtensionAtom);
  return (
    <CreditExtensionDialogView
      request={request}
      offer={offer}
      onOpenChange={show}
      onConfirm={() => void extend()}
      returnFocusRef={returnFocusRef}
    />
  );
}
