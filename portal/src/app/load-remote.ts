import type { PrimitiveAtom, Setter } from 'jotai';
import { startTransition } from 'react';
import { ApiProblem } from '../api/call-api.js';
import { toProblem } from '../api/problems.js';
import type { Remote } from './remote.js';

/**
 * Runs `load` and records its progress in `target`: LOADING the first time, UPDATING when data is
 * already shown (so the screen keeps it), then SUCCESS or ERROR with the parsed error. The answer renders as a
 * transition (see renderAnswer).
 */
export async function loadInto<T>(
  set: Setter,
  target: PrimitiveAtom<Remote<T>>,
  load: () => Promise<T>,
): Promise<void> {
  set(target, (previous) => ({ ...previous, status: previous.data ? 'UPDATING' : 'LOADING', error: null }));
  try {
    const data = await load();
    renderAnswer(() => set(target, { data, status: 'SUCCESS', error: null }));
  } catch (error) {
    const problem = error instanceof ApiProblem ? error.problem : toProblem(error);
    renderAnswer(() => set(target, (previous) => ({ ...previous, status: 'ERROR', error: problem })));
  }
}

/**
 * Records an answer that has arrived: the screens it changes re-render as a React transition, in slices between
 * the browser's other work rather than one long task per answer (a start-up's answers arrive a dozen at once), and
 * a customer's typing or click is never held behind them.
 */
export function renderAnswer(record: () => void): void {
  startTransition(record);
}
