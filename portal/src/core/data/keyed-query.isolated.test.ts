import type { Problem } from '@harakeke/contract';
import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '../../api/call-api.js';
import { billingAccountsLoadingAtom, siteSelectionAtom } from '../user-details/atoms.js';
import { keyedQuery } from './keyed-query.js';

vi.mock('../analytics/events.js', () => ({ reportClientError: vi.fn() }));
const { reportClientError } = await import('../analytics/events.js');

const down: Problem = { type: '/error/default', title: 'Down', status: 500 };

describe('keyedQuery', () => {
  it('sends one call for the data wanted twice, and none once it is loaded', async () => {
    const store = createStore();
    const fetch = vi.fn(async () => 'answer');
    const query = keyedQuery({ name: 'test', fetch });
    await Promise.all([store.set(query.loadAtom, 'ensure'), store.set(query.loadAtom, 'ensure')]);
    await store.set(query.loadAtom, 'ensure');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: 'answer' });
  });

  it('loads afresh on a switch of site, showing the new site’s data, never the old one’s', async () => {
    const store = createStore();
    let site = 'first';
    const query = keyedQuery({ name: 'test', fetch: async () => site });
    await store.set(query.loadAtom, 'ensure');
    site = 'second';
    store.set(siteSelectionAtom, 1);
    expect(store.get(query.viewAtom)).toEqual({ status: 'loading' });
    await store.set(query.loadAtom, 'ensure');
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: 'second' });
  });

  it('keeps the same site’s data on screen, as updating, while a new parameter loads', async () => {
    const store = createStore();
    const period = atom('2026-10');
    let answer!: (value: string) => void;
    const query = keyedQuery({
      name: 'test',
      params: (get) => get(period),
      fetch: (value) => (value === '2026-10' ? Promise.resolve(value) : new Promise<string>((r) => (answer = r))),
    });
    await store.set(query.loadAtom, 'ensure');
    store.set(period, '2026-11');
    const loading = store.set(query.loadAtom, 'ensure');
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: '2026-10', isUpdating: true });
    answer('2026-11');
    await loading;
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: '2026-11' });
  });

  it('shows only data of the same parameters while a new key loads, when asked to', async () => {
    const store = createStore();
    const period = atom('2026-10');
    const query = keyedQuery({
      name: 'test',
      params: (get) => get(period),
      fetch: async (value) => value,
      showsWhileLoading: 'params',
    });
    await store.set(query.loadAtom, 'ensure');
    store.set(period, '2026-11');
    expect(store.get(query.viewAtom)).toEqual({ status: 'loading' });
    store.set(period, '2026-10');
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: '2026-10', isUpdating: true });
  });

  it('never shows data under parameters chosen while it loaded: the old load stays the old key’s', async () => {
    const store = createStore();
    const period = atom('2026-10');
    let answer!: (value: string) => void;
    const query = keyedQuery({
      name: 'test',
      params: (get) => get(period),
      fetch: (value) => (value === '2026-10' ? new Promise<string>((r) => (answer = r)) : Promise.resolve(value)),
      showsWhileLoading: 'params',
      keep: 2,
    });
    const slow = store.set(query.loadAtom, 'ensure');
    // The customer moves on before October's answer arrives; it arrives while November's is still to be asked for.
    store.set(period, '2026-11');
    answer('2026-10');
    await slow;
    expect(store.get(query.viewAtom)).toEqual({ status: 'loading' });
    await store.set(query.loadAtom, 'ensure');
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: '2026-11' });
    store.set(period, '2026-10');
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: '2026-10' });
  });

  it('waits for the accounts when its parameters come from them, and has nothing to show without them', async () => {
    const store = createStore();
    const window = atom<string | null>(null);
    let accountsIn!: () => void;
    store.set(billingAccountsLoadingAtom, new Promise<void>((resolve) => (accountsIn = resolve)));
    const fetch = vi.fn(async (value: string) => value);
    const query = keyedQuery({ name: 'test', params: (get) => get(window), fetch });
    const loading = store.set(query.loadAtom, 'ensure');
    store.set(window, '2026-10-01/2026-10-31');
    accountsIn();
    await loading;
    expect(fetch).toHaveBeenCalledWith('2026-10-01/2026-10-31', expect.anything());

    const without = keyedQuery({ name: 'test', params: () => null, fetch });
    store.set(billingAccountsLoadingAtom, null);
    await store.set(without.loadAtom, 'ensure');
    expect(store.get(without.viewAtom)).toEqual({ status: 'empty' });
  });

  it('shows an error without the server’s detail, reports it under its name, and a retry loads again', async () => {
    const store = createStore();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new ApiProblem({ ...down, detail: 'stack' }))
      .mockResolvedValue('ok');
    const query = keyedQuery<string>({ name: 'bills.transactions', fetch });
    await store.set(query.loadAtom, 'ensure');
    expect(store.get(query.viewAtom)).toEqual({ status: 'error' });
    expect(reportClientError).toHaveBeenCalledWith('bills.transactions', down.type, 'stack');
    await store.set(query.loadAtom, 'refresh');
    expect(store.get(query.viewAtom)).toEqual({ status: 'ready', data: 'ok' });
  });

  it('answers empty for an empty answer or a failure that means nothing to show', async () => {
    const store = createStore();
    const none = keyedQuery<string[]>({
      name: 'test',
      fetch: async () => [],
      isEmptyData: (list) => list.length === 0,
    });
    const missing = keyedQuery<string>({
      name: 'test',
      fetch: () => Promise.reject(new ApiProblem({ ...down, status: 404 })),
      isEmptyAnswer: (problem) => problem.status === 404,
    });
    await store.set(none.loadAtom, 'ensure');
    await store.set(missing.loadAtom, 'ensure');
    expect(store.get(none.viewAtom)).toEqual({ status: 'empty' });
    expect(store.get(missing.viewAtom)).toEqual({ status: 'empty' });
  });
});
