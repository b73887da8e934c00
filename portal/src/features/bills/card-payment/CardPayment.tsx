import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  cardReturnPathOf,
  readCardReturn,
  searchWithoutCardReturn,
} from '../../../services/card-return/card-return.js';
import {
  amountTextAtom,
  cardPaymentAtom,
  cardPaymentFeeAtom,
  loadCardPaymentFormAtom,
  payByCardAtom,
  readCardPaymentReturnAtom,
  resetCardPaymentAtom,
  retryCardPaymentFeeAtom,
  savedCardAtom,
} from './atoms.js';
import { CardPaymentView, type CardPaymentFormLoad } from './CardPaymentView.js';

/** What opens and closes the one-off card payment dialog. */
export interface CardPaymentProps {
  /** Whether the payment dialog is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Where focus goes when the dialog closes and what opened it is gone, or nothing did (a return from the card page). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** The amount field shows what was typed, or the amount to pay until something is (nothing when in credit). */
const defaultAmountText = (amountToPay: number) => (amountToPay > 0 ? amountToPay.toFixed(2) : '');

/**
 * Paying by card, one-off (spec 1 §3 cardPayment, §4 card return flow): the dialog, opened by the screen, and the
 * return from the card page, read on the page it lands on. A return opens the dialog (through `onOpenChange(true)`,
 * as the screen holds `isOpen`) to show the payment's result, and leaves the address without its parameters, so a
 * reload does not show it again.
 */
export function CardPayment({ isOpen, onOpenChange, returnFocusRef }: CardPaymentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const fee = useAtomValue(cardPaymentFeeAtom);
  const savedCard = useAtomValue(savedCardAtom);
  const payment = useAtomValue(cardPaymentAtom);
  const [amountText, setAmountText] = useAtom(amountTextAtom);
  const loadForm = useSetAtom(loadCardPaymentFormAtom);
  const retryFee = useSetAtom(retryCardPaymentFeeAtom);
  const pay = useSetAtom(payByCardAtom);
  const readReturn = useSetAtom(readCardPaymentReturnAtom);
  const reset = useSetAtom(resetCardPaymentAtom);

  useEffect(() => {
    if (isOpen) void loadForm();
  }, [isOpen, loadForm]);

  const { pathname, search, hash } = location;
  useEffect(() => {
    const cardReturn = readCardReturn(search);
    // A one-off payment is never a secure card transaction: a return with sct is a payment option's (spec 1 §4).
    if (!cardReturn || cardReturn.sct) return;
    void navigate({ pathname, search: searchWithoutCardReturn(search), hash }, { replace: true });
    void readReturn();
    onOpenChange(true);
  }, [pathname, search, hash, navigate, readReturn, onOpenChange]);

  // The form waits for a fresh fee (the balance may have changed since it last loaded) and for the saved card; a saved
  // card that failed to load leaves another card to pay with, while the fee is needed to pay at all.
  const savedCardSettled = savedCard.status !== 'UNINITIALIZED' && savedCard.status !== 'LOADING';
  const form: CardPaymentFormLoad =
    fee.status === 'SUCCESS' && fee.data && savedCardSettled
      ? { status: 'ready', fee: fee.data, savedCard: savedCard.data ?? null }
      : fee.status === 'ERROR'
        ? { status: 'error', ...(fee.error?.detail ? { detail: fee.error.detail } : {}) }
        : { status: 'loading' };

  return (
    <CardPaymentView
      isOpen={isOpen}
      returnFocusRef={returnFocusRef}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      form={form}
      amountText={amountText ?? (fee.data ? defaultAmountText(fee.data.amountToPay) : '')}
      onAmountTextChange={setAmountText}
      payment={payment}
      onPay={({ amount, withToken }) =>
        void pay({ amount, withToken, returnPath: cardReturnPathOf({ pathname, search }) })
      }
      onRetryLoad={() => void retryFee()}
      onTryAgain={reset}
    />
  );
}
