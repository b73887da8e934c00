export { EditableTextField } from './EditableTextField.js';
export type { EditableTextFieldProps, EditableTextFieldState } from './EditableTextField.js';
