import { defineExamples } from '@harakeke/design-system';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { demoDirectDebitPayment, demoNoRecurringPayment, demoRecurringOptions } from '../demo-payment-options.js';
import { RecurringView, type RecurringViewProps } from './RecurringView.js';

const noop = () => undefined;

/** The automatic payments section in a state: no recurring payment, the setup closed, nothing done, unless said. */
export function recurringSection(props: Partial<RecurringViewProps> = {}) {
  return (
    <RecurringView
      load={{ status: 'ready', data: demoNoRecurringPayment }}
      onRetry={noop}
      options={demoRecurringOptions}
      cancel={IDLE_MUTATION}
      isConfirmOpen={false}
      onConfirmOpenChange={noop}
      onCancel={noop}
      isDirectDebitSetUp={false}
      isRecurringCardUpdated={false}
      isSetupShown={false}
      onOpenSetup={noop}
      setup={null}
      {...props}
    />
  );
}

const done = { status: 'success', data: null, error: null } as const;

/**
 * The automatic payments section's states (spec 1 §2 and §3 recurringPayments): its load, and what it says around the
 * current payment and the setup (their own states are CurrentRecurringPayment's and RecurringSetup's).
 */
export const recurringExamples = defineExamples({
  Loading: {
    description: 'The recurring payment is loading.',
    render: () => recurringSection({ load: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The recurring payment failed to load: the customer text (spec 2 §8), with a retry.',
    render: () => recurringSection({ load: { status: 'error' } }),
  },
  NotSetUp: {
    description: 'No recurring payment: the best discount on offer, and setting one up.',
    render: () => recurringSection(),
  },
  Cancelled: {
    description: 'The recurring payment was just cancelled: said, and another can be set up.',
    render: () => recurringSection({ cancel: done }),
  },
  DirectDebitSetUp: {
    description: 'A direct debit was just set up: said above it.',
    render: () =>
      recurringSection({ load: { status: 'ready', data: demoDirectDebitPayment }, isDirectDebitSetUp: true }),
  },
});
