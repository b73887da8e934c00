import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearBootIndicatorAfterLoad, POST_LOAD_DELAY_MS } from './boot.js';

afterEach(() => vi.useRealTimers());

describe('the boot indicator', () => {
  it('clears 500 ms after the page has loaded', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="boot" role="status" aria-label="Loading"></div>';
    clearBootIndicatorAfterLoad();
    vi.advanceTimersByTime(POST_LOAD_DELAY_MS - 1);
    expect(document.getElementById('boot')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('boot')).toBeNull();
  });
});
