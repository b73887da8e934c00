import { atom, type PrimitiveAtom } from 'jotai';
import { uninitialized, type Remote } from './remote.js';

/** One remote-data atom per key, created on first use. */
export type RemoteFamily<T> = (key: string) => PrimitiveAtom<Remote<T>>;

export interface RemoteFamilyOptions {
  /**
   * How many keys' atoms to hold, the most recently created; an older key's atom is forgotten (asked for again, it
   * starts UNINITIALIZED). For keys that never come back, such as the count of site switches (siteDataKeyAtom):
   * without a bound, each switch would keep every earlier site's data for the rest of the session.
   */
  keep?: number;
}

/**
 * Remote data keyed by what it depends on (the selected site, a billing window): another key is another atom,
 * UNINITIALIZED until loaded, so a screen showing it loads afresh without tracking what it showed before.
 * jotai's own `atomFamily` is deprecated in the installed jotai (it warns, pointing to the jotai-family package);
 * a map of atoms by key is all the portal needs of it.
 */
export function remoteFamily<T>({ keep = Infinity }: RemoteFamilyOptions = {}): RemoteFamily<T> {
  const atoms = new Map<string, PrimitiveAtom<Remote<T>>>();
  return (key) => {
    let remote = atoms.get(key);
    if (!remote) {
      remote = atom(uninitialized<T>());
      atoms.set(key, remote);
      // A Map iterates in insertion order: the first keys are the oldest.
      for (const oldest of atoms.keys()) {
        if (atoms.size <= keep) break;
        atoms.delete(oldest);
      }
    }
    return remote;
  };
}
