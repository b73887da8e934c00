import { useBrand, VisuallyHidden } from '@harakeke/design-system';
import { useEffect, useRef, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What a route declares for its page's title (routes.tsx puts it in the route's `handle`). */
export interface TitleHandle {
  /** The page's own title, e.g. 'Bills'; a route without one (a redirect, a layout) leaves the title as it was. */
  title?: string;
}

/** The title of the page `pathname` shows: the deepest matching route that declares one. */
export function routeTitle(routes: RouteObject[], pathname: string): string | undefined {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]!.route.handle as TitleHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

/** The document's title: the page's, then the brand's name, e.g. 'Bills – Kōwhai Energy' (an en dash). */
export const documentTitle = (title: string, brandName: string) => `${title} – ${brandName}`;

export interface RouteAnnouncerProps {
  /** The page's title (routeTitle); none while the address is a redirect on its way to a page. */
  title: string | undefined;
  /** The address shown: a new one is a new page, even with the same title. */
  pathname: string;
}

/**
 * Every page has its own title, and a screen-reader user hears where a navigation led (WCAG 2.4.2; spec 1 §2's
 * routes are one document, so the browser announces nothing itself). Sets `document.title` from the matched route,
 * and after each navigation says the new title in a polite live region, as React Router's and Gatsby's route
 * announcers do. Focus stays where it is: moving it would undo a dialog's return of focus and the screens' own focus
 * management. Nothing is announced on the first page, whose title the screen reader reads as the document loads.
 */
export function RouteAnnouncer({ title, pathname }: RouteAnnouncerProps) {
  const brand = useBrand();
  const [announcement, setAnnouncement] = useState('');
  const announced = useRef<string | null>(null);

  useEffect(() => {
    if (!title) return;
    const full = documentTitle(title, brand.name);
    document.title = full;
    // The first page's path is remembered, not announced; after it, each new address with a title is.
    if (announced.current !== null && announced.current !== pathname) setAnnouncement(full);
    announced.current = pathname;
  }, [title, pathname, brand.name]);

  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </VisuallyHidden>
  );
}
