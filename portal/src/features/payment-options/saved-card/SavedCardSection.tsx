import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { cardReturnPathOf } from '../../../services/card-return/card-return.js';
import { useWidgetData } from '../../../widgets/widget-state.js';
import {
  addSavedCardAtom,
  cardErrorAtom,
  deleteCardAtom,
  deleteSavedCardAtom,
  leavingForCardPageAtom,
  loadSavedCardAtom,
  recurringPaymentAtom,
  savedCardAtom,
} from '../atoms.js';
import { SavedCardView, type SavedCardViewProps } from './SavedCardView.js';

export interface SavedCardSectionProps {
  /** The section's focus target once the removal's confirmation closes (its button is gone then). */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/** spec 1 §3 cardSection, from the feature's atoms: the saved card, adding or replacing it, removing it. */
export function SavedCardSection({ returnFocusRef }: SavedCardSectionProps) {
  const { pathname, search } = useLocation();
  const saved = useWidgetData(savedCardAtom, loadSavedCardAtom);
  const recurring = useAtomValue(recurringPaymentAtom).data;
  const cardError = useAtomValue(cardErrorAtom);
  const deleteCard = useAtomValue(deleteCardAtom);
  const leaving = useAtomValue(leavingForCardPageAtom);
  const addCard = useSetAtom(addSavedCardAtom);
  const removeCard = useSetAtom(deleteSavedCardAtom);
  const [removeOpen, setRemoveOpen] = useState(false);

  const card: SavedCardViewProps['card'] =
    saved.state === 'error'
      ? { status: 'error', ...(saved.errorDetail ? { detail: saved.errorDetail } : {}) }
      : saved.data
        ? { status: 'ready', card: saved.data.card }
        : { status: 'loading' };
  const savedCard = saved.data?.card ?? null;
  // The server refuses to remove the card that pays the bills (409): say so instead of offering it.
  const paysBills =
    recurring?.paymentMethod === 'creditCard' && savedCard !== null && recurring.card?.last4 === savedCard.last4;
  return (
    <SavedCardView
      card={card}
      paysBills={paysBills}
      cardError={cardError}
      deleteCard={deleteCard}
      isRemoveOpen={removeOpen}
      onRemoveOpenChange={setRemoveOpen}
      isLeaving={leaving === 'savedCard'}
      onAddCard={() => void addCard(cardReturnPathOf({ pathname, search }))}
      onRemoveCard={() => void removeCard().then((removed) => removed && setRemoveOpen(false))}
      onRetryLoad={() => saved.onRetry?.()}
      returnFocusRef={returnFocusRef}
    />
  );
}
