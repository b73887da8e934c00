export { Switch } from './Switch.js';
export type { SwitchProps } from './Switch.js';
