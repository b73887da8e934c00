import type { ReactNode, Ref } from 'react';
import { Button } from '../Button/Button.js';
import { TextField } from '../TextField/TextField.js';
import { Actions } from './actions.js';

/** What the editable field hands the input it loads when editing begins. */
export interface EditableTextFieldEditorProps {
  label: string;
  type: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  description?: ReactNode;
  characterLimit?: number;
  draft: string;
  onDraftChange: (text: string) => void;
  /** The input, which the field focuses when editing begins and again when a save is refused. */
  inputRef: Ref<HTMLInputElement>;
  isSaving: boolean;
  errorMessage?: string;
  onCancel: () => void;
  onSave: () => void;
  /** The label again, hidden, completing Cancel's and Save's names for screen readers. */
  forScreenReaders: ReactNode;
}

/**
 * The editing half of EditableTextField: the input with Cancel and Save. A module of its own, loaded when editing first
 * begins (fetched ahead when a pointer rests on Edit or focus reaches it), so a page of saved values loads no
 * text-field code (react-aria's field, focus and keyboard core: about 12 kB gzip) until one is edited.
 */
export default function EditableTextFieldEditor({
  label,
  type,
  autoComplete,
  description,
  characterLimit,
  draft,
  onDraftChange,
  inputRef,
  isSaving,
  errorMessage,
  onCancel,
  onSave,
  forScreenReaders,
}: EditableTextFieldEditorProps) {
  return (
    <>
      <TextField
        ref={inputRef}
        label={label}
        type={type}
        autoComplete={autoComplete}
        description={description}
        characterLimit={characterLimit}
        value={draft}
        onChange={onDraftChange}
        onKeyDown={(event) => {
          // Escape leaves the edit and Enter saves, as in a form of one field: unmodified, not held down, and not while
          // an input method is composing (its Enter and Escape are the composition's). Other keys go on to the input.
          const plain =
            !event.repeat &&
            !event.nativeEvent.isComposing &&
            !event.altKey &&
            !event.ctrlKey &&
            !event.metaKey &&
            !event.shiftKey;
          if (plain && (event.key === 'Escape' || event.key === 'Enter')) {
            // Handled here: a field inside a form does not submit it too.
            event.preventDefault();
            if (event.key === 'Escape') onCancel();
            else onSave();
          } else event.continuePropagation();
        }}
        isReadOnly={isSaving}
        isInvalid={errorMessage !== undefined}
        errorMessage={errorMessage}
      />
      <Actions>
        <Button variant="secondary" size="sm" onClick={onCancel} isDisabled={isSaving}>
          Cancel{forScreenReaders}
        </Button>
        <Button size="sm" onClick={onSave} isPending={isSaving}>
          Save{forScreenReaders}
        </Button>
      </Actions>
    </>
  );
}
