export { TextArea } from './TextArea.js';
export type { TextAreaProps } from './TextArea.js';
