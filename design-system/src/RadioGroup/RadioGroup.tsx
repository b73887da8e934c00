import { createContext, useContext, type ReactNode, type Ref } from 'react';
import { mergeProps, useFocusRing, useObjectRef, useRadio, useRadioGroup } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import {
  disabledLook,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  fieldStateAttributes,
  focusRing,
} from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

const Options = styled('div', {
  display: 'flex',
  gap: '$1 $5',
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      // Wraps instead of overflowing at 320 px wide.
      horizontal: { flexDirection: 'row', flexWrap: 'wrap' },
    },
  },
});

const Indicator = styled('span', {
  flex: 'none',
  position: 'relative',
  width: '$icon',
  height: '$icon',
  borderRadius: '$pill',
  border: '$borderWidths$thick solid $border',
  backgroundColor: '$surface',
  transition: 'border-color $fast',
  '@reducedMotion': { transition: 'none' },
});

const Option = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$control',
  cursor: 'pointer',
  fontSize: '$md',
  color: '$text',
  [`&:hover:not([data-disabled]) ${Indicator}`]: { borderColor: '$text' },
  [`&[data-state=checked] ${Indicator}`]: { borderColor: '$primary' },
  // The dot is a border, not a fill, so it still shows under forced colours (Windows High Contrast), and it exists
  // only when checked, since forced colours would paint even a transparent one.
  [`&[data-state=checked] ${Indicator}::after`]: {
    content: '""',
    position: 'absolute',
    inset: 0,
    margin: 'auto',
    width: 0,
    height: 0,
    borderRadius: '$pill',
    border: '$space$1 solid $primary',
  },
  [`&[data-focus-visible] ${Indicator}`]: focusRing,
  [`&[data-invalid] ${Indicator}`]: { borderColor: '$danger' },
  '&[data-disabled]': { cursor: 'not-allowed' },
  ...disabledLook,
});

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps {
  /** The question the options answer, e.g. 'Payment type'. */
  label: ReactNode;
  /** Help text under the label, linked to the group with aria-describedby. */
  description?: ReactNode;
  /** The message shown while `isInvalid`; linked with aria-describedby and announced when it appears. */
  errorMessage?: ReactNode;
  /** Marks the answer as wrong: aria-invalid, danger borders on the options and the error message. */
  isInvalid?: boolean;
  /** Lays the options out in a column (default) or a wrapping row. */
  orientation?: 'vertical' | 'horizontal';
  /** The selected option's value (controlled). */
  value?: string | null;
  /** The option selected at first (uncontrolled), e.g. the spec's default payment type. */
  defaultValue?: string | null;
  /** Called with the newly selected value. */
  onChange?: (value: string) => void;
  /** Form field name of the radio inputs. */
  name?: string;
  /** Disables every option and fades the group. */
  isDisabled?: boolean;
  /** Marks the group as required for assistive technology. */
  isRequired?: boolean;
  /** The options: `<Radio value="…">` elements. */
  children: ReactNode;
  /** The group element (role radiogroup). */
  ref?: Ref<HTMLDivElement>;
  /** Class names added to the group element. */
  className?: string;
}

/**
 * One question with mutually exclusive answers; arrow keys move the selection, as native radios do.
 *
 * Data attributes: on the group, `data-orientation="vertical" | "horizontal"`, and `data-disabled`, `data-invalid`
 * and `data-required` when they hold; on each Radio, `data-state="checked" | "unchecked"`, `data-disabled`,
 * `data-invalid` and `data-focus-visible`.
 */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  value,
  defaultValue,
  onChange,
  name,
  isInvalid = false,
  isDisabled = false,
  isRequired = false,
  children,
  ref,
  className,
}: RadioGroupProps) {
  const ariaProps = {
    label,
    description,
    errorMessage,
    isInvalid,
    orientation,
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    onChange,
    name,
    isDisabled,
    isRequired,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(ariaProps, state);

  return (
    <FieldRoot
      {...radioGroupProps}
      ref={ref}
      className={className}
      data-orientation={orientation}
      {...fieldStateAttributes({ isDisabled, isInvalid, isRequired })}
    >
      <FieldLabel as="span" {...labelProps}>
        {label}
      </FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <Options orientation={orientation}>
        <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
      </Options>
      {isInvalid && <FieldError props={errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}

export interface RadioProps {
  /** The value the group reports when this option is selected. */
  value: string;
  /** Disables this option only. */
  isDisabled?: boolean;
  /** The option's visible label. */
  children: ReactNode;
  /** The radio input. */
  ref?: Ref<HTMLInputElement>;
  /** Class names added to the option's label element. */
  className?: string;
}

/** One option of a RadioGroup: a real radio input, visually replaced, so forms and screen readers see a radio. */
export function Radio({ value, isDisabled: isOptionDisabled, children, ref: forwardedRef, className }: RadioProps) {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('<Radio> must be inside a <RadioGroup>.');
  const ref = useObjectRef(forwardedRef);
  const { inputProps, isSelected, isDisabled } = useRadio(
    { value, children, isDisabled: isOptionDisabled },
    state,
    ref,
  );
  const { isFocusVisible, focusProps } = useFocusRing();

  return (
    <Option
      className={className}
      data-state={isSelected ? 'checked' : 'unchecked'}
      data-disabled={isDisabled || undefined}
      data-focus-visible={isFocusVisible || undefined}
      data-invalid={state.isInvalid || undefined}
    >
      <VisuallyHidden>
        <input {...mergeProps(inputProps, focusProps)} ref={ref} />
      </VisuallyHidden>
      <Indicator aria-hidden="true" />
      {children}
    </Option>
  );
}
