import { defineExamples } from '@harakeke/design-system';
import type { CreditExtensionRequest } from '../atoms.js';
import { eligibleExtension } from '../summary/demo-bill-summary.js';
import { CreditExtensionDialogView } from './CreditExtensionDialogView.js';

const noop = () => undefined;
const open: CreditExtensionRequest = { showModal: true, loading: false, success: false, error: null, newEndDate: null };

export const creditExtensionDialogExamples = defineExamples({
  Offer: {
    description: 'The offer: the due date moves 14 days, to the date shown.',
    render: () => (
      <CreditExtensionDialogView request={open} offer={eligibleExtension} onOpenChange={noop} onConfirm={noop} />
    ),
  },
  Extending: {
    description: 'The request is on its way: the confirm button is pending, a second press sends nothing.',
    render: () => (
      <CreditExtensionDialogView
        request={{ ...open, loading: true }}
        offer={eligibleExtension}
        onOpenChange={noop}
        onConfirm={noop}
      />
    ),
  },
  Extended: {
    render: () => (
      <CreditExtensionDialogView
        request={{ ...open, success: true, newEndDate: '2026-12-15' }}
        onOpenChange={noop}
        onConfirm={noop}
      />
    ),
  },
  Refused: {
    description: 'The server refused (409): its reason, and nothing to retry.',
    render: () => (
      <CreditExtensionDialogView
        request={{
          ...open,
          error: {
            type: '/error/conflict',
            status: 409,
            title: 'Conflict',
            detail: 'This bill’s due date has been extended already.',
          },
        }}
        offer={eligibleExtension}
        onOpenChange={noop}
        onConfirm={noop}
      />
    ),
  },
  Failed: {
    description: 'Any other failure: the detail and a retry.',
    render: () => (
      <CreditExtensionDialogView
        request={{
          ...open,
          error: { type: '/error/default', status: 500, title: 'Something went wrong' },
        }}
        offer={eligibleExtension}
        onOpenChange={noop}
        onConfirm={noop}
      />
    ),
  },
});
