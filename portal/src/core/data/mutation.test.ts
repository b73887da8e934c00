import type { Problem } from '@harakeke/contract';
import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { ApiProblem } from '../../api/call-api.js';
import { mutation, mutationFamily } from './mutation.js';

const conflict: Problem = { type: '/error/conflict', title: 'In use', status: 409 };

describe('mutation', () => {
  it('sends a write once while it is under way, reloads what it changed, then shows success', async () => {
    const store = createStore();
    const order: string[] = [];
    const save = mutation({
      run: async (name: string) => {
        order.push(`save ${name}`);
        return name.toUpperCase();
      },
      onSuccess: async () => {
        order.push('reload');
      },
    });
    const [first, second] = await Promise.all([store.set(save.mutateAtom, 'a'), store.set(save.mutateAtom, 'b')]);
    expect([first, second]).toEqual(['A', null]);
    expect(order).toEqual(['save a', 'reload']);
    expect(store.get(save.stateAtom)).toEqual({ status: 'success', data: 'A', error: null });
    store.set(save.resetAtom);
    expect(store.get(save.stateAtom).status).toBe('idle');
  });

  it('keeps the parsed problem of a failed write', async () => {
    const store = createStore();
    const onError = vi.fn();
    const save = mutation({ run: () => Promise.reject(new ApiProblem(conflict)), onError });
    expect(await store.set(save.mutateAtom, undefined)).toBeNull();
    expect(store.get(save.stateAtom)).toEqual({ status: 'error', data: null, error: conflict });
    expect(onError).toHaveBeenCalledWith(conflict, undefined, expect.anything());
  });

  it('keeps one state per key, so one phone’s delete does not hold up another’s', async () => {
    const store = createStore();
    let finish!: () => void;
    const remove = mutationFamily({
      keyOf: (purpose: string) => purpose,
      run: (purpose: string) => (purpose === 'mobile' ? new Promise<void>((r) => (finish = r)) : Promise.resolve()),
    });
    const mobile = store.set(remove.mutateAtom, 'mobile');
    await store.set(remove.mutateAtom, 'home');
    expect(store.get(remove.stateOf('mobile')).status).toBe('pending');
    expect(store.get(remove.stateOf('home')).status).toBe('success');
    finish();
    await mobile;
    expect(store.get(remove.stateOf('mobile')).status).toBe('success');
  });
});
