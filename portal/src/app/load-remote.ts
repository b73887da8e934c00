import type { PrimitiveAtom, Setter } from 'jotai';
import { ApiProblem } from '../api/call-api.js';
import { toProblem } from '../api/problems.js';
import type { Remote } from './remote.js';

/**
 * Runs `load` and records its progress in `target`: LOADING the first time, UPDATING when data is
 * already shown (so the screen keeps it), then SUCCESS or ERROR with the parsed error.
 */
export async function loadInto<T>(
  set: Setter,
  target: PrimitiveAtom<Remote<T>>,
  load: () => Promise<T>,
): Promise<void> {
  set(target, (previous) => ({ ...previous, status: previous.data ? 'UPDATING' : 'LOADING', error: null }));
  try {
    const data = await load();
    set(target, { data, status: 'SUCCESS', error: null });
  } catch (error) {
    const problem = error instanceof ApiProblem ? error.problem : toProblem(error);
    set(target, (previous) => ({ ...previous, status: 'ERROR', error: problem }));
  }
}
