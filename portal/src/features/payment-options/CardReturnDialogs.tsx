import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readCardReturn, searchWithoutCardReturn } from '../../services/card-return/card-return.js';
import {
  cardSuccessAtom,
  dismissRecurringCardPromptAtom,
  readPaymentOptionsReturnAtom,
  recurringCardPromptAtom,
  savedCardAtom,
  updateRecurringCardAtom,
} from './atoms.js';
import { CardReturnDialogsView } from './CardReturnDialogsView.js';

export interface CardReturnDialogsProps {
  /** Where focus goes when a dialog the return opened closes: the section the card page changed. */
  returnFocusRefs: { savedCard: RefObject<HTMLElement | null>; recurring: RefObject<HTMLElement | null> };
}

/**
 * spec 1 §4 card return flow on the payment options screen: reads a return from the address once, clears it with
 * replace (so a reload or Back does not show it again), and shows what the table says.
 */
export function CardReturnDialogs({ returnFocusRefs }: CardReturnDialogsProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const readReturn = useSetAtom(readPaymentOptionsReturnAtom);
  const [success, setSuccess] = useAtom(cardSuccessAtom);
  const prompt = useAtomValue(recurringCardPromptAtom);
  const newCard = useAtomValue(savedCardAtom).data?.card ?? null;
  const updateRecurringCard = useSetAtom(updateRecurringCardAtom);
  const dismissPrompt = useSetAtom(dismissRecurringCardPromptAtom);

  useEffect(() => {
    const cardReturn = readCardReturn(search);
    if (!cardReturn) return;
    void navigate({ pathname, search: searchWithoutCardReturn(search), hash }, { replace: true });
    void readReturn(cardReturn);
  }, [pathname, search, hash, navigate, readReturn]);

  return (
    <CardReturnDialogsView
      success={success}
      onSuccessClose={() => setSuccess(null)}
      prompt={prompt}
      newCard={newCard}
      onUpdateRecurringCard={() => void updateRecurringCard()}
      onDismissPrompt={dismissPrompt}
      returnFocusRefs={returnFocusRefs}
    />
  );
}
