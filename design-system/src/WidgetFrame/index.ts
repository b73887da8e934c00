export { WidgetFrame } from './WidgetFrame.js';
export type { WidgetFrameProps, WidgetState } from './WidgetFrame.js';
