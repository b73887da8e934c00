import { atom, type Getter } from 'jotai';
import type { KeyedQuery } from '../../core/data/keyed-query.js';
import { loadFromRemote } from '../../core/data/load.js';
import type { Remote } from '../../core/data/remote.js';

/**
 * A query whose data shows only under what it was loaded for. keyedQuery keeps the same site's data on screen while
 * another key of it loads, which suits a balance loading again after a payment; but the bill period and the
 * transaction history name what they show beside it (the chart's period, the table's range of dates), and another
 * period's or range's data under that name would say what it is not. So a period or range not loaded yet shows as
 * loading, as the first one did, and a retry or a change of the balance still keeps its own data on screen.
 */
export function shownOnlyFor<T>(
  { dataAtom, loadAtom }: KeyedQuery<T>,
  isFor: (data: T, get: Getter) => boolean,
): KeyedQuery<T> {
  const ownDataAtom = atom((get): Remote<T> => {
    const remote = get(dataAtom);
    if (remote.data == null || isFor(remote.data, get)) return remote;
    // Only a key not loaded yet (UNINITIALIZED, so it is still asked for) or loading shows another key's data.
    return { data: null, status: remote.status === 'UNINITIALIZED' ? 'UNINITIALIZED' : 'LOADING', error: null };
  });
  return { dataAtom: ownDataAtom, viewAtom: atom((get) => loadFromRemote(get(ownDataAtom))), loadAtom };
}
