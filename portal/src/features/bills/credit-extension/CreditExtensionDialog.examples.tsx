import { defineExamples } from '@harakeke/design-system';
import type { CreditExtensionRequest } from './atoms.js';
import { eligibleExtension } from '../summary/demo-bill-summary.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';
import { CreditExtensionDialogView, type CreditExtensionDialogViewProps } from './CreditExtensionDialogView.js';

const noop = () => undefined;
const open: CreditExtensionRequest = { showModal: true, loading: false, success: false, error: null, newEndDate: null };

/**
 * The modal open in a state, over the button that opens it: the modal renders in a portal once its code has
 * loaded, so the button is what a server's markup holds.
 */
function dialog({ request, offer = eligibleExtension }: Pick<CreditExtensionDialogViewProps, 'request' | 'offer'>) {
  return (
    <>
      <CreditExtensionActionView state="ready" data={eligibleExtension} onExtend={noop} />
      <CreditExtensionDialogView request={request} offer={offer} onOpenChange={noop} onConfirm={noop} />
    </>
  );
}

export const creditExtensionDialogExamples = defineExamples({
  Offer: {
    description: 'The offer: the due date moves 14 days, to the date shown.',
    render: () => dialog({ request: open }),
  },
  Extending: {
    description: 'The request is on its way: the confirm button is pending, a second press sends nothing.',
    render: () => dialog({ request: { ...open, loading: true } }),
  },
  Extended: {
    render: () => dialog({ request: { ...open, success: true, newEndDate: '2026-12-15' } }),
  },
  Refused: {
    description: 'The server refused (409): its reason, and nothing to retry.',
    render: () =>
      dialog({
        request: {
          ...open,
          error: {
            type: '/error/conflict',
            status: 409,
            title: 'Conflict',
            detail: 'This bill’s due date has been extended already.',
          },
        },
      }),
  },
  Failed: {
    description: 'Any other failure: the detail and a retry.',
    render: () =>
      dialog({ request: { ...open, error: { type: '/error/default', status: 500, title: 'Something went wrong' } } }),
  },
});
