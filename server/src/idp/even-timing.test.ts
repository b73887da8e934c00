import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterEvenDelay } from './even-timing.js';

describe('afterEvenDelay', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settledAt = async (work: () => Promise<unknown>) => {
    let settled = false;
    const answer = afterEvenDelay(work, { floorMs: 200, log: () => {} }).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(199);
    const early = settled;
    await vi.advanceTimersByTimeAsync(1);
    await answer;
    return { early, settled };
  };

  it('answers at the floor when the work is quick, when it is slow, and when it fails', async () => {
    const quick = () => Promise.resolve();
    const slow = () => new Promise((resolve) => setTimeout(resolve, 5_000));
    const failing = () => Promise.reject(new Error('no database'));
    for (const work of [quick, slow, failing]) expect(await settledAt(work)).toEqual({ early: false, settled: true });
  });

  it('lets slow work carry on after the answer, and logs a failure', async () => {
    const log = vi.fn();
    let finished = false;
    const answer = afterEvenDelay(
      () => new Promise<void>((resolve) => setTimeout(() => resolve(void (finished = true)), 1_000)),
      { floorMs: 200, log },
    );
    await vi.advanceTimersByTimeAsync(200);
    await answer;
    expect(finished).toBe(false);
    await vi.advanceTimersByTimeAsync(800);
    expect(finished).toBe(true);
    const failed = afterEvenDelay(() => Promise.reject(new Error('no database')), { floorMs: 200, log });
    await vi.advanceTimersByTimeAsync(200);
    await failed;
    expect(log).toHaveBeenCalledWith('A mail could not be sent: no database');
  });
});
