import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { noAction } from '../atoms.js';
import { demoCard } from '../demo-payment-options.js';
import { SavedCardView, type SavedCardViewProps } from './SavedCardView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };

/** The saved card section in a state: the demo card, nothing under way, unless said otherwise. */
function section(props: Partial<SavedCardViewProps> = {}) {
  return (
    <SavedCardView
      card={{ status: 'ready', card: demoCard }}
      paysBills={false}
      cardError={null}
      deleteCard={noAction}
      isRemoveOpen={false}
      onRemoveOpenChange={noop}
      isLeaving={false}
      onAddCard={noop}
      onRemoveCard={noop}
      onRetryLoad={noop}
      {...props}
    />
  );
}

/** The saved card section's states (spec 1 §3 cardSection, §4 delete card, §8 card errors). */
export const savedCardExamples = defineExamples({
  Loading: {
    description: 'The saved card is loading.',
    render: () => section({ card: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The card-loading error (spec 1 §8), with a retry.',
    render: () => section({ card: { status: 'error' } }),
  },
  NoCard: {
    description: 'No saved card: adding one is the main action.',
    render: () => section({ card: { status: 'ready', card: null } }),
  },
  Card: {
    description: 'The saved card in words, to replace or remove.',
    render: () => section(),
  },
  CardPaysBills: {
    description: 'The card pays the bills: it cannot be removed (the server refuses), and the section says why.',
    render: () => section({ paysBills: true }),
  },
  RemoveConfirm: {
    description: 'The removal’s confirmation.',
    render: () => section({ isRemoveOpen: true }),
  },
  Removing: {
    description: 'The removal is on its way: its button is pending.',
    render: () => section({ isRemoveOpen: true, deleteCard: { status: 'loading', error: null } }),
  },
  RemoveFailed: {
    description: 'The removal failed: the error in the confirmation, which stays open to try again.',
    render: () => section({ isRemoveOpen: true, deleteCard: { status: 'error', error: serverFailure } }),
  },
  Removed: {
    description: 'The card was removed and the card loaded again: the success banner, and no card.',
    render: () => section({ card: { status: 'ready', card: null }, deleteCard: { status: 'success', error: null } }),
  },
  AddDeclined: {
    description: 'Back from the card page with the card declined: the card error (spec 1 §8).',
    render: () => section({ card: { status: 'ready', card: null }, cardError: { kind: 'declined' } }),
  },
  AddCancelled: {
    description: 'Back from the card page, which the customer cancelled: nothing has changed.',
    render: () => section({ cardError: { kind: 'cancelled' } }),
  },
  Leaving: {
    description: 'The browser is on its way to the card page: the button pending.',
    render: () => section({ isLeaving: true }),
  },
});
