export { Link, NEW_TAB_TEXT } from './Link.js';
export type { LinkProps } from './Link.js';
