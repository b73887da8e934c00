import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  cardReturnPathOf,
  isOneOffPaymentReturn,
  searchWithoutCardReturn,
} from '../../../services/card-return/card-return.js';
import { cardFeeQuery } from '../../../services/cards/atoms.js';
import {
  amountTextAtom,
  cardPayment,
  cardPaymentFormAtom,
  cardPaymentRefusalAtom,
  cardPaymentReturnAtom,
  loadCardPaymentFormAtom,
  payByCardAtom,
  readCardPaymentReturnAtom,
  resetCardPaymentAtom,
} from './atoms.js';
import { CardPaymentView } from './CardPaymentView.js';

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
 * reload does not show it again. The fee and the saved card load when the dialog opens, not with the screen.
 */
export function CardPayment({ isOpen, onOpenChange, returnFocusRef }: CardPaymentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const form = useAtomValue(cardPaymentFormAtom);
  const fee = useAtomValue(cardFeeQuery.dataAtom).data;
  const payment = useAtomValue(cardPayment.stateAtom);
  const refusal = useAtomValue(cardPaymentRefusalAtom);
  const cardReturn = useAtomValue(cardPaymentReturnAtom);
  const [amountText, setAmountText] = useAtom(amountTextAtom);
  const loadForm = useSetAtom(loadCardPaymentFormAtom);
  const retryFee = useSetAtom(cardFeeQuery.loadAtom);
  const pay = useSetAtom(payByCardAtom);
  const readReturn = useSetAtom(readCardPaymentReturnAtom);
  const reset = useSetAtom(resetCardPaymentAtom);

  useEffect(() => {
    if (isOpen) void loadForm();
  }, [isOpen, loadForm]);

  const { pathname, search, hash } = location;
  useEffect(() => {
    if (!isOneOffPaymentReturn(search)) return;
    void navigate({ pathname, search: searchWithoutCardReturn(search), hash }, { replace: true });
    void readReturn();
    onOpenChange(true);
  }, [pathname, search, hash, navigate, readReturn, onOpenChange]);

  return (
    <CardPaymentView
      isOpen={isOpen}
      returnFocusRef={returnFocusRef}
      onOpenChange={(open) => {
        if (!open) reset();
        onOpenChange(open);
      }}
      load={form}
      onRetry={() => void retryFee('refresh')}
      amountText={amountText ?? (fee ? defaultAmountText(fee.amountToPay) : '')}
      onAmountTextChange={setAmountText}
      payment={payment}
      refusal={refusal}
      cardReturn={cardReturn}
      onPay={({ amount, withToken }) =>
        void pay({ amount, withToken, returnPath: cardReturnPathOf({ pathname, search }) })
      }
      onTryAgain={reset}
    />
  );
}
