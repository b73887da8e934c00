import { describe, expect, it } from 'vitest';
import { inTurns } from './in-turns.js';

describe('inTurns', () => {
  it('runs every step in order, a few a task, yielding to the browser between', async () => {
    const ran: number[] = [];
    const done = inTurns(
      [1, 2, 3, 4, 5, 6, 7].map((step) => () => ran.push(step)),
      3,
    );
    // The first turn runs at once, in the caller's task.
    expect(ran).toEqual([1, 2, 3]);
    await done;
    expect(ran).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('lets other work run between turns', async () => {
    const order: string[] = [];
    const done = inTurns([() => order.push('first turn'), () => order.push('second turn')], 1);
    await Promise.resolve();
    order.push('other work');
    await done;
    expect(order).toEqual(['first turn', 'other work', 'second turn']);
  });

  it('runs the steps after one that throws, and then rejects with its error', async () => {
    const ran: string[] = [];
    const done = inTurns(
      [
        () => ran.push('a'),
        () => {
          throw new Error('b failed');
        },
        () => ran.push('c'),
        () => ran.push('d'),
      ],
      2,
    );
    await expect(done).rejects.toThrow('b failed');
    expect(ran).toEqual(['a', 'c', 'd']);
  });
});
