export { Tooltip } from './Tooltip.js';
export type { TooltipProps } from './Tooltip.js';
