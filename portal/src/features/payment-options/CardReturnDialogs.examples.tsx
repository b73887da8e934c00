import type { Problem } from '@harakeke/contract';
import { Button, defineExamples } from '@harakeke/design-system';
import type { ReactElement } from 'react';
import { IDLE_MUTATION } from '../../core/data/mutation.js';
import { demoSavedCard } from '../../services/cards/demo-cards.js';
import { CardReturnDialogsView, type CardReturnDialogsViewProps } from './CardReturnDialogsView.js';

const noop = () => undefined;

/**
 * The dialogs a return from the card page opens, in a state. The page opens them itself (no trigger of their own), so
 * a control of the screen stands beside them, as the screen has: a dialog alone has no markup before its scripts run.
 */
function dialogs(props: Partial<CardReturnDialogsViewProps>): ReactElement {
  return (
    <>
      <Button variant="secondary">Replace card</Button>
      <CardReturnDialogsView
        success={null}
        onSuccessClose={noop}
        isPromptOpen={false}
        update={IDLE_MUTATION}
        newCard={demoSavedCard}
        onUpdateRecurringCard={noop}
        onDismissPrompt={noop}
        {...props}
      />
    </>
  );
}

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };

/** spec 1 §4 card return flow's dialogs: the success modal, and the prompt to move the recurring card. */
export const cardReturnDialogsExamples = defineExamples({
  SavedCardSuccess: {
    description: 'A card entered to be saved (sct), with no recurring card to replace: the card is saved.',
    render: () => dialogs({ success: { purpose: 'savedCard' } }),
  },
  RecurringCardSuccess: {
    description: 'A recurring card payment set up on the card page (no sct): the card pays each bill from now on.',
    render: () => dialogs({ success: { purpose: 'recurringCard' } }),
  },
  UpdatePrompt: {
    description: 'A card saved while another card pays the bills (sct and canUpdateCCV): pay them with the new one?',
    render: () => dialogs({ isPromptOpen: true }),
  },
  Updating: {
    description: 'The recurring card is being changed: the button pending, Not now disabled.',
    render: () => dialogs({ isPromptOpen: true, update: { status: 'pending', data: null, error: null } }),
  },
  UpdateFailed: {
    description: 'The change failed: the bills still use the other card, and the prompt stays open to try again.',
    render: () => dialogs({ isPromptOpen: true, update: { status: 'error', data: null, error: serverFailure } }),
  },
});
