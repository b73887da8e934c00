import { useRef, type FocusEvent, type ReactNode, type Ref } from 'react';
import {
  HiddenSelect,
  mergeProps,
  useButton,
  useFocusRing,
  useListBox,
  useOption,
  useObjectRef,
  useSelect,
  type AriaListBoxOptions,
} from 'react-aria';
import {
  useSelectState,
  type Key,
  type Node,
  type SelectProps as StatelySelectProps,
  type SelectState,
} from 'react-stately';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  fieldStateAttributes,
  RequiredMark,
  inputStyles,
} from '../Field/Field.js';
import { Popover } from '../Popover/index.js';
import { styled } from '../stitches.config.js';

/** One option of a Select: `<SelectItem key="kiwibank">Kiwibank</SelectItem>` (react-stately's Item). */
export { Item as SelectItem } from 'react-stately';

const Trigger = styled('button', {
  ...inputStyles,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  textAlign: 'start',
  cursor: 'pointer',
  '&[data-placeholder] > span:first-child': { color: '$textMuted' },
  '&[data-state=open]': { borderColor: '$text' },
});

const Value = styled('span', { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const Chevron = styled('svg', {
  flex: 'none',
  width: '$iconSm',
  height: '$iconSm',
  transition: 'transform $fast',
  '[data-state=open] > &': { transform: 'rotate(180deg)' },
  '@reducedMotion': { transition: 'none' },
});

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$1 0',
  maxHeight: 'inherit',
  overflow: 'auto',
  '&:focus': { outline: 'none' },
});

const OptionItem = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$control',
  padding: '$2 $3',
  fontSize: '$md',
  cursor: 'pointer',
  color: '$text',
  // Inside the option's edge by the outline's own width, so neighbouring options never cover it.
  outlineOffset: 'calc($borderWidths$thick * -1)',
  // An outline, not only a fill, so the focused option still stands out under forced colours.
  '&[data-focused]': { backgroundColor: '$surfaceAccent', outline: '$borderWidths$thick solid $focus' },
  '&[data-state=checked]': { fontWeight: '$bold' },
  '&[data-disabled]': { cursor: 'not-allowed', color: '$textMuted' },
});

// Selected options carry a tick, not only a colour.
const Tick = styled('svg', { flex: 'none', width: '$iconSm', height: '$iconSm', marginInlineStart: 'auto' });

type StatelyProps<T> = StatelySelectProps<T>;

export interface SelectProps<T extends object = object> {
  /** What is being chosen, e.g. 'Bank'. */
  label: ReactNode;
  /** Help text under the label, linked to the trigger with aria-describedby. */
  description?: ReactNode;
  /** The message shown while `isInvalid`; linked with aria-describedby and announced when it appears. */
  errorMessage?: ReactNode;
  /** Marks the choice as wrong: aria-invalid, a heavier danger border and the error message. */
  isInvalid?: boolean;
  /** Shown in the trigger while nothing is selected. */
  placeholder?: string;
  /** The selected option's key (controlled); null for none. */
  selectedKey?: Key | null;
  /** The option selected at first (uncontrolled). */
  defaultSelectedKey?: Key | null;
  /** Called with the key of the newly selected option. */
  onSelectionChange?: (key: Key | null) => void;
  /** Called when focus leaves the field, so a form can mark it touched. */
  onBlur?: (event: FocusEvent) => void;
  /** Opens the list on first render (uncontrolled); for screenshots of the open state. */
  defaultOpen?: boolean;
  /** Whether the list is open, when the caller holds it (controlled). */
  isOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Prevents opening and choosing, and fades the field. */
  isDisabled?: boolean;
  /** Marks the field as required for assistive technology. */
  isRequired?: boolean;
  /** Form field name of the hidden native select, for form posts and autofill. */
  name?: string;
  /** Keys of options that cannot be chosen. */
  disabledKeys?: Iterable<Key>;
  /** Option data for dynamic children: `items={banks}` with `{(bank) => <SelectItem>…</SelectItem>}`. */
  items?: Iterable<T>;
  /** The options: `<SelectItem key="…">` elements, or a function of each item. */
  children: StatelyProps<T>['children'];
  /** The trigger button, e.g. to focus the field after a failed submit. */
  ref?: Ref<HTMLButtonElement>;
  /** Class names added to the field's root. */
  className?: string;
}

/**
 * A single choice from a list in a popover, like a native select but styled in the brand. Keyboard: Enter, Space
 * or the arrow keys open it, arrows move, Enter chooses, Escape closes; typing a letter jumps to a match.
 *
 * Data attributes: `data-state="open" | "closed"` on the root and the trigger; `data-disabled`, `data-invalid` and
 * `data-required` on the root when they hold; `data-placeholder` on the trigger while nothing is chosen;
 * `data-state="checked" | "unchecked"` on each option, with `data-focused` and `data-disabled`.
 */
export function Select<T extends object = object>({
  label,
  description,
  errorMessage,
  placeholder = 'Select an option',
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  ref,
  className,
  ...rest
}: SelectProps<T>) {
  const ariaProps = {
    ...rest,
    label,
    description,
    errorMessage,
    placeholder,
    isInvalid,
    isDisabled,
    isRequired,
  };
  const state = useSelectState<T>(ariaProps);
  const triggerRef = useObjectRef(ref);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps } = useSelect<T>(
    ariaProps,
    state,
    triggerRef,
  );
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const selected = state.selectedItem;
  const openState = state.isOpen ? 'open' : 'closed';

  return (
    <FieldRoot
      className={className}
      data-state={openState}
      {...fieldStateAttributes({ isDisabled, isInvalid, isRequired })}
    >
      <FieldLabel as="span" {...labelProps}>
        {label}
        {isRequired && <RequiredMark />}
      </FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <HiddenSelect state={state} triggerRef={triggerRef} label={label} name={rest.name} isDisabled={isDisabled} />
      <Trigger
        {...mergeProps(buttonProps, focusProps)}
        ref={triggerRef}
        aria-invalid={isInvalid || undefined}
        data-state={openState}
        data-placeholder={selected ? undefined : ''}
        data-focus-visible={isFocusVisible || undefined}
      >
        <Value {...valueProps}>{selected ? selected.rendered : placeholder}</Value>
        <Chevron viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </Chevron>
      </Trigger>
      {isInvalid && <FieldError props={errorMessageProps}>{errorMessage}</FieldError>}
      {state.isOpen && (
        <Popover state={state} triggerRef={triggerRef} matchTriggerWidth>
          <ListBox {...menuProps} state={state} />
        </Popover>
      )}
    </FieldRoot>
  );
}

function ListBox<T>({ state, ...props }: AriaListBoxOptions<T> & { state: SelectState<T> }) {
  const ref = useRef<HTMLUListElement>(null);
  const { listBoxProps } = useListBox(props, state, ref);
  return (
    <List {...listBoxProps} ref={ref}>
      {[...state.collection].map((item) => (
        <Option key={item.key} item={item} state={state} />
      ))}
    </List>
  );
}

function Option<T>({ item, state }: { item: Node<T>; state: SelectState<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused, isDisabled } = useOption({ key: item.key }, state, ref);
  return (
    <OptionItem
      {...optionProps}
      ref={ref}
      data-state={isSelected ? 'checked' : 'unchecked'}
      data-focused={isFocused || undefined}
      data-disabled={isDisabled || undefined}
    >
      {item.rendered}
      {isSelected && (
        <Tick viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3 8.5 6.5 12 13 4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </Tick>
      )}
    </OptionItem>
  );
}
