import { useCallback, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';

/** How the active point last moved: keys announce it; a pointer only shows the tooltip. */
export type NavigationSource = 'keyboard' | 'pointer';

export interface ChartNavigationOptions {
  count: number;
  /** The point PageUp (-1) or PageDown (+1) moves to: a week or a month on, by the chart's time unit. */
  pageTarget?: (index: number, direction: 1 | -1) => number;
  /** The point under a position (px from the plot's top left corner): x for columns, y for rows. */
  indexAt: (x: number, y: number) => number;
}

export interface ChartNavigation {
  active: number | null;
  source: NavigationSource;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
}

const clamp = (value: number, count: number) => Math.min(count - 1, Math.max(0, value));

/**
 * Keyboard and pointer movement between a chart's points, the pattern of a grid's arrow keys (neither react-aria nor
 * Radix has one for charts): arrows step, Home and End jump to the ends, PageUp and PageDown move by the chart's
 * page, Escape hides the tooltip. A pointer's hover or a touch's first tap shows the same tooltip.
 */
export function useChartNavigation({ count, pageTarget, indexAt }: ChartNavigationOptions): ChartNavigation {
  const [active, setActive] = useState<number | null>(null);
  const [source, setSource] = useState<NavigationSource>('keyboard');
  const [focused, setFocused] = useState(false);

  const moveTo = useCallback(
    (index: number, from: NavigationSource) => {
      if (count === 0) return;
      setSource(from);
      setActive(clamp(index, count));
    },
    [count],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count === 0) return;
    const current = active ?? -1;
    const page = (direction: 1 | -1) =>
      pageTarget ? pageTarget(Math.max(current, 0), direction) : current + direction * 7;
    const targets: Record<string, () => number | null> = {
      ArrowRight: () => (current < 0 ? 0 : current + 1),
      ArrowDown: () => (current < 0 ? 0 : current + 1),
      ArrowLeft: () => (current < 0 ? 0 : current - 1),
      ArrowUp: () => (current < 0 ? 0 : current - 1),
      Home: () => 0,
      End: () => count - 1,
      PageDown: () => page(1),
      PageUp: () => page(-1),
      Escape: () => null,
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    const index = target();
    if (index === null) setActive(null);
    else moveTo(index, 'keyboard');
  };

  const pointerIndex = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return indexAt(event.clientX - box.left, event.clientY - box.top);
  };

  return {
    active,
    source,
    onKeyDown,
    onFocus: () => {
      setFocused(true);
      // Focus alone shows the first point, so a keyboard user sees where they are.
      if (active === null) moveTo(0, 'keyboard');
    },
    onBlur: () => {
      setFocused(false);
      setActive(null);
    },
    onPointerMove: (event) => {
      if (event.pointerType !== 'mouse' && event.pointerType !== 'pen') return;
      const index = pointerIndex(event);
      // React defers a pointer move's update past the next frame; flushing it paints the tooltip in the frame the
      // pointer moved in (charts/BENCHMARK.md: 28 ms to 16 ms at 8,760 points).
      flushSync(() => moveTo(index, 'pointer'));
    },
    // A touch screen has no hover, so a tap stands in for it: the first tap shows the tooltip; later taps move it.
    onPointerDown: (event) => {
      if (event.pointerType === 'touch') moveTo(pointerIndex(event), 'pointer');
    },
    onPointerLeave: (event) => {
      if (event.pointerType !== 'touch' && !focused) setActive(null);
    },
  };
}
