import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import { IDLE_MUTATION } from '../../../core/data/mutation.js';
import { demoSavedCard } from '../../../services/cards/demo-cards.js';
import { SavedCardView, type SavedCardViewProps } from './SavedCardView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };

const noCard: SavedCardViewProps['load'] = { status: 'ready', data: { card: null } };

/** The saved card section in a state: the demo card, nothing under way, unless said otherwise. */
function section(props: Partial<SavedCardViewProps> = {}) {
  return (
    <SavedCardView
      load={{ status: 'ready', data: { card: demoSavedCard } }}
      onRetry={noop}
      paysBills={false}
      cardError={null}
      removal={IDLE_MUTATION}
      isRemoveOpen={false}
      onRemoveOpenChange={noop}
      isLeaving={false}
      onAddCard={noop}
      onRemoveCard={noop}
      {...props}
    />
  );
}

/** The saved card section's states (spec 1 §3 cardSection, §4 delete card, §8 card errors). */
export const savedCardExamples = defineExamples({
  Loading: {
    description: 'The saved card is loading.',
    render: () => section({ load: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The card-loading error (spec 1 §8), with a retry.',
    render: () => section({ load: { status: 'error' } }),
  },
  NoCard: {
    description: 'No saved card: adding one is the main action.',
    render: () => section({ load: noCard }),
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
    render: () => section({ isRemoveOpen: true, removal: { status: 'pending', data: null, error: null } }),
  },
  RemoveFailed: {
    description: 'The removal failed: the error in the confirmation, which stays open to try again.',
    render: () => section({ isRemoveOpen: true, removal: { status: 'error', data: null, error: serverFailure } }),
  },
  Removed: {
    description: 'The card was removed and the card loaded again: the success banner, and no card.',
    render: () => section({ load: noCard, removal: { status: 'success', data: null, error: null } }),
  },
  AddDeclined: {
    description: 'Back from the card page with the card declined: the card error (spec 1 §8).',
    render: () => section({ load: noCard, cardError: { kind: 'declined' } }),
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
