import { lazy, useEffect, useReducer, useRef, useState, type ComponentType, type LazyExoticComponent } from 'react';

/** spec 1 §8: a chunk or stylesheet that has not loaded after this long is a chunk-load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen's code or stylesheet failed to load: reloading the page (with a new deployment's files) fixes it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** Vite's messages for a dynamic import or a CSS preload that failed, in Chromium, Firefox and Safari. */
const chunkFailure =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof ChunkLoadError || (error instanceof Error && chunkFailure.test(error.message));
}

/** Loads a module, failing with a ChunkLoadError when it fails to arrive or takes longer than the timeout. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('The screen took too long to load.')), timeoutMs);
  });
  return Promise.race([
    load().catch((error: unknown) => {
      throw isChunkLoadError(error) ? new ChunkLoadError(String((error as Error).message)) : error;
    }),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

/**
 * A component whose code loads on first render, or earlier through `preload` or `prefetch`: when its route matches,
 * or on intent, as a pointer rests on or focus reaches what opens it (a form, a dialog).
 */
export type LazyScreen<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the code (once; again after a failure) and resolves when it is in. */
  preload(): Promise<unknown>;
  /**
   * Starts loading the code without waiting for it: a failure is left to the render, which shows it with reload
   * (a later prefetch or render tries again).
   */
  prefetch(): void;
  /** Whether its code is in: then it renders without suspending (useScreenLoaded). */
  isLoaded(): boolean;
};

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

/**
 * The component `name` of a module, loaded on demand with the chunk-load rules; `alongside` is other code the
 * screen needs before it renders (the signed-in start-up for the account pages), fetched in parallel with it.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  alongside?: () => Promise<unknown>,
): LazyScreen<PropsOf<M[K]>> {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = () => {
    if (!loading) {
      loading = Promise.all([loadChunk(load), alongside?.()]).then(([module]) => (loaded = module));
      // A failed load is tried again by the next preload; the rendered component shows the error with reload.
      loading.catch(() => (loading = undefined));
    }
    return loading;
  };
  const component = lazy(() => {
    if (loaded) {
      // Loaded already (fetched ahead on intent, or with its route): a thenable that answers at once, which React
      // reads before it would suspend, so the component renders in this very commit rather than after a frame of
      // its fallback. React's type asks for a Promise; it only ever calls `then`.
      const module = loaded;
      const answered = {
        then: (resolve: (value: { default: ComponentType<PropsOf<M[K]>> }) => void) =>
          resolve({ default: module[name] as ComponentType<PropsOf<M[K]>> }),
      };
      return answered as unknown as Promise<{ default: ComponentType<PropsOf<M[K]>> }>;
    }
    return preload().then((module) => ({ default: module[name] as ComponentType<PropsOf<M[K]>> }));
  });
  const prefetch = () => void preload().catch(() => undefined);
  return Object.assign(component, { preload, prefetch, isLoaded: () => loaded !== undefined });
}

/**
 * For a lazy part of a page rather than a route: whether to render it yet. False (draw a placeholder) until its code
 * is in, loading it while `wanted`; true in the render that finds it loaded, when it renders without suspending.
 * Unlike rendering it under `Suspense` at once, nothing suspends, so a page rendered on a server (where Suspense
 * needs streaming) draws the placeholder and hydrates to the same. A failed load is thrown from render, as React.lazy
 * would, for the route's error boundary (the chunk-load error with reload, spec 1 §8), or handed to `onFailure`.
 */
export function useScreenLoaded(
  screen: Pick<LazyScreen<object>, 'isLoaded' | 'preload'>,
  wanted: boolean,
  { onFailure }: { onFailure?: (error: unknown) => void } = {},
): boolean {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const loaded = screen.isLoaded();
  const onFailureRef = useRef(onFailure);
  useEffect(() => {
    onFailureRef.current = onFailure;
  });
  useEffect(() => {
    if (!wanted || loaded) return;
    let current = true;
    screen.preload().then(
      () => current && arrived(),
      (error: unknown) => {
        if (!current) return;
        // A part whose caller can say so in place (and try again) hands the failure over; else the route's boundary.
        if (onFailureRef.current) onFailureRef.current(error);
        else setFailure({ error });
      },
    );
    return () => {
      current = false;
    };
  }, [screen, wanted, loaded]);
  if (failure) throw failure.error;
  return loaded;
}
