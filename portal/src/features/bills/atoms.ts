import type { CreditExtension, Problem } from '@harakeke/contract';
import { atom } from 'jotai';
import { problemOf } from '../../api/call-api.js';
import { balanceChangedAtom, balanceDataKeyAtom } from '../../app/user-details/atoms.js';
import { isNotFound, siteWidgetData } from '../../widgets/widget-state.js';
import { fetchBillSummaryV2, fetchBillSummaryWidget, fetchCreditExtension, postCreditExtension } from './api.js';

// Everything here shows what is owed, so it is keyed by balanceDataKeyAtom: a switch of site, a card payment or a
// credit extension (balanceChangedAtom) loads it afresh, and the dashboard's widget, the hero and the Bills tab
// never show figures from before. A 404 means no billing account is selected: nothing to show, not an error.
const balanceData = { isEmptyAnswer: isNotFound, keyedBy: balanceDataKeyAtom };

/** The dashboard's billSummary widget (spec 1 §7): the balance and due date. */
export const { dataAtom: billSummaryWidgetAtom, loadAtom: loadBillSummaryWidgetAtom } = siteWidgetData(
  'billSummary',
  fetchBillSummaryWidget,
  balanceData,
);

/** spec 1 §3 bill summary (billsummaryv2, currentBillPeriod, accountSummary, promotion) of the Bills tab. */
export const { dataAtom: billSummaryV2Atom, loadAtom: loadBillSummaryV2Atom } = siteWidgetData(
  'billSummaryV2',
  fetchBillSummaryV2,
  balanceData,
);

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
