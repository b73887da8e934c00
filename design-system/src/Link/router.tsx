import { createContext, useContext, useMemo, type MouseEvent, type ReactNode } from 'react';
import type { useLink } from 'react-aria';

/** Options handed to the app's navigate function with an href (react-aria's RouterConfig, where an app sets them). */
export type RouterOptions = NonNullable<Parameters<typeof useLink>[0]['routerOptions']>;

interface Router {
  navigate: (href: string, options?: RouterOptions) => void;
  useHref: (href: string) => string;
}

export interface RouterProviderProps extends Partial<Pick<Router, 'useHref'>> {
  /** The app router's navigate function: called for a plain click on an in-app link. */
  navigate: Router['navigate'];
  /** Turns an in-app path into the address the link shows (a base path); the path itself when absent. */
  useHref?: Router['useHref'];
  children: ReactNode;
}

const samePath = (href: string) => href;
const RouterContext = createContext<Router | null>(null);

/**
 * Wrap an app once in it (`navigate`, `useHref` from its router) so every Link and navigation item routes in-app.
 * The design system's own context, not react-aria's RouterProvider: its links are native anchors, so a page of links
 * loads none of react-aria's press handling. An app that also uses react-aria's link hooks itself wraps them in
 * react-aria's RouterProvider too.
 */
export function RouterProvider({ navigate, useHref = samePath, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/**
 * Whether a click on a link is the app's to handle: a plain primary click (no key held that asks for a new tab or
 * window, or a download) on a link to this origin that opens in this tab and is not a download.
 */
export function isClientNavigation(
  link: HTMLAnchorElement,
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'altKey' | 'shiftKey'>,
): boolean {
  const target = link.getAttribute('target');
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey &&
    (!target || target === '_self') &&
    !link.hasAttribute('download') &&
    link.origin === window.location.origin
  );
}

interface RouterLinkOptions {
  routerOptions?: RouterOptions;
  /** Called on every activation (mouse, touch, Enter), before navigation. */
  onPress?: () => void;
}

/**
 * An in-app link's `href` (through the router's useHref) and `onClick`: a plain click navigates with the router
 * instead of loading the page; any other (a new tab, a download, another origin) is the browser's. Without a
 * RouterProvider the browser follows every link. As with react-aria's, a link calls the provider's `useHref` as a
 * hook, so a mounted link keeps the same provider (and the same `useHref`) for its life.
 */
export function useRouterLink(href: string, { routerOptions, onPress }: RouterLinkOptions = {}) {
  const router = useContext(RouterContext);
  const shownHref = (router?.useHref ?? samePath)(href);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onPress?.();
    if (!router || event.defaultPrevented || !isClientNavigation(event.currentTarget, event)) return;
    event.preventDefault();
    router.navigate(href, routerOptions);
  };
  return { href: shownHref, onClick };
}
