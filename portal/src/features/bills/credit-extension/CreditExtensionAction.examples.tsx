import { defineExamples } from '@harakeke/design-system';
import { eligibleExtension, extendedExtension } from '../summary/demo-bill-summary.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';

const noop = () => undefined;

export const creditExtensionActionExamples = defineExamples({
  Eligible: {
    description: 'The current bill can be extended: the button opens the modal.',
    render: () => <CreditExtensionActionView load={{ status: 'ready', data: eligibleExtension }} onExtend={noop} />,
  },
  AlreadyExtended: {
    description: 'A bill is extended once; after that, the new due date in words.',
    render: () => <CreditExtensionActionView load={{ status: 'ready', data: extendedExtension }} />,
  },
  Overdue: {
    render: () => (
      <CreditExtensionActionView
        load={{
          status: 'ready',
          data: { eligible: false, reason: 'overdue', dueDate: '2026-11-20', newEndDate: null },
        }}
      />
    ),
  },
  NothingDue: {
    render: () => (
      <CreditExtensionActionView
        load={{ status: 'ready', data: { eligible: false, reason: 'nothingDue', dueDate: null, newEndDate: null } }}
      />
    ),
  },
  Loading: { render: () => <CreditExtensionActionView load={{ status: 'loading' }} /> },
  Error: { render: () => <CreditExtensionActionView load={{ status: 'error' }} onRetry={noop} /> },
});
