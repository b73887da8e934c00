import { useCallback, useRef, useState } from 'react';

/** Width before the first measurement: server rendering and jsdom, which has no layout. */
export const DEFAULT_CHART_WIDTH = 640;

/**
 * Charts size to their container: a callback ref for it and its content width, kept current with a
 * ResizeObserver. A callback ref, because a chart swaps its container when it moves from loading to ready.
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
