import type { RecurringPayment } from '@harakeke/contract';
import { Skeleton, VisuallyHidden, type Load } from '@harakeke/design-system';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import { lazyScreen } from '../../../core/code-loading/lazy-screen.js';
import { useQuery } from '../../../core/data/keyed-query.js';
import {
  isRecurringActive,
  recurringCardUpdate,
  recurringFormShownAtom,
  recurringOptionsQuery,
  recurringPaymentCancellation,
  recurringPaymentQuery,
} from '../atoms.js';
import { directDebitSetup } from '../direct-debit/atoms.js';
import { RecurringView } from './RecurringView.js';

export interface RecurringSectionProps {
  /** The section's focus target (around its content) once what had focus is gone, e.g. a dialog's button. */
  focusRef: RefObject<HTMLDivElement | null>;
}

/**
 * The setup's code, loaded when the customer opens it or the page shows it, and fetched ahead as a pointer rests on
 * or focus reaches 'Set up automatic payments' (docs/performance.md): its form controls are a third of the page's
 * JavaScript.
 */
const RecurringSetup = lazyScreen(() => import('./RecurringSetup.js'), 'RecurringSetup');

/** The setup's place while its code arrives. */
const setupArriving = (
  <div role="status">
    <VisuallyHidden>Loading the setup</VisuallyHidden>
    <Skeleton variant="block" height="lg" />
  </div>
);

/**
 * spec 1 §2 and §3 recurringPayments, from the feature's atoms: the current recurring payment with its cancelling,
 * or, when there is none and the form flag is on, the payment type choice and that type's form.
 */
export function RecurringSection({ focusRef }: RecurringSectionProps) {
  const recurring = useQuery(recurringPaymentQuery);
  const optionsQuery = useQuery(recurringOptionsQuery);
  const options = optionsQuery.remote.data ?? null;
  // Without a recurring payment, the section's paragraph names the best discount the options give: it waits for them
  // (or their failure), so it does not grow by a line under the customer's eyes when they arrive after the payment.
  const load: Load<RecurringPayment> =
    recurring.load.status === 'ready' &&
    !isRecurringActive(recurring.load.data) &&
    options === null &&
    optionsQuery.load.status === 'loading'
      ? { status: 'loading' }
      : recurring.load;
  const cancel = useAtomValue(recurringPaymentCancellation.stateAtom);
  const cancelRecurring = useSetAtom(recurringPaymentCancellation.mutateAtom);
  const [formShown, setFormShown] = useAtom(recurringFormShownAtom);
  const directDebitSetUp = useAtomValue(directDebitSetup.stateAtom).status === 'success';
  const recurringCardUpdated = useAtomValue(recurringCardUpdate.stateAtom).status === 'success';
  const [confirmOpen, setConfirmOpen] = useState(false);
  useEffect(() => {
    // The form that had focus is gone once the direct debit is set up: the section, with its message, takes it.
    if (directDebitSetUp) focusRef.current?.focus();
  }, [directDebitSetUp, focusRef]);
  // 'Set up automatic payments' goes as the setup replaces it, which would drop focus to the page: the setup's heading
  // takes it, so the next Tab reaches the payment type. Only when the customer opened it, not when the page shows it.
  const setupHeadingRef = useRef<HTMLDivElement>(null);
  const setupOpenedByCustomer = useRef(false);
  useEffect(() => {
    if (!formShown || !setupOpenedByCustomer.current) return;
    setupOpenedByCustomer.current = false;
    setupHeadingRef.current?.focus();
  }, [formShown]);
  // 'Not now' goes with the setup it closes: the button that opens it again takes focus.
  const setupButtonRef = useRef<HTMLButtonElement>(null);
  const setupClosedByCustomer = useRef(false);
  useEffect(() => {
    if (formShown || !setupClosedByCustomer.current) return;
    setupClosedByCustomer.current = false;
    setupButtonRef.current?.focus();
  }, [formShown]);

  return (
    <RecurringView
      load={load}
      onRetry={recurring.retry}
      options={options}
      cancel={cancel}
      isConfirmOpen={confirmOpen}
      onConfirmOpenChange={setConfirmOpen}
      onCancel={() => void cancelRecurring().then((cancelled) => cancelled && setConfirmOpen(false))}
      focusRef={focusRef}
      isDirectDebitSetUp={directDebitSetUp}
      isRecurringCardUpdated={recurringCardUpdated}
      isSetupShown={formShown}
      onOpenSetup={() => {
        setupOpenedByCustomer.current = true;
        setFormShown(true);
      }}
      setup={
        <Suspense fallback={setupArriving}>
          <RecurringSetup
            onCancel={() => {
              setupClosedByCustomer.current = true;
              setFormShown(false);
            }}
          />
        </Suspense>
      }
      onSetupIntent={RecurringSetup.prefetch}
      setupHeadingRef={setupHeadingRef}
      setupButtonRef={setupButtonRef}
    />
  );
}
