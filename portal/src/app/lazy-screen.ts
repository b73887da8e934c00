import type { ComponentType } from 'react';

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

/** A route's `lazy`: the screen component `name` of a module, loaded on demand with the chunk-load rules. */
export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await loadChunk(load))[name] as ComponentType });
}
