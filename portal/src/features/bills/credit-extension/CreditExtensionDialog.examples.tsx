import type { CreditExtension, Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { IDLE_MUTATION, type MutationState } from '../../../core/data/mutation.js';
import { eligibleExtension, extendedExtension } from '../summary/demo-bill-summary.js';
import { CreditExtensionActionView } from './CreditExtensionActionView.js';
import { CreditExtensionDialogView, type CreditExtensionDialogViewProps } from './CreditExtensionDialogView.js';

const noop = () => undefined;
/** The request failed with the problem the server answered. */
const failed = (error: Problem): MutationState<CreditExtension> => ({
  status: 'error',
  data: null,
  error,
});

/**
 * The modal open in a state, over the button that opens it: the modal renders in a portal once its code has
 * loaded, so the button is what a server's markup holds.
 */
function dialog({ request, offer = eligibleExtension }: Pick<CreditExtensionDialogViewProps, 'request' | 'offer'>) {
  return (
    <>
      <CreditExtensionActionView load={{ status: 'ready', data: eligibleExtension }} onExtend={noop} />
      <CreditExtensionDialogView isOpen request={request} offer={offer} onOpenChange={noop} onConfirm={noop} />
    </>
  );
}

export const creditExtensionDialogExamples = defineExamples({
  Offer: {
    description: 'The offer: the due date moves 14 days, to the date shown.',
    render: () => dialog({ request: IDLE_MUTATION }),
  },
  Extending: {
    description: 'The request is on its way: the confirm button is pending, a second press sends nothing.',
    render: () => dialog({ request: { status: 'pending', data: null, error: null } }),
  },
  Extended: {
    render: () => dialog({ request: { status: 'success', data: extendedExtension, error: null } }),
  },
  Refused: {
    description: 'The server refused (409): its reason, and nothing to retry.',
    render: () =>
      dialog({
        request: failed({
          type: '/error/conflict',
          status: 409,
          title: 'Conflict',
          detail: 'This bill’s due date has been extended already.',
        }),
      }),
  },
  Failed: {
    description: 'Any other failure: the detail and a retry.',
    render: () => dialog({ request: failed({ type: '/error/default', status: 500, title: 'Something went wrong' }) }),
  },
});
