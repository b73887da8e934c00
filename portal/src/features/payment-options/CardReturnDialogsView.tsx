import type { SavedCard } from '@harakeke/contract';
import { Button, Dialog, DialogClose, ErrorBox, Text } from '@harakeke/design-system';
import { useState, type RefObject } from 'react';
import type { MutationState } from '../../core/data/mutation.js';
import { cardText } from './card-text.js';

export interface CardReturnDialogsViewProps {
  /** spec 1 §4 card return table's success modal: what the card page did, while it shows. */
  success: { purpose: 'savedCard' | 'recurringCard' } | null;
  onSuccessClose: () => void;
  /** spec 1 §4: whether the prompt to pay the bills with the card just saved is open. */
  isPromptOpen: boolean;
  /** spec 1 §4 recurring card update: the update's state, from the prompt. */
  update: MutationState<unknown>;
  /** The card just saved, which the prompt offers (null while it loads). */
  newCard: SavedCard | null;
  /** Moves the recurring payment to the new card. */
  onUpdateRecurringCard: () => void;
  /** Leaves the bills with the card that pays them now. */
  onDismissPrompt: () => void;
  /**
   * Where focus goes when a dialog closes, the page having opened it on the return: the section the card page
   * changed, the saved card's or the recurring payment's.
   */
  returnFocusRefs?: { savedCard: RefObject<HTMLElement | null>; recurring: RefObject<HTMLElement | null> };
}

const successCopy = {
  savedCard: { title: 'Your card is saved', text: 'You can use it to pay your bills from the Bills page.' },
  recurringCard: {
    title: 'Card payments are set up',
    text: 'Your card is saved and will be charged for each bill on its due date.',
  },
} as const;

/** The dialogs a return from the card page opens (spec 1 §4 card return flow): success, or the update prompt. */
export function CardReturnDialogsView({
  success,
  onSuccessClose,
  isPromptOpen,
  update,
  newCard,
  onUpdateRecurringCard,
  onDismissPrompt,
  returnFocusRefs,
}: CardReturnDialogsViewProps) {
  const updating = update.status === 'pending';
  // The last success shown stays while its dialog leaves (and decides where focus returns), after success is null.
  const [lastPurpose, setLastPurpose] = useState(success?.purpose ?? 'savedCard');
  if (success && success.purpose !== lastPurpose) setLastPurpose(success.purpose);
  const shownSuccess = successCopy[lastPurpose];
  return (
    <>
      <Dialog
        title={shownSuccess.title}
        size="sm"
        isOpen={success !== null}
        onOpenChange={(open) => {
          if (!open) onSuccessClose();
        }}
        returnFocusRef={lastPurpose === 'savedCard' ? returnFocusRefs?.savedCard : returnFocusRefs?.recurring}
        footer={
          <DialogClose asChild>
            <Button>Done</Button>
          </DialogClose>
        }
      >
        <Text>{shownSuccess.text}</Text>
      </Dialog>
      <Dialog
        title="Pay your bills with your new card?"
        description={
          newCard
            ? `Your bills are paid by another card. ${cardText(newCard)} can pay them from now on instead.`
            : 'Your bills are paid by another card. Your new card can pay them from now on instead.'
        }
        size="sm"
        isOpen={isPromptOpen}
        onOpenChange={(open) => {
          if (!open && !updating) onDismissPrompt();
        }}
        closeOnOutsidePress={!updating}
        returnFocusRef={returnFocusRefs?.recurring}
        footer={
          <>
            <Button variant="secondary" onClick={onDismissPrompt} isDisabled={updating}>
              Not now
            </Button>
            <Button onClick={onUpdateRecurringCard} isPending={updating}>
              Use new card
            </Button>
          </>
        }
      >
        {update.status === 'error' && (
          <ErrorBox
            title="Your bills still use your other card"
            detail={update.error?.detail ?? 'We couldn’t change the card. Please try again.'}
          />
        )}
      </Dialog>
    </>
  );
}
