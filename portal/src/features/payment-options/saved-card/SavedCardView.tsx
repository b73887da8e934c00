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
  LoadFrame,
  Stack,
  Text,
} from '@harakeke/design-system';
import type { RefObject } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';
import type { SavedCardAnswer } from '../../../services/cards/api.js';
import type { CardFlowError } from '../atoms.js';
import { cardText } from '../card-text.js';
import { ParagraphAndButtonSkeleton } from '../paragraph-skeleton.js';
import { cardFlowErrorText } from '../card-text.js';

export interface SavedCardViewProps extends LoadViewProps<SavedCardAnswer> {
  /** Whether the saved card pays the bills (a recurring card payment): it cannot be removed then. */
  paysBills: boolean;
  /** spec 1 §3 cardSection.cardError: adding or replacing the card failed. */
  cardError: CardFlowError | null;
  /** spec 1 §3 deleteCardStatus: the removal's state. */
  removal: MutationState<unknown>;
  /** Whether the removal's confirmation is open. */
  isRemoveOpen: boolean;
  onRemoveOpenChange: (isOpen: boolean) => void;
  /** The browser is on its way to the card page. */
  isLeaving: boolean;
  /** Opens the card page to add a card, or to replace the saved one. */
  onAddCard: () => void;
  /** Removes the saved card (from the confirmation). */
  onRemoveCard: () => void;
  /**
   * The section's focus target, around its content: where focus goes when what had it is gone (the confirmation
   * closing once the card is removed, a return's dialog).
   */
  focusRef?: RefObject<HTMLDivElement | null>;
}

const NO_SAVED_CARD_TEXT = 'You have no saved card. Save one to pay your bills in a few clicks.';

/**
 * spec 1 §3 cardSection: the saved card for one-off payments, its adding or replacing on the card page, and its
 * removal (spec 1 §4 delete card: pending, then the card reloaded and success, or error). A failed load is the
 * card-loading error (spec 1 §8), with a retry.
 */
export function SavedCardView({ load, onRetry, focusRef, ...props }: SavedCardViewProps) {
  return (
    <LoadFrame
      title="Saved card"
      load={load}
      // The section without a saved card, as most customers first see it.
      skeleton={<ParagraphAndButtonSkeleton gap="4" sample={NO_SAVED_CARD_TEXT} />}
      errorTitle="We couldn’t load your saved card"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
    >
      {({ card }) => (
        <div ref={focusRef} tabIndex={-1}>
          <SavedCardContent card={card} returnFocusRef={focusRef} {...props} />
        </div>
      )}
    </LoadFrame>
  );
}

/** The section once the card has loaded: the card or the lack of one, and what can be done with it. */
function SavedCardContent({
  card: saved,
  paysBills,
  cardError,
  removal,
  isRemoveOpen,
  onRemoveOpenChange,
  isLeaving,
  onAddCard,
  onRemoveCard,
  returnFocusRef,
}: Omit<SavedCardViewProps, 'load' | 'onRetry' | 'focusRef'> & {
  card: SavedCard | null;
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}) {
  const removing = removal.status === 'pending';
  const errorText = cardError ? cardFlowErrorText(cardError, 'card') : null;
  return (
    <Stack gap="4">
      {errorText && <ErrorBox title={errorText.title} detail={errorText.detail} />}
      {removal.status === 'success' && !saved && (
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
        <Text>{NO_SAVED_CARD_TEXT}</Text>
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
            {removal.status === 'error' && (
              <ErrorBox title="Your card wasn’t removed" detail={removal.error?.detail ?? 'Please try again.'} />
            )}
          </ConfirmDialog>
        )}
      </Inline>
    </Stack>
  );
}
