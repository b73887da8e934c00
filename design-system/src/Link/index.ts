export { Link, NEW_TAB_TEXT } from './Link.js';
export type { LinkProps } from './Link.js';
export { isClientNavigation, RouterProvider, useRouterLink } from './router.js';
export type { RouterOptions, RouterProviderProps } from './router.js';
