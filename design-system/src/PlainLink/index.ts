export { PlainLink } from './PlainLink.js';
export type { PlainLinkProps } from './PlainLink.js';
