import type { Problem } from '@harakeke/contract';
import { atom, type Atom, type Getter, type Setter, type WritableAtom } from 'jotai';
import { problemOf } from '../../api/call-api.js';

/** Where a write is: not sent (or put back), under way, done, or failed with the parsed problem. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error';

/** The one status shape of every write the portal makes (docs/data-layer.md). */
export interface MutationState<R> {
  status: MutationStatus;
  /** The answer of the last write that succeeded. */
  data: R | null;
  /** Why the last write failed (spec 1 §8's error object). */
  error: Problem | null;
}

export const IDLE_MUTATION: MutationState<never> = { status: 'idle', data: null, error: null };

export interface MutationOptions<A, R> {
  /** Sends the write. */
  run: (args: A, tools: { get: Getter; set: Setter }) => Promise<R>;
  /**
   * After the write succeeds, before its success shows: what it changed is loaded again (a query refreshed, a key
   * moved on), so the screen never shows the success beside the data from before.
   */
  onSuccess?: (result: R, args: A, tools: { get: Getter; set: Setter }) => unknown;
  /** After it fails (reported, or a state of the form set). */
  onError?: (problem: Problem, args: A, tools: { get: Getter; set: Setter }) => unknown;
}

/** A write: its state, its send (answers the result, or null when it failed or one was already under way), a reset. */
export interface Mutation<A, R> {
  stateAtom: Atom<MutationState<R>>;
  mutateAtom: WritableAtom<null, [A], Promise<R | null>>;
  /** Back to idle (a dialog closed, a message dismissed). */
  resetAtom: WritableAtom<null, [], void>;
}

/**
 * The one way the portal writes (docs/data-layer.md): a write under way is not sent again (a double click, Enter
 * then click), what it changed is reloaded before its success shows, and a failure keeps the parsed problem.
 */
export function mutation<A, R>(options: MutationOptions<A, R>): Mutation<A, R> {
  const family = mutationFamily<A, R>({ ...options, keyOf: () => '' });
  return {
    stateAtom: family.stateOf(''),
    mutateAtom: family.mutateAtom,
    resetAtom: atom(null, (_get, set) => set(family.resetAtom, '')),
  };
}

/** Writes of one kind made to several things at once (each phone, each download): one state per key. */
export interface MutationFamily<A, R> {
  stateOf: (key: string) => Atom<MutationState<R>>;
  /** Every key's state, for a list. */
  statesAtom: Atom<Readonly<Record<string, MutationState<R>>>>;
  mutateAtom: WritableAtom<null, [A], Promise<R | null>>;
  resetAtom: WritableAtom<null, [key: string], void>;
}

/** A mutation per key: `keyOf(args)` names what the write is made to. */
export function mutationFamily<A, R>({
  keyOf,
  run,
  onSuccess,
  onError,
}: MutationOptions<A, R> & { keyOf: (args: A) => string }): MutationFamily<A, R> {
  const statesAtom = atom<Readonly<Record<string, MutationState<R>>>>({});
  const stateAtoms = new Map<string, Atom<MutationState<R>>>();
  const stateOf = (key: string) => {
    let state = stateAtoms.get(key);
    if (!state) {
      state = atom((get) => get(statesAtom)[key] ?? IDLE_MUTATION);
      stateAtoms.set(key, state);
    }
    return state;
  };
  const mutateAtom = atom(null, async (get, set, args: A): Promise<R | null> => {
    const key = keyOf(args);
    const record = (state: MutationState<R>) => set(statesAtom, (all) => ({ ...all, [key]: state }));
    const previous = get(statesAtom)[key] ?? IDLE_MUTATION;
    if (previous.status === 'pending') return null;
    record({ status: 'pending', data: previous.data, error: null });
    let result: R;
    try {
      result = await run(args, { get, set });
    } catch (error) {
      const problem = problemOf(error);
      record({ status: 'error', data: previous.data, error: problem });
      await onError?.(problem, args, { get, set });
      return null;
    }
    // A reload failing afterwards shows where that data shows; the write itself succeeded.
    await Promise.resolve(onSuccess?.(result, args, { get, set })).catch(() => undefined);
    record({ status: 'success', data: result, error: null });
    return result;
  });
  const resetAtom = atom(null, (_get, set, key: string) =>
    set(statesAtom, (all) => {
      if (!(key in all)) return all;
      const rest = { ...all };
      delete rest[key];
      return rest;
    }),
  );
  return { stateOf, statesAtom, mutateAtom, resetAtom };
}
