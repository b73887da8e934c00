import type { SavedCard } from '@harakeke/contract';
import {
  Banner,
  Button,
  ConfirmDialog,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  ErrorBox,
  Inline,
  Skeleton,
  Stack,
  Text,
} from '@harakeke/design-system';
import type { RefObject } from 'react';
import type { ActionState, CardFlowError } from '../atoms.js';
import { cardText } from '../card-text.js';
import { cardFlowErrorText } from '../recurring/RecurringSetupView.js';

export interface SavedCardViewProps {
  /** Loading, the card-loading error (spec 1 §8), or the saved card (null when there is none). */
  card: { status: 'loading' } | { status: 'error'; detail?: string } | { status: 'ready'; card: SavedCard | null };
  /** Whether the saved card pays the bills (a recurring card payment): it cannot be removed then. */
  paysBills: boolean;
  /** spec 1 §3 cardSection.cardError: adding or replacing the card failed. */
  cardError: CardFlowError | null;
  /** spec 1 §3 deleteCardStatus. */
  deleteCard: ActionState;
  /** Whether the removal's confirmation is open. */
  isRemoveOpen: boolean;
  onRemoveOpenChange: (isOpen: boolean) => void;
  /** The browser is on its way to the card page. */
  isLeaving: boolean;
  /** Opens the card page to add a card, or to replace the saved one. */
  onAddCard: () => void;
  /** Removes the saved card (from the confirmation). */
  onRemoveCard: () => void;
  /** Loads the card again after the card-loading error. */
  onRetryLoad: () => void;
  /** Where focus goes when the confirmation closes once the card is removed (its button is gone then). */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * spec 1 §3 cardSection: the saved card for one-off payments, its adding or replacing on the card page, and its
 * removal (spec 1 §4 delete card: loading, then the card reloaded and success, or error).
 */
export function SavedCardView({
  card,
  paysBills,
  cardError,
  deleteCard,
  isRemoveOpen,
  onRemoveOpenChange,
  isLeaving,
  onAddCard,
  onRemoveCard,
  onRetryLoad,
  returnFocusRef,
}: SavedCardViewProps) {
  if (card.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton variant="text" lines={2} />
      </Stack>
    );
  }
  if (card.status === 'error') {
    return (
      <ErrorBox
        title="We couldn’t load your saved card"
        detail={card.detail ?? 'Please try again.'}
        onRetry={onRetryLoad}
        retryLabel="Try again"
      />
    );
  }
  const saved = card.card;
  const removing = deleteCard.status === 'loading';
  const errorText = cardError ? cardFlowErrorText(cardError, 'card') : null;
  return (
    <Stack gap="4">
      {errorText && <ErrorBox title={errorText.title} detail={errorText.detail} />}
      {deleteCard.status === 'success' && !saved && (
        <Banner tone="success" isDismissable={false} announce>
          Your card has been removed.
        </Banner>
      )}
      {saved ? (
        <DescriptionList>
          <DescriptionTerm>Card</DescriptionTerm>
          <DescriptionDetails>{cardText(saved)}</DescriptionDetails>
          <DescriptionTerm>Name on card</DescriptionTerm>
          <DescriptionDetails>{saved.holder}</DescriptionDetails>
          <DescriptionTerm>Expires</DescriptionTerm>
          <DescriptionDetails>{saved.expiry}</DescriptionDetails>
        </DescriptionList>
      ) : (
        <Text>You have no saved card. Save one to pay your bills in a few clicks.</Text>
      )}
      {saved && paysBills && (
        <Text size="sm" tone="muted">
          This card pays your bills, so it can’t be removed. To remove it, cancel your recurring payment first.
        </Text>
      )}
      <Inline gap="3" wrap>
        <Button variant={saved ? 'secondary' : 'primary'} onClick={onAddCard} isPending={isLeaving}>
          {saved ? 'Replace card' : 'Add a card'}
        </Button>
        {saved && !paysBills && (
          <ConfirmDialog
            title="Remove your saved card?"
            description={`${cardText(saved)} will no longer be saved for payments.`}
            keepLabel="Keep card"
            confirmLabel="Remove card"
            onConfirm={onRemoveCard}
            isPending={removing}
            trigger={<Button variant="secondary">Remove card</Button>}
            isOpen={isRemoveOpen}
            onOpenChange={onRemoveOpenChange}
            returnFocusRef={returnFocusRef}
          >
            {deleteCard.status === 'error' && (
              <ErrorBox title="Your card wasn’t removed" detail={deleteCard.error?.detail ?? 'Please try again.'} />
            )}
          </ConfirmDialog>
        )}
      </Inline>
    </Stack>
  );
}
