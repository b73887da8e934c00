export { TextField } from './TextField.js';
export type { TextFieldProps } from './TextField.js';
export type { TextControlProps } from './TextFieldFrame.js';
