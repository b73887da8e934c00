export { EDITOR_FAILED_TEXT, EditableTextField, preloadEditableTextField } from './EditableTextField.js';
export type { EditableTextFieldProps, EditableTextFieldState } from './EditableTextField.js';
