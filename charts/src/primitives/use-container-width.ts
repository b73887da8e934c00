import { useCallback, useRef, useState, useSyncExternalStore } from 'react';

/** Width before the first measurement: server rendering and jsdom, which has no layout. */
export const DEFAULT_CHART_WIDTH = 640;

const noSubscription = () => () => {};

/**
 * The container's content width, kept current with a ResizeObserver, and null on the client until the container
 * has been measured: a chart that lays out only once the width is known draws its bars once, at the real width,
 * instead of first at a default width and again, before the first paint, at the measured one. The measurement
 * happens in the commit that first attaches the container, so the null render is never painted. Server rendering
 * and hydration see the default width, so the server's markup and the first client render stay the same. A
 * container that measures 0 (jsdom, a hidden container) gets the last width, or the default.
 */
export function useMeasuredWidth(): [(node: HTMLDivElement | null) => void, number | null] {
  const [width, setWidth] = useState<number | null>(null);
  // True while rendering on the server and while hydrating its markup; false in a render the client starts itself.
  const serverMarkup = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node) return;
    const measure = (measured: number) =>
      setWidth((last) => (measured > 0 ? Math.floor(measured) : (last ?? DEFAULT_CHART_WIDTH)));
    measure(node.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.current.observe(node);
  }, []);
  return [ref, width ?? (serverMarkup ? DEFAULT_CHART_WIDTH : null)];
}

/**
 * Charts size to their container: a callback ref for it and its content width, kept current with a
 * ResizeObserver; the default width until it is measured. A callback ref, because a chart swaps its container when
 * it moves from loading to ready.
 */
export function useContainerWidth(): [(node: HTMLDivElement | null) => void, number] {
  const [width, setWidth] = useState(DEFAULT_CHART_WIDTH);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = (measured: number) => {
      // jsdom and hidden containers measure 0: keep the last width rather than draw nothing.
      if (measured > 0) setWidth(Math.floor(measured));
    };
    measure(node.getBoundingClientRect().width);
    observer.current = new ResizeObserver(([entry]) => measure(entry?.contentRect.width ?? 0));
    observer.current.observe(node);
  }, []);
  return [ref, width];
}
