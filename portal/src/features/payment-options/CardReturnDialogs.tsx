import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readCardReturn, searchWithoutCardReturn } from '../../services/card-return/card-return.js';
import { savedCardQuery } from '../../services/cards/atoms.js';
import {
  cardSuccessAtom,
  dismissRecurringCardPromptAtom,
  readPaymentOptionsReturnAtom,
  recurringCardPromptAtom,
  recurringCardUpdate,
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
  // Loaded again by the return, and shown by the saved card section.
  const newCard = useAtomValue(savedCardQuery.dataAtom).data?.card ?? null;
  const update = useAtomValue(recurringCardUpdate.stateAtom);
  const updateRecurringCard = useSetAtom(recurringCardUpdate.mutateAtom);
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
      isPromptOpen={prompt.isOpen}
      update={update}
      newCard={newCard}
      onUpdateRecurringCard={() => void updateRecurringCard()}
      onDismissPrompt={dismissPrompt}
      returnFocusRefs={returnFocusRefs}
    />
  );
}
