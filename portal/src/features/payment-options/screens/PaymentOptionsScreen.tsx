import { Heading, Stack } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { siteDataKeyAtom } from '../../../core/user-details/atoms.js';
import { resetPaymentOptionsOutcomesAtom } from '../atoms.js';
import { CardReturnDialogs } from '../CardReturnDialogs.js';
import { directDebitSetup } from '../direct-debit/atoms.js';
import { RecurringSection } from '../recurring/RecurringSection.js';
import { SavedCardSection } from '../saved-card/SavedCardSection.js';

/**
 * /account/profile/payment-options (spec 1 §2 payment options screen): how the bills are paid automatically (the
 * current recurring payment, or setting one up by direct debit or card), the saved card, and what a return from the
 * card page says (spec 1 §4).
 */
export function PaymentOptionsScreen() {
  // Focus targets for dialogs whose button is gone when they close (a cancelled payment, a removed card) or that the
  // page opened (a return from the card page): what each section says, inside its region.
  const recurringRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const site = useAtomValue(siteDataKeyAtom);
  const resetOutcomes = useSetAtom(resetPaymentOptionsOutcomesAtom);
  const resetDirectDebitSetup = useSetAtom(directDebitSetup.resetAtom);
  useEffect(
    () => () => {
      // Leaving the screen or the account: the outcomes shown were this account's (what was typed is kept).
      resetOutcomes();
      resetDirectDebitSetup();
    },
    [site, resetOutcomes, resetDirectDebitSetup],
  );
  return (
    <Stack gap="6">
      <Heading level={1}>Payment options</Heading>
      <RecurringSection focusRef={recurringRef} />
      <SavedCardSection focusRef={cardRef} />
      <CardReturnDialogs returnFocusRefs={{ savedCard: cardRef, recurring: recurringRef }} />
    </Stack>
  );
}
