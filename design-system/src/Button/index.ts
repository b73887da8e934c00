export { Button } from './Button.js';
export type { ButtonProps } from './Button.js';
