type Handler = (event: never) => void;
type Handlers = Record<string, Handler>;

/** One handler that calls `theirs`, then `ours`, with the same event. */
export function bothHandlers<E>(theirs: (event: E) => void, ours: (event: E) => void): (event: E) => void {
  return (event) => {
    theirs(event);
    ours(event);
  };
}

/**
 * `props` with each of `ours` added: where `props` has a handler of the same name (a composing primitive's, passed
 * through `asChild`), both run, theirs first. react-aria's mergeProps does the same, at the price of its id merging.
 */
export function chainHandlers<P extends object>(props: P, ours: Handlers): P & Handlers {
  const chained: Record<string, unknown> = { ...(props as Record<string, unknown>) };
  for (const [name, handler] of Object.entries(ours)) {
    const theirs = chained[name];
    chained[name] = typeof theirs === 'function' ? bothHandlers(theirs as Handler, handler) : handler;
  }
  return chained as P & Handlers;
}
