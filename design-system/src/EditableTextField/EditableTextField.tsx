import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { mergeRefs } from 'react-aria';
import { Button } from '../Button/Button.js';
import { ChangesSaved } from '../ChangesSaved/ChangesSaved.js';
import { lazyOverlay, useLazyOverlay } from '../Dialog/lazy-overlay.js';
import { GENERIC_ERROR_TITLE } from '../ErrorBox/ErrorBox.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';
import { Actions } from './actions.js';
import type { EditableTextFieldEditorProps } from './EditableTextFieldEditor.js';

/** The input with Cancel and Save, loaded when editing first begins (see EditableTextFieldEditor). */
const editor = lazyOverlay<EditableTextFieldEditorProps>(() =>
  import('./EditableTextFieldEditor.js').then((module) => module.default),
);

/** Loads the editing half now, e.g. in a story or test that opens a field in edit. */
export const preloadEditableTextField = editor.preload;

/** What a field says when its input could not be loaded: Edit is back, and pressing it tries again. */
export const EDITOR_FAILED_TEXT = 'The field didn’t load. Check your connection, then press Edit again.';

/** spec 1 §2: the states of the reusable editable text field. */
export type EditableTextFieldState = 'none' | 'loading' | 'edit' | 'success' | 'error';

/** In these states the input is on screen; in the others, the saved value with Edit. */
const editingStates: ReadonlySet<EditableTextFieldState> = new Set(['edit', 'loading', 'error']);

const Root = styled('div', {
  display: 'grid',
  gap: '$2',
  fontFamily: '$body',
  color: '$text',
});

const Label = styled('span', { fontWeight: '$medium', fontSize: '$md', lineHeight: '$tight' });

const Row = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: '$4',
  rowGap: '$2',
});

const ErrorText = styled('p', { margin: 0, color: '$danger', fontSize: '$sm' });

const Value = styled('span', {
  flex: '1 1 12rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
  '&[data-empty]': { color: '$textMuted', fontStyle: 'italic' },
});

export interface EditableTextFieldProps {
  /** What the value is, e.g. 'Mobile phone'; names the field, its group and (for screen readers) its buttons. */
  label: string;
  /** The saved value: shown when not editing, and the starting draft each time editing begins. */
  value: string;
  /** spec 1 §2 state, owned by the caller: none, edit, loading (saving), success or error. */
  state: EditableTextFieldState;
  /** Edit was pressed: move `state` to 'edit'. */
  onEdit: () => void;
  /**
   * The customer looks like pressing Edit (a pointer rests on it, or focus reaches it): a caller that shows a form of
   * its own on edit fetches that form's code here, as the field fetches its input's.
   */
  onEditIntent?: () => void;
  /**
   * Edit is busy (and keeps focus): for a caller that shows a form of its own on edit, while that form's code is on its
   * way.
   */
  isEditPending?: boolean;
  /** Cancel was pressed or Escape typed in the input: move `state` back, usually to 'none'. */
  onCancel: () => void;
  /** Save was pressed or Enter typed with a valid draft: save it, moving `state` to 'loading', then 'success' or 'error'. */
  onSave: (value: string) => void;
  /** When given, the value view offers Delete (spec 1 §2: optional in success). */
  onDelete?: () => void;
  /** The message the error state shows, e.g. why the save failed; a generic one when absent. */
  errorMessage?: string;
  /**
   * Checks the draft and blocks saving: its message shows when Save is pressed (or Enter typed), not when the input is
   * left, and from then on follows the draft as it is typed.
   */
  validate?: (value: string) => string | undefined;
  /** Shapes what is typed or pasted before it shows, e.g. keeping digits only; an unchanged result refuses the key. */
  filterInput?: (value: string) => string;
  /** Help text under the input while editing. */
  description?: ReactNode;
  /** Kind of text, for the phone keyboard and masking. */
  type?: 'text' | 'email' | 'tel' | 'password';
  /** Browser autofill hint for the input, e.g. 'email' or 'tel'. */
  autoComplete?: string;
  /** Shows 'n/limit' under the input while editing. */
  characterLimit?: number;
  /** What the value view shows instead of the value; defaults to the value, masked for a password. */
  displayValue?: ReactNode;
  /** What the value view shows when the value is empty. */
  emptyText?: string;
  /** The root element (role group). */
  ref?: Ref<HTMLDivElement>;
  /** Class names added to the root. */
  className?: string;
}

/**
 * A saved value the customer edits in place (spec 1 §2). The caller owns the state, like a controlled input:
 * none shows the value with Edit; edit shows the input with Cancel and Save; loading keeps the input read-only
 * while the save runs; success shows the value with Edit, an optional Delete and 'Changes Saved'; error shows the
 * input again with the message.
 *
 * Focus follows the customer: entering edit focuses the input; leaving it (Cancel, Escape, a successful save)
 * returns focus to Edit.
 *
 * Data attributes: `data-state="none" | "edit" | "loading" | "success" | "error"` on the root (spec 1 §2), with
 * `data-invalid` while an error message shows; the input's field inside has TextField's own attributes.
 */
