import { useSyncExternalStore } from 'react';
import { config } from '../stitches.config.js';

/** The md breakpoint's media query, the one the shell's `@md` styles use. */
export const mdQuery = config.media.md;

/**
 * The media queries of the breakpoint tokens (spec 1 §2: 576, 768 and 1024 px), the same as the components' `@sm`,
 * `@md` and `@lg` styles, for a layout that has to choose what to render rather than how to style it.
 */
export const breakpointQuery = { sm: config.media.sm, md: config.media.md, lg: config.media.lg } as const;

const subscribe = (query: string) => (onChange: () => void) => {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

const matches = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/**
 * Whether the window matches `query` now, following changes; false where there is no matchMedia (server, jsdom),
 * which is the narrow layout.
 */
export function useMatchesMedia(query: string): boolean {
  return useSyncExternalStore(
    // useSyncExternalStore resubscribes when the function changes: one per query.
    subscribeFor(query),
    () => matches(query),
    () => false,
  );
}

const subscriptions = new Map<string, (onChange: () => void) => () => void>();
function subscribeFor(query: string) {
  let existing = subscriptions.get(query);
  if (!existing) {
    existing = subscribe(query);
    subscriptions.set(query, existing);
  }
  return existing;
}
