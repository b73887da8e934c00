import { defineExamples } from '@harakeke/design-system';
import { WIDGET_ERROR_DETAIL } from '../../../widgets/widget-state.js';
import { eligibleExtension, extendedExtension } from '../summary/demo-bill-summary.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';

const noop = () => undefined;

export const creditExtensionActionExamples = defineExamples({
  Eligible: {
    description: 'The current bill can be extended: the button opens the modal.',
    render: () => <CreditExtensionActionView state="ready" data={eligibleExtension} onExtend={noop} />,
  },
  AlreadyExtended: {
    description: 'A bill is extended once; after that, the new due date in words.',
    render: () => <CreditExtensionActionView state="ready" data={extendedExtension} />,
  },
  Overdue: {
    render: () => (
      <CreditExtensionActionView
        state="ready"
        data={{ eligible: false, reason: 'overdue', dueDate: '2026-11-20', newEndDate: null }}
      />
    ),
  },
  NothingDue: {
    render: () => (
      <CreditExtensionActionView
        state="ready"
        data={{ eligible: false, reason: 'nothingDue', dueDate: null, newEndDate: null }}
      />
    ),
  },
  Loading: { render: () => <CreditExtensionActionView state="loading" /> },
  Error: {
    render: () => <CreditExtensionActionView state="error" errorDetail={WIDGET_ERROR_DETAIL} onRetry={noop} />,
  },
});