export function EditableTextField({
  label,
  value,
  state,
  onEdit,
  onEditIntent,
  isEditPending = false,
  onCancel,
  onSave,
  onDelete,
  errorMessage,
  validate,
  filterInput,
  description,
  type = 'text',
  autoComplete,
  characterLimit,
  displayValue,
  emptyText = 'Not set',
  ref,
  className,
}: EditableTextFieldProps) {
  const editing = editingStates.has(state);
  const saving = state === 'loading';
  const labelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const rootRefs = useMemo(() => mergeRefs(rootRef, ref), [ref]);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // The input arrives with the editor's code, which may still be loading when editing begins: whoever asked for the
  // input's focus (editing began, a save was refused) gets it when the input mounts.
  const focusOnMount = useRef(false);
  const focusInput = useCallback(() => {
    if (inputRef.current) inputRef.current.focus();
    else focusOnMount.current = true;
  }, []);
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (input && focusOnMount.current) {
      focusOnMount.current = false;
      // Only while focus is still here (on the busy Edit) or nowhere: a customer who moved on keeps their place.
      const active = document.activeElement;
      if (!active || active === document.body || rootRef.current?.contains(active)) input.focus();
    }
  }, []);
  const [loadFailed, setLoadFailed] = useState(false);
  const editorReady = useLazyOverlay(editor, editing, {
    onFailure: () => {
      setLoadFailed(true);
      onCancel();
    },
  });

  const [draft, setDraft] = useState(value);
  // Whether a save was tried with this draft: the validation message shows from then on. Leaving the input does not
  // count. A message that appeared on blur would push Cancel and Save down between the press and the release of a
  // click on them, so the first click on Cancel would miss (and a keyboard user tabbing to Cancel would hear an error
  // for a draft they are about to throw away). GOV.UK's validation pattern says the same: do not validate when the
  // user leaves a field, wait until they try to go on. Skipping the check only when focus goes to Cancel
  // (relatedTarget) would fail in Safari, where a clicked button takes no focus; acting on pointerdown would break
  // pointer cancellation (WCAG 2.5.2); reserving the message's room would leave a gap under every input.
  const [touched, setTouched] = useState(false);
  // Each time editing begins, the draft starts again from the saved value (React's "adjust state while
  // rendering" pattern, so the input never shows a stale draft for a frame).
  const [wasEditing, setWasEditing] = useState(editing);
  if (wasEditing !== editing) {
    setWasEditing(editing);
    if (editing) {
      setDraft(value);
      setTouched(false);
      setLoadFailed(false);
    }
  }

  const previousState = useRef(state);
  useEffect(() => {
    const previous = previousState.current;
    previousState.current = state;
    if (previous === state) return;
    const wasInput = editingStates.has(previous);
    if (!wasInput && editing) {
      focusInput();
    } else if (wasInput && !editing) {
      focusOnMount.current = false;
      // Cancel and Save have gone with the input, leaving focus on the body: hand it to Edit. Focus the customer
      // has already moved elsewhere is left alone.
      const active = document.activeElement;
      if (!active || active === document.body || rootRef.current?.contains(active)) editRef.current?.focus();
    }
  }, [state, editing, focusInput]);

  const validationError = touched ? validate?.(draft) : undefined;
  const shownError = validationError ?? (state === 'error' ? errorMessage || GENERIC_ERROR_TITLE : undefined);

  const save = () => {
    if (saving) return;
    if (validate?.(draft) !== undefined) {
      setTouched(true);
      focusInput();
      return;
    }
    onSave(draft);
  };
  const cancel = () => {
    if (!saving) onCancel();
  };
  const editIntent = () => {
    editor.prefetch();
    onEditIntent?.();
  };

  const forScreenReaders = <VisuallyHidden> {label}</VisuallyHidden>;
  const shownValue =
    displayValue ??
    (type === 'password' ? (
      <>
        <span aria-hidden="true">••••••••</span>
        <VisuallyHidden>Hidden</VisuallyHidden>
      </>
    ) : (
      value
    ));

  return (
    <Root
      ref={rootRefs}
      className={className}
      data-state={state}
      data-invalid={shownError !== undefined || undefined}
      role="group"
      aria-labelledby={editing ? undefined : labelId}
      aria-label={editing ? label : undefined}
      aria-busy={saving || undefined}
    >
      {editing && editorReady ? (
        <editor.Implementation
          label={label}
          type={type}
          autoComplete={autoComplete}
          description={description}
          characterLimit={characterLimit}
          draft={draft}
          onDraftChange={(text) => setDraft(filterInput ? filterInput(text) : text)}
          inputRef={attachInput}
          isSaving={saving}
          errorMessage={shownError}
          onCancel={cancel}
          onSave={save}
          forScreenReaders={forScreenReaders}
        />
      ) : (
        <>
          <Label id={labelId}>{label}</Label>
          <Row>
            <Value data-empty={value === '' || undefined}>{value === '' ? emptyText : shownValue}</Value>
            <Actions>
              {/* Pending while the input's code arrives, keeping focus here until the input can take it. */}
              <Button
                ref={editRef}
                variant="secondary"
                size="sm"
                onClick={onEdit}
                isPending={editing || isEditPending}
                onPointerEnter={editIntent}
                onFocus={editIntent}
              >
                Edit{forScreenReaders}
              </Button>
              {onDelete && (
                <Button variant="secondary" size="sm" onClick={onDelete}>
                  Delete{forScreenReaders}
                </Button>
              )}
            </Actions>
          </Row>
          {loadFailed && <ErrorText role="alert">{EDITOR_FAILED_TEXT}</ErrorText>}
        </>
      )}
      {/* Always mounted, so 'Changes Saved' is announced when it appears rather than arriving with a new region. */}
      <div role="status">{state === 'success' && <ChangesSaved />}</div>
    </Root>
  );
}
