import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A component whose code loads when it first renders, or earlier, when `preload` says the customer is about to ask. */
export type LazyOnIntent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once): call it on intent, e.g. as a pointer rests on or focus reaches the button. */
  preload(): Promise<unknown>;
};

/**
 * `React.lazy` with a preload (docs/performance.md: forms load when they open, prefetched on intent). A failed load
 * is forgotten, so the next intent or render tries again rather than meeting the same failure.
 */
export function lazyOnIntent<P>(load: () => Promise<ComponentType<P>>): LazyOnIntent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
