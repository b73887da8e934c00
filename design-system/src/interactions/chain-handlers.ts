type Handlers = Record<string, (event: never) => void>;

/**
 * `props` with each of `ours` added: where `props` has a handler of the same name (a composing primitive's, passed
 * through `asChild`), both run, theirs first. react-aria's mergeProps does the same, at the price of its id merging.
 */
export function chainHandlers<P extends object>(props: P, ours: Handlers): P & Handlers {
  const chained: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const [name, handler] of Object.entries(ours)) {
    const theirs = chained[name];
    chained[name] =
      typeof theirs === 'function'
        ? (event: never) => {
            (theirs as (event: never) => void)(event);
            handler(event);
          }
        : handler;
  }
  return chained as P & Handlers;
}
