export { Link, NEW_TAB_TEXT } from './Link.js';
export type { LinkProps } from './Link.js';
/** Wrap an app once in it (`navigate`, `useHref` from its router) so every Link, nav item and menu link routes in-app. */
export { RouterProvider } from 'react-aria';
