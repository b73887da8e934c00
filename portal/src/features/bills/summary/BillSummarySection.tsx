import { useAtomValue } from 'jotai';
import { useState, type RefObject } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { billSummaryV2Query } from './atoms.js';
import { CreditExtensionAction, CreditExtensionDialog } from '../credit-extension/CreditExtension.js';
import { BillDetailsDialog } from '../transactions/BillDetailsDialog.js';
import { BillSummaryV2View } from './BillSummaryV2View.js';

export interface BillSummarySectionProps {
  /** Opens the card payment dialog. */
  onPayNow: () => void;
  /** A pointer rests on, or focus reaches, the button that opens it: time to fetch its code. */
  onPayNowIntent?: () => void;
  /** Where the credit extension modal returns focus when the button that opened it is gone (replaced once used). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * The Bills tab's bill summary (spec 1 §2, §3): loads billSummary/v2 for the selected account (again after a
 * payment or credit extension) and opens the last bill and the credit extension modal from it. Its failure shows
 * here with a retry; the bill period and the transactions below load on their own.
 */
export function BillSummarySection({ onPayNow, onPayNowIntent, returnFocusRef }: BillSummarySectionProps) {
  const { load, retry } = useQuery(billSummaryV2Query);
  const account = useAtomValue(billingAccountsAtom).data?.selectedBillingAccount;
  // The bill shown stays set while its dialog closes, so the dialog can leave with its content.
  const [shownBill, setShownBill] = useState<{ id: string; isOpen: boolean } | null>(null);
  return (
    <>
      <BillSummaryV2View
        load={load}
        onRetry={retry}
        onPayNow={onPayNow}
        onPayNowIntent={onPayNowIntent}
        onViewBill={(id) => setShownBill({ id, isOpen: true })}
        creditExtension={<CreditExtensionAction />}
        buyingGroupName={account?.isBuyingGroup ? account.buyingGroupName : null}
      />
      {shownBill && (
        <BillDetailsDialog
          billId={shownBill.id}
          isOpen={shownBill.isOpen}
          onOpenChange={(isOpen) => setShownBill({ ...shownBill, isOpen })}
        />
      )}
      <CreditExtensionDialog returnFocusRef={returnFocusRef} />
    </>
  );
}
