import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyOnIntent } from './lazy-on-intent.js';

const Greeting = ({ name }: { name: string }) => <p>Kia ora {name}</p>;

describe('lazyOnIntent', () => {
  it('loads the code once, whether preloaded first or rendered first', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const Lazy = lazyOnIntent(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Aroha" />
      </Suspense>,
    );
    expect(await screen.findByText('Kia ora Aroha')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = lazyOnIntent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Tama" />
      </Suspense>,
    );
    expect(await screen.findByText('Kia ora Tama')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
