// Internal to the design system (Select and DateRangePicker place their panels with it), so the package index does
// not export it: a consumer's need for a floating panel is a new component with its own semantics, not this part.
export { Popover } from './Popover.js';
export type { PopoverProps } from './Popover.js';
