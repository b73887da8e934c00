import type { BillingAccounts, UserMetadata } from '@harakeke/contract';
import { atom, type Atom, type WritableAtom } from 'jotai';
import type { KeyedQuery } from '../../core/data/keyed-query.js';
import type { LoadRequest } from '../../core/data/load-remote.js';
import type { Remote } from '../../core/data/remote.js';
import {
  billingAccountsAtom,
  loadBillingAccountsAtom,
  loadMetadataAtom,
  metadataAtom,
} from '../../core/user-details/atoms.js';

/**
 * The session's own data (spec 1 §3 common user details) in the shape a section shows with `useQuery`. It is not a
 * keyedQuery of its own: the start-up loads it once for every signed-in page and other features read the same atoms,
 * so a copy keyed by site would load it twice. `ensure` sends nothing once a load has started (the start-up's, or a
 * section's mounting twice); `refresh` loads it again (a retry).
 */
function sessionQuery<T>(
  dataAtom: Atom<Remote<T>>,
  load: WritableAtom<null, [], Promise<void>>,
): Pick<KeyedQuery<T>, 'dataAtom' | 'loadAtom'> {
  return {
    dataAtom,
    loadAtom: atom(null, async (get, set, request: LoadRequest = 'refresh') => {
      if (request === 'ensure' && get(dataAtom).status !== 'UNINITIALIZED') return;
      await set(load);
    }),
  };
}

/** spec 1 §3 billing accounts: the contact's phones and the selected account's email preferences. */
export const billingAccountsQuery = sessionQuery<BillingAccounts>(billingAccountsAtom, loadBillingAccountsAtom);

/** spec 1 §3 metadata: the login's username, email and its verification. */
export const metadataQuery = sessionQuery<UserMetadata>(metadataAtom, loadMetadataAtom);
