export { InlineText } from './InlineText.js';
export type { InlineTextProps } from './InlineText.js';
