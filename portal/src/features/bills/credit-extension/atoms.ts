import type { CreditExtension } from '@harakeke/contract';
import { atom } from 'jotai';
import { keyedQuery } from '../../../core/data/keyed-query.js';
import { mutation } from '../../../core/data/mutation.js';
import { balanceChangedAtom } from '../../../core/user-details/atoms.js';
import { fetchCreditExtension, postCreditExtension } from '../api.js';
import { balanceData } from '../widget-data.js';

/**
 * spec 1 §4: whether the current bill's due date can be extended (and why not), and the date it would move to.
 * Keyed by the balance: a payment or an extension changes the answer.
 */
export const creditExtensionQuery = keyedQuery<CreditExtension>({
  name: 'bills.creditExtension',
  fetch: fetchCreditExtension,
  ...balanceData,
});

/**
 * spec 1 §4 credit extension: asks for the extension; its answer holds the new due date, and a 409 carries the
 * server's reason. After a success every balance shown is loaded again, the due date having moved.
 */
export const creditExtensionRequest = mutation<void, CreditExtension>({
  run: () => postCreditExtension(),
  onSuccess: (_extension, _args, { set }) => set(balanceChangedAtom),
});

/** spec 1 §3 creditExtension showModal: whether the modal is open. */
export const creditExtensionOpenAtom = atom(false);

/** Shows or hides the modal; each opening starts from the offer, not from the last request's outcome. */
export const showCreditExtensionAtom = atom(null, (_get, set, isOpen: boolean) => {
  set(creditExtensionOpenAtom, isOpen);
  set(creditExtensionRequest.resetAtom);
});
