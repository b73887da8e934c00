/** What opens and closes the one-off card payment dialog. */
export interface CardPaymentProps {
  /** Whether the payment dialog is open. */
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** Scaffold: replaced by the card payment's own work in this change. */
export function CardPayment(_props: CardPaymentProps) {
  return null;
}
