import { describe, expect, it } from 'vitest';
import { isLoadBusy, loadOf, mapLoad, type Load } from './load.js';

describe('loadOf', () => {
  it('is ready with the data', () => {
    expect(loadOf([1, 2])).toEqual({ status: 'ready', data: [1, 2] });
  });

  it('is empty when the data has nothing to show', () => {
    const hasNoDays = (days: number[]) => days.length === 0;
    expect(loadOf([], hasNoDays)).toEqual({ status: 'empty' });
    expect(loadOf([3], hasNoDays)).toEqual({ status: 'ready', data: [3] });
  });
});

describe('mapLoad', () => {
  const total = (amounts: number[]) => amounts.reduce((sum, amount) => sum + amount, 0);

  it('turns ready data into what a view shows', () => {
    expect(mapLoad({ status: 'ready', data: [10, 5] }, total)).toEqual({ status: 'ready', data: 15 });
  });

  it('keeps whether the data is updating', () => {
    expect(mapLoad({ status: 'ready', data: [10, 5], isUpdating: true }, total)).toEqual({
      status: 'ready',
      data: 15,
      isUpdating: true,
    });
  });

  it.each<Load<number[]>>([{ status: 'loading' }, { status: 'error', detail: 'Timed out' }, { status: 'empty' }])(
    'passes a $status load through without calling the function',
    (load) => {
      expect(
        mapLoad(load, () => {
          throw new Error('called without data');
        }),
      ).toEqual(load);
    },
  );
});

describe('isLoadBusy', () => {
  it.each<[Load<string>, boolean]>([
    [{ status: 'loading' }, true],
    [{ status: 'ready', data: 'x', isUpdating: true }, true],
    [{ status: 'ready', data: 'x' }, false],
    [{ status: 'ready', data: 'x', isUpdating: false }, false],
    [{ status: 'error' }, false],
    [{ status: 'empty' }, false],
  ])('%o is busy: %s', (load, busy) => {
    expect(isLoadBusy(load)).toBe(busy);
  });
});
