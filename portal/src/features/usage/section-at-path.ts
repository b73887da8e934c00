import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * spec 2 §2: the usage page's sub-paths (/forecasts, /energy-mix) open the page at their section. Once the section
 * shows its data at its path, it is brought into view, so the page above it (which loads too) cannot push it away.
 */
export function useSectionAtPath<E extends HTMLElement>(path: string, shown: boolean) {
  const { pathname } = useLocation();
  const ref = useRef<E>(null);
  useEffect(() => {
    if (shown && pathname === path) ref.current?.scrollIntoView({ block: 'start' });
  }, [shown, pathname, path]);
  return ref;
}
