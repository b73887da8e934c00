import { useEffect, useLayoutEffect, useRef, type AnimationEvent } from 'react';

/** Longer than any exit animation we draw ($fast): the latest an exit can end if its animationend is lost. */
export const EXIT_FALLBACK_MS = 400;

/** Whether the user asked for less motion; false where there is no window (server rendering, some tests). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Ends an exit transition: while `exiting`, calls `onDone` when the element's own exit animation ends, at
 * once under reduced motion (there is no animation), or after EXIT_FALLBACK_MS when no animationend comes
 * (the element was hidden, or the browser skipped the animation). `onDone` may run more than once.
 * Spread the returned props on the animated element.
 */
export function useExitTransition(exiting: boolean, onDone: () => void) {
  const done = useRef(onDone);
  useLayoutEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (!exiting) return;
    if (prefersReducedMotion()) {
      done.current();
      return;
    }
    const timer = setTimeout(() => done.current(), EXIT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [exiting]);

  return {
    onAnimationEnd(event: AnimationEvent<HTMLElement>) {
      if (exiting && event.target === event.currentTarget) done.current();
    },
  };
}
