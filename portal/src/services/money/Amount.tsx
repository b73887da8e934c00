import { formatNzd, VisuallyHidden } from '@harakeke/design-system';

export interface AmountProps {
  /** The amount in NZD; its sign is ignored when `isCredit`. */
  amount: number;
  /** Money to the customer (a payment, a credit, a discount): '−$120.00', and 'credit' for screen readers. */
  isCredit?: boolean;
}

/** An amount in NZD with two decimals (spec 1 §9); a credit is said in words too, never by its sign alone. */
export function Amount({ amount, isCredit = false }: AmountProps) {
  if (!isCredit) return formatNzd(amount);
  return (
    <>
      −{formatNzd(Math.abs(amount))}
      <VisuallyHidden elementType="span"> credit</VisuallyHidden>
    </>
  );
}
