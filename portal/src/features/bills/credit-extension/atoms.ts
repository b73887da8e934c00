import type { CreditExtension, Problem } from '@harakeke/contract';
import { atom } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { balanceChangedAtom } from '../../../app/user-details/atoms.js';
import { siteWidgetData } from '../../../widgets/widget-state.js';
import { fetchCreditExtension, postCreditExtension } from '../api.js';
import { balanceData } from '../widget-data.js';

/** spec 1 §4: whether the current bill's due date can be extended (and why not), and the date it would move to. */
export const { dataAtom: creditExtensionEligibilityAtom, loadAtom: loadCreditExtensionEligibilityAtom } =
  siteWidgetData<CreditExtension>('creditExtension', fetchCreditExtension, balanceData);

/** spec 1 §3 creditExtension: the request's state while the modal is shown. */
export interface CreditExtensionRequest {
  showModal: boolean;
  loading: boolean;
  success: boolean;
  /** The refusal (a 409 with the server's reason) or failure of the last request; null when there is none. */
  error: Problem | null;
  /** The due date the extension gave, once it succeeded. */
  newEndDate: string | null;
}

const closedRequest: CreditExtensionRequest = {
  showModal: false,
  loading: false,
  success: false,
  error: null,
  newEndDate: null,
};

/** The credit extension modal and its request (spec 1 §3 creditExtension). */
export const creditExtensionAtom = atom<CreditExtensionRequest>(closedRequest);

/** Shows or hides the modal; each opening starts from the offer, not from the last request's outcome. */
export const showCreditExtensionAtom = atom(null, (_get, set, showModal: boolean) =>
  set(creditExtensionAtom, showModal ? { ...closedRequest, showModal: true } : closedRequest),
);

/**
 * Asks for the extension (spec 1 §4): loading, then success with the new end date, or the error (a 409 carries the
 * server's reason). After a success every balance shown is loaded again, the due date having moved.
 */
export const requestCreditExtensionAtom = atom(null, async (get, set) => {
  if (get(creditExtensionAtom).loading) return;
  set(creditExtensionAtom, (state) => ({ ...state, loading: true, error: null }));
  try {
    const extension = await postCreditExtension();
    set(creditExtensionAtom, (state) => ({
      ...state,
      loading: false,
      success: true,
      newEndDate: extension.newEndDate,
    }));
    void set(balanceChangedAtom);
  } catch (error) {
    set(creditExtensionAtom, (state) => ({ ...state, loading: false, error: problemOf(error) }));
  }
});
