export { Inline } from './Inline.js';
export type { InlineProps } from './Inline.js';
