export { Badge } from './Badge.js';
export type { BadgeProps } from './Badge.js';
