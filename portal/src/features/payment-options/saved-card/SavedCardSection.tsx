import { useAtomValue, useSetAtom } from 'jotai';
import { useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '../../../core/data/keyed-query.js';
import { cardReturnPathOf } from '../../../services/card-return/card-return.js';
import { leavingForCardPageAtom, savedCardQuery } from '../../../services/cards/atoms.js';
import { addSavedCardAtom, cardErrorAtom, recurringPaymentQuery, savedCardRemoval } from '../atoms.js';
import { SavedCardView } from './SavedCardView.js';

export interface SavedCardSectionProps {
  /** The section's focus target (around its content) once what had focus is gone, e.g. the removal's button. */
  focusRef: RefObject<HTMLDivElement | null>;
}

/** spec 1 §3 cardSection, from the feature's atoms: the saved card, adding or replacing it, removing it. */
export function SavedCardSection({ focusRef }: SavedCardSectionProps) {
  const { pathname, search } = useLocation();
  const saved = useQuery(savedCardQuery);
  // Loaded by the recurring section beside this one.
  const recurring = useAtomValue(recurringPaymentQuery.dataAtom).data;
  const cardError = useAtomValue(cardErrorAtom);
  const removal = useAtomValue(savedCardRemoval.stateAtom);
  const leaving = useAtomValue(leavingForCardPageAtom);
  const addCard = useSetAtom(addSavedCardAtom);
  const removeCard = useSetAtom(savedCardRemoval.mutateAtom);
  const [removeOpen, setRemoveOpen] = useState(false);

  const savedCard = saved.remote.data?.card ?? null;
  // The server refuses to remove the card that pays the bills (409): say so instead of offering it.
  const paysBills =
    recurring?.paymentMethod === 'creditCard' && savedCard !== null && recurring.card?.last4 === savedCard.last4;
  return (
    <SavedCardView
      load={saved.load}
      onRetry={saved.retry}
      paysBills={paysBills}
      cardError={cardError}
      removal={removal}
      isRemoveOpen={removeOpen}
      onRemoveOpenChange={setRemoveOpen}
      isLeaving={leaving === 'savedCard'}
      onAddCard={() => void addCard(cardReturnPathOf({ pathname, search }))}
      onRemoveCard={() => void removeCard().then((removed) => removed && setRemoveOpen(false))}
      focusRef={focusRef}
    />
  );
}
