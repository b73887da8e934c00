import type { EditableTextFieldState } from '@harakeke/design-system';
import type { MutationState } from '../../core/data/mutation.js';

/**
 * spec 1 §2 editable field: its state from whether the customer has it open (the form's own state) and its save (the
 * mutation's). A save under way is loading; a failed one keeps the field open with its message; a save done closes
 * it (the save's onSuccess) and says Changes Saved until the field is opened again or left.
 */
export function editableFieldState(
  isEditing: boolean,
  save: MutationState<unknown> | undefined,
): EditableTextFieldState {
  if (save?.status === 'pending') return 'loading';
  if (isEditing) return save?.status === 'error' ? 'error' : 'edit';
  return save?.status === 'success' ? 'success' : 'none';
}
