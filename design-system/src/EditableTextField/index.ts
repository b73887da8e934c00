export { CHANGES_SAVED_TEXT, EditableTextField } from './EditableTextField.js';
export type { EditableTextFieldProps, EditableTextFieldState } from './EditableTextField.js';
