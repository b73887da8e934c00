import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { remoteFamily } from './remote-family.js';

describe('remoteFamily', () => {
  it('gives one atom per key, UNINITIALIZED until loaded', () => {
    const family = remoteFamily<number>();
    const store = createStore();
    expect(family('site-selection-0')).toBe(family('site-selection-0'));
    expect(family('site-selection-1')).not.toBe(family('site-selection-0'));
    expect(store.get(family('site-selection-1')).status).toBe('UNINITIALIZED');
  });

  it('keeps no more keys than asked: an older key’s data is forgotten, not held for the session', () => {
    const family = remoteFamily<number>({ keep: 1 });
    const store = createStore();
    const first = family('site-selection-0');
    store.set(first, { data: 1, status: 'SUCCESS', error: null });
    const second = family('site-selection-1');
    // The current key's atom stays the same atom.
    expect(family('site-selection-1')).toBe(second);
    // The earlier key's atom is no longer held: asked for again, it is a new one with nothing loaded.
    const again = family('site-selection-0');
    expect(again).not.toBe(first);
    expect(store.get(again).status).toBe('UNINITIALIZED');
  });
});
