export { ErrorBox, GENERIC_ERROR_TITLE } from './ErrorBox.js';
export type { ErrorBoxProps } from './ErrorBox.js';
