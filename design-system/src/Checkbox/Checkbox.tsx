import type { FocusEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps, useCheckbox, useFocusRing, useObjectRef } from 'react-aria';
import { useToggleState } from 'react-stately';
import { FieldDescription, FieldError, FieldRoot, fieldStateAttributes, focusRing } from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/**
 * The visible box. Its boundary is a real border and the tick is drawn with borders too, so both survive forced
 * colours (Windows High Contrast), where backgrounds are dropped.
 */
const Box = styled('span', {
  position: 'relative',
  flex: 'none',
  width: '$icon',
  height: '$icon',
  border: '$borderWidths$thick solid $border',
  borderRadius: '$sm',
  backgroundColor: '$surface',
  transition: 'background-color $fast, border-color $fast',
  '@reducedMotion': { transition: 'none' },
  '&[data-state=checked]': { backgroundColor: '$primary', borderColor: '$primary' },
  '&[data-invalid]': { borderColor: '$danger' },
  '&[data-focus-visible]': focusRing,
});

const Label = styled('label', {
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '$3',
  // 44px touch target: the whole label toggles the box.
  minHeight: '$control',
  paddingBlock: 'calc(($sizes$control - $sizes$icon) / 2)',
  fontSize: '$md',
  lineHeight: '$tight',
  cursor: 'pointer',
  '&[data-disabled]': { cursor: 'not-allowed' },
  [`&:hover:not([data-disabled]) ${Box}:not([data-invalid]):not([data-state=checked])`]: { borderColor: '$text' },
});

const Tick = styled('span', {
  position: 'absolute',
  left: '32%',
  top: '10%',
  width: '34%',
  height: '60%',
  borderRight: '$borderWidths$thick solid $onPrimary',
  borderBottom: '$borderWidths$thick solid $onPrimary',
  transform: 'rotate(45deg)',
});

/** Description and error sit under the label text, not under the box. */
const Below = styled('div', {
  display: 'grid',
  gap: '$1',
  paddingInlineStart: 'calc($sizes$icon + $space$3)',
});

export interface CheckboxProps {
  /** The label, next to the box; the whole label toggles it. */
  children: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** The message shown while `isInvalid`, e.g. 'You must read and agree to the Terms and Conditions.' */
  errorMessage?: ReactNode;
  /** Marks the checkbox as wrong: aria-invalid, a danger border and the error message. */
  isInvalid?: boolean;
  /** Whether it is ticked, when the caller holds the state (controlled). */
  isSelected?: boolean;
  /** Whether it starts ticked, when the checkbox holds its own state (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state when the customer ticks or unticks it. */
  onChange?: (isSelected: boolean) => void;
  /** Called when focus leaves the checkbox: the moment it counts as touched. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Disables the checkbox. */
  isDisabled?: boolean;
  /** Marks the checkbox as one that must be ticked (aria-required). */
  isRequired?: boolean;
  /** Name submitted with a native form. */
  name?: string;
  /** Value submitted with a native form when ticked. */
  value?: string;
  /** Id of the input, when a page needs a fixed one. */
  id?: string;
  /** The (visually hidden) checkbox input. */
  ref?: Ref<HTMLInputElement>;
  /** Class names added to the root. */
  className?: string;
}

/**
 * A single checkbox with its label, optional description and error message.
 *
 * Data attributes: `data-state="checked" | "unchecked"` on the root and the box; `data-disabled`, `data-invalid`
 * and `data-required` on the root when they hold; `data-invalid` and `data-focus-visible` on the box;
 * `data-disabled` and `data-pressed` on the label.
 */
export function Checkbox({ ref: forwardedRef, className, ...props }: CheckboxProps) {
  const { children, description, errorMessage, isInvalid = false, isDisabled = false, isRequired = false } = props;
  const ref = useObjectRef(forwardedRef);
  const state = useToggleState(props);
  const { labelProps, inputProps, descriptionProps, errorMessageProps, isSelected, isPressed } = useCheckbox(
    {
      children,
      isInvalid,
      isDisabled,
      isRequired,
      isSelected: props.isSelected,
      defaultSelected: props.defaultSelected,
      onChange: props.onChange,
      onBlur: props.onBlur,
      name: props.name,
      value: props.value,
      id: props.id,
    },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const dataState = isSelected ? 'checked' : 'unchecked';

  return (
    <FieldRoot
      className={className}
      data-state={dataState}
      {...fieldStateAttributes({ isDisabled, isInvalid, isRequired })}
    >
      <Label {...labelProps} data-disabled={isDisabled || undefined} data-pressed={isPressed || undefined}>
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} />
        </VisuallyHidden>
        <Box
          aria-hidden="true"
          data-state={dataState}
          data-invalid={isInvalid || undefined}
          data-focus-visible={isFocusVisible || undefined}
        >
          {isSelected && <Tick />}
        </Box>
        <span>{children}</span>
      </Label>
      {(description || (isInvalid && errorMessage)) && (
        <Below>
          {description && (
            <FieldDescription {...(descriptionProps as HTMLAttributes<HTMLDivElement>)}>{description}</FieldDescription>
          )}
          {isInvalid && <FieldError props={errorMessageProps}>{errorMessage}</FieldError>}
        </Below>
      )}
    </FieldRoot>
  );
}
