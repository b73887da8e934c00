import { Card, Heading, Stack } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef } from 'react';
import { siteDataKeyAtom } from '../../../app/user-details/atoms.js';
import { resetPaymentOptionsOutcomesAtom } from '../atoms.js';
import { resetDirectDebitSubmitAtom } from '../direct-debit/atoms.js';
import { CardReturnDialogs } from '../CardReturnDialogs.js';
import { RecurringSection } from '../recurring/RecurringSection.js';
import { SavedCardSection } from '../saved-card/SavedCardSection.js';

/**
 * /account/profile/payment-options (spec 1 §2 payment options screen): how the bills are paid automatically (the
 * current recurring payment, or setting one up by direct debit or card), the saved card, and what a return from the
 * card page says (spec 1 §4).
 */
export function PaymentOptionsScreen() {
  const recurringHeadingId = useId();
  const cardHeadingId = useId();
  // Focus targets for dialogs whose button is gone when they close (a cancelled payment, a removed card) or that the
  // page opened (a return from the card page).
  const recurringRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const site = useAtomValue(siteDataKeyAtom);
  const resetOutcomes = useSetAtom(resetPaymentOptionsOutcomesAtom);
  const resetDirectDebitSubmit = useSetAtom(resetDirectDebitSubmitAtom);
  useEffect(
    () => () => {
      // Leaving the screen or the account: the outcomes shown were this account's (what was typed is kept).
      resetOutcomes();
      resetDirectDebitSubmit();
    },
    [site, resetOutcomes, resetDirectDebitSubmit],
  );
  return (
    <Stack gap="6">
      <Heading level={1}>Payment options</Heading>
      <Card labelledBy={recurringHeadingId}>
        <div ref={recurringRef} tabIndex={-1}>
          <Heading level={2} id={recurringHeadingId}>
            Automatic payments
          </Heading>
          <RecurringSection returnFocusRef={recurringRef} />
        </div>
      </Card>
      <Card labelledBy={cardHeadingId}>
        <div ref={cardRef} tabIndex={-1}>
          <Heading level={2} id={cardHeadingId}>
            Saved card
          </Heading>
          <SavedCardSection returnFocusRef={cardRef} />
        </div>
      </Card>
      <CardReturnDialogs returnFocusRefs={{ savedCard: cardRef, recurring: recurringRef }} />
    </Stack>
  );
}
