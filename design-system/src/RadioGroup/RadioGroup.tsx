import { createContext, useContext, useRef, type ReactNode } from 'react';
import { mergeProps, useFocusRing, useRadio, useRadioGroup } from 'react-aria';
import { useRadioGroupState, type RadioGroupState } from 'react-stately';
import { FieldDescription, FieldError, FieldLabel, FieldRoot } from '../Field/Field.js';
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
  [`&[data-focus-visible] ${Indicator}`]: { outline: '$borderWidths$focus solid $focus', outlineOffset: '2px' },
  [`&[data-invalid] ${Indicator}`]: { borderColor: '$danger' },
  '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
});

const RadioGroupContext = createContext<RadioGroupState | null>(null);

export interface RadioGroupProps {
  /** The question the options answer, e.g. 'Payment type'. */
  label: ReactNode;
  /** Help text under the label, linked to the group with aria-describedby. */
  description?: ReactNode;
  /** Shown under the options and announced when set; marks the group invalid. */
  errorMessage?: ReactNode;
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
  /** Disables every option. */
  disabled?: boolean;
  /** Marks the group as required for assistive technology. */
  required?: boolean;
  /** The options: `<Radio value="…">` elements. */
  children: ReactNode;
}

/** One question with mutually exclusive answers; arrow keys move the selection, as native radios do. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  value,
  defaultValue,
  onChange,
  name,
  disabled = false,
  required = false,
  children,
}: RadioGroupProps) {
  const ariaProps = {
    label,
    description,
    errorMessage,
    isInvalid: Boolean(errorMessage),
    orientation,
    ...(value !== undefined && { value }),
    ...(defaultValue !== undefined && { defaultValue }),
    onChange,
    name,
    isDisabled: disabled,
    isRequired: required,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, labelProps, descriptionProps, errorMessageProps } = useRadioGroup(ariaProps, state);

  return (
    <FieldRoot
      {...radioGroupProps}
      data-orientation={orientation}
      data-disabled={disabled || undefined}
      data-invalid={Boolean(errorMessage) || undefined}
    >
      <FieldLabel as="span" {...labelProps}>
        {label}
      </FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <Options orientation={orientation}>
        <RadioGroupContext.Provider value={state}>{children}</RadioGroupContext.Provider>
      </Options>
      <FieldError props={errorMessageProps}>{errorMessage}</FieldError>
    </FieldRoot>
  );
}

export interface RadioProps {
  /** The value the group reports when this option is selected. */
  value: string;
  /** Disables this option only. */
  disabled?: boolean;
  /** The option's visible label. */
  children: ReactNode;
}

/** One option of a RadioGroup: a real radio input, visually replaced, so forms and screen readers see a radio. */
export function Radio({ value, disabled, children }: RadioProps) {
  const state = useContext(RadioGroupContext);
  if (!state) throw new Error('<Radio> must be inside a <RadioGroup>.');
  const ref = useRef<HTMLInputElement>(null);
  const { inputProps, isSelected, isDisabled } = useRadio({ value, children, isDisabled: disabled }, state, ref);
  const { isFocusVisible, focusProps } = useFocusRing();

  return (
    <Option
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
