import type { Problem } from '@harakeke/contract';
import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '../../api/call-api.js';
import { loadRemote, type LoadRemoteOptions } from './load-remote.js';
import { uninitialized, type Remote } from './remote.js';

const notFound: Problem = { type: '/error/not_found', title: 'Not found', status: 404 };
const down: Problem = { type: '/error/default', title: 'Down', status: 500 };

/** A store with one remote atom, and a load into it whose answer the test gives. */
function setUp<T>(initial: Remote<T> = uninitialized<T>()) {
  const store = createStore();
  const target = atom(initial);
  const statuses: string[] = [];
  store.sub(target, () => statuses.push(store.get(target).status));
  const load = (answer: () => Promise<T>, options?: LoadRemoteOptions<T>) =>
    store.set(atom(null, (get, set) => loadRemote(get, set, target, answer, options)));
  return { current: () => store.get(target), statuses, load };
}

describe('loadRemote', () => {
  it('records LOADING, then SUCCESS with the data', async () => {
    const remote = setUp<string[]>();
    await remote.load(async () => ['a']);
    expect(remote.statuses).toEqual(['LOADING', 'SUCCESS']);
    expect(remote.current()).toEqual({ data: ['a'], status: 'SUCCESS', error: null });
  });

  it('records UPDATING over data already shown, and keeps that data on an error', async () => {
    const remote = setUp<string[]>({ data: ['old'], status: 'SUCCESS', error: null });
    await remote.load(() => Promise.reject(new ApiProblem(down)));
    expect(remote.statuses).toEqual(['UPDATING', 'ERROR']);
    expect(remote.current()).toEqual({ data: ['old'], status: 'ERROR', error: down });
  });

  it('turns any failure into the spec’s error object', async () => {
    const remote = setUp<string>();
    await remote.load(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(remote.current()).toMatchObject({ status: 'ERROR', error: { title: 'No response' } });
  });

  it('records NO_DATA for an empty answer or data with nothing to show, and tells onError only of errors', async () => {
    const onError = vi.fn();
    const isEmptyAnswer = (problem: Problem) => problem.status === 404;
    const remote = setUp<string[]>({ data: ['old'], status: 'SUCCESS', error: null });
    await remote.load(() => Promise.reject(new ApiProblem(notFound)), { isEmptyAnswer, onError });
    expect(remote.current()).toEqual({ data: null, status: 'NO_DATA', error: null });
    await remote.load(async () => [], { isEmptyData: (data) => data.length === 0, onError });
    expect(remote.current()).toEqual({ data: [], status: 'NO_DATA', error: null });
    expect(onError).not.toHaveBeenCalled();
    await remote.load(() => Promise.reject(new ApiProblem(down)), { isEmptyAnswer, onError });
    expect(onError).toHaveBeenCalledWith(down);
  });

  it('starts nothing while a load is under way when asked to skip, and starts again otherwise', async () => {
    const remote = setUp<string>();
    const answers: ((value: string) => void)[] = [];
    const fetch = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
    const first = remote.load(fetch, { skipWhileLoading: true });
    await remote.load(fetch, { skipWhileLoading: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    answers.forEach((answer) => answer('one'));
    await first;
    expect(remote.current().data).toBe('one');
    const again = [remote.load(fetch), remote.load(fetch)];
    expect(fetch).toHaveBeenCalledTimes(3);
    answers.forEach((answer) => answer('two'));
    await Promise.all(again);
  });

  it('sends nothing when asked to ensure data that is loaded, loading or failed, and loads it when not started', async () => {
    const fetch = vi.fn(async () => 'fresh');
    for (const status of ['SUCCESS', 'NO_DATA', 'LOADING', 'UPDATING', 'ERROR'] as const) {
      const remote = setUp<string>({ data: 'shown', status, error: null });
      await remote.load(fetch, { request: 'ensure' });
      expect(remote.current().status).toBe(status);
    }
    expect(fetch).not.toHaveBeenCalled();
    const remote = setUp<string>();
    await remote.load(fetch, { request: 'ensure' });
    expect(remote.current()).toEqual({ data: 'fresh', status: 'SUCCESS', error: null });
    // A retry after the data is in loads it again.
    await remote.load(fetch, { request: 'refresh', skipWhileLoading: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
