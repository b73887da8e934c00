export { Spinner } from './Spinner.js';
export type { SpinnerProps } from './Spinner.js';
