import { useState, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { HiddenSelect, mergeProps, useButton, useFocusRing, useObjectRef, useSelect } from 'react-aria';
import { useSelectState, type Key, type SelectProps as StatelySelectProps } from 'react-stately';
import {
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  fieldStateAttributes,
  RequiredMark,
  inputStyles,
} from '../Field/Field.js';
import { lazyOverlay, useLazyOverlay } from '../Dialog/lazy-overlay.js';
import { styled } from '../stitches.config.js';
import type { SelectPopoverProps } from './SelectPopover.js';

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

type StatelyProps<T> = StatelySelectProps<T>;

const popover = lazyOverlay<SelectPopoverProps<unknown>>(() =>
  import('./SelectPopover.js').then((module) => module.SelectPopover),
);

/**
 * Loads the open list's code ahead of a select's first open, e.g. in a Storybook loader, so that a select open from
 * the start shows its list in its first commit.
 */
export const preloadSelect = popover.preload;
/** Said under a select whose list's code could not be fetched. */
export const LIST_FAILED_TEXT = 'The list didn’t load. Check your connection, then open it again.';

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
 *
 * Until it first opens, only the field renders; the list's code (SelectPopover) is imported then, or already when the
 * pointer comes over the trigger or it gets focus.
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
  // A list whose code did not arrive closes and says so, and the next open tries again; the form keeps its values.
  const [listFailed, setListFailed] = useState(false);
  if (state.isOpen && listFailed) setListFailed(false);
  const showList =
    useLazyOverlay(popover, state.isOpen, {
      onFailure: () => {
        state.close();
        setListFailed(true);
      },
    }) && state.isOpen;
  // While the list's code loads, the trigger stands in for it: Escape and leaving close it, so the list never opens
  // later under a customer who has moved on.
  const whileListLoads = {
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && state.isOpen && !showList) state.close();
    },
    onBlur: () => {
      if (state.isOpen && !showList) state.close();
    },
  };

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
        {...mergeProps(buttonProps, focusProps, whileListLoads, {
          onPointerEnter: popover.prefetch,
          onFocus: popover.prefetch,
        })}
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
      {listFailed && <FieldError props={{}}>{LIST_FAILED_TEXT}</FieldError>}
      {showList && (
        <popover.Implementation
          state={state as SelectPopoverProps<unknown>['state']}
          triggerRef={triggerRef}
          menuProps={menuProps as SelectPopoverProps<unknown>['menuProps']}
        />
      )}
    </FieldRoot>
  );
}
