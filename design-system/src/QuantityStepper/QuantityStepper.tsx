import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { mergeProps, useButton, useFocusRing, useObjectRef, useTextField, type AriaButtonProps } from 'react-aria';
import {
  disabledLook,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldRoot,
  fieldStateAttributes,
  inputStyles,
} from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import {
  canDecrement,
  canIncrement,
  commitQuantity,
  LPG_BOTTLE_LIMITS,
  sanitiseQuantityInput,
  stepQuantity,
  type QuantityLimits,
} from './quantity-rules.js';

const Controls = styled('div', { display: 'flex', alignItems: 'stretch', gap: '$2' });

const Input = styled('input', {
  ...inputStyles,
  // Wide enough for two digits and the padding, never wider than the controls need.
  width: 'calc(4ch + $space$3 * 2)',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

const StepButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: '$control',
  height: '$control',
  padding: 0,
  fontFamily: '$body',
  fontSize: '$lg',
  fontWeight: '$bold',
  lineHeight: 1,
  color: '$primary',
  backgroundColor: '$surface',
  // A real border, so the button's edge survives forced colours.
  border: '$borderWidths$thick solid $primary',
  borderRadius: '$pill',
  cursor: 'pointer',
  transition: 'background-color $fast',
  '&:hover:not(:disabled)': { backgroundColor: '$surfaceAccent' },
  '&[data-pressed]': { backgroundColor: '$surfaceAccent' },
  '&:disabled': { cursor: 'not-allowed', color: '$textMuted', borderColor: '$border' },
  ...disabledLook,
  '@reducedMotion': { transition: 'none' },
});

const ClampedNote = styled('div', {
  justifySelf: 'start',
  fontSize: '$sm',
  color: '$text',
  '&:not(:empty)': {
    padding: '$2 $3',
    backgroundColor: '$infoSurface',
    borderInlineStart: '$borderWidths$focus solid $info',
    borderRadius: '$sm',
  },
});

export interface QuantityChangeDetails {
  /** True when the customer typed more than the maximum and the quantity was lowered to it (spec 2 §5). */
  clamped: boolean;
}

export interface QuantityStepperProps {
  /** What is being counted, e.g. 'Number of bottles'. */
  label: ReactNode;
  /** Help text under the label, linked to the field with aria-describedby. */
  description?: ReactNode;
  /** The message shown while `isInvalid`; linked with aria-describedby and announced when it appears. */
  errorMessage?: ReactNode;
  /** Marks the quantity as wrong: aria-invalid, a heavier danger border and the error message. */
  isInvalid?: boolean;
  /** The quantity (controlled); null while the customer has emptied the field. */
  value?: number | null;
  /** The quantity at first (uncontrolled); the minimum by default (spec 2: numberOfBottles defaults to 1). Above the maximum, it is clamped and flagged. */
  defaultValue?: number;
  /** Called on every change with the new quantity and whether it was clamped to the maximum. */
  onChange?: (quantity: number | null, details: QuantityChangeDetails) => void;
  /** The smallest quantity; 1 by default. */
  min?: number;
  /** The largest quantity; 99 by default, or the supply point's maxBottles. */
  max?: number;
  /** Shown (and announced) after a clamp; says the maximum by default. */
  clampedMessage?: (max: number) => ReactNode;
  /** Accessible name of '−', followed by the label. */
  decrementLabel?: string;
  /** Accessible name of '+', followed by the label. */
  incrementLabel?: string;
  /** Prevents typing and stepping, and fades the field. */
  isDisabled?: boolean;
  /** Form field name of the input. */
  name?: string;
  /** The quantity input (role spinbutton). */
  ref?: Ref<HTMLInputElement>;
  /** Class names added to the field's root. */
  className?: string;
}

const defaultClampedMessage = (max: number) =>
  `The most you can order is ${max}, so we’ve changed the number to ${max}.`;

/**
 * A whole-number quantity with − and + buttons, for LPG bottle orders (spec 2 §5). Typing is cleaned as the
 * customer types (whitespace and leading zeros stripped, other characters clear the field, too many is clamped to
 * the maximum and said so); the arrow keys step, Home and End jump to the limits, as for a native spin button.
 *
 * Data attributes: `data-state="clamped" | "unclamped"` on the root and the input (clamped from the moment a
 * quantity over the maximum was lowered until the next change); `data-disabled` and `data-invalid` on the root when
 * they hold; `data-disabled`, `data-pressed` and `data-focus-visible` on the − and + buttons.
 */
export function QuantityStepper({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  min = LPG_BOTTLE_LIMITS.min,
  max = LPG_BOTTLE_LIMITS.max,
  clampedMessage = defaultClampedMessage,
  decrementLabel = 'Decrease',
  incrementLabel = 'Increase',
  isInvalid = false,
  isDisabled = false,
  name,
  ref,
  className,
}: QuantityStepperProps) {
  const limits: QuantityLimits = { min, max };
  // A starting quantity above the maximum (say a saved order of 40 where the supply point now allows 35) is clamped
  // and flagged like typed input.
  const [ownQuantity, setOwnQuantity] = useState<number | null>(() => Math.min(defaultValue ?? min, max));
  const [clamped, setClamped] = useState(() => defaultValue !== undefined && defaultValue > max);
  const quantity = value !== undefined ? value : ownQuantity;
  const noteId = useId();
  const inputRef = useObjectRef(ref);

  const update = (next: number | null, wasClamped: boolean) => {
    setClamped(wasClamped);
    if (next === quantity && wasClamped === clamped) return;
    setOwnQuantity(next);
    onChange?.(next, { clamped: wasClamped });
  };

  const step = (direction: 1 | -1) => {
    const allowed = direction === 1 ? canIncrement(quantity, limits) : canDecrement(quantity, limits);
    if (allowed) update(stepQuantity(quantity, direction, limits), false);
  };

  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      label,
      description,
      errorMessage,
      isInvalid,
      isDisabled,
      name,
      inputMode: 'numeric',
      autoComplete: 'off',
      value: quantity === null ? '' : String(quantity),
      onChange: (raw) => {
        const cleaned = sanitiseQuantityInput(raw, max);
        update(cleaned.quantity, cleaned.clamped);
      },
      onBlur: () => {
        const settled = commitQuantity(quantity, limits);
        if (settled !== quantity) update(settled, false);
      },
      // The spin button keys of the WAI-ARIA pattern; react-aria's own spin button hook is private, and
      // useNumberField cannot clear a field on a non-digit as spec 2 §5 asks.
      onKeyDown: (event) => {
        if (event.key === 'ArrowUp') step(1);
        else if (event.key === 'ArrowDown') step(-1);
        else if (event.key === 'Home') update(min, false);
        else if (event.key === 'End') update(max, false);
        else {
          event.continuePropagation();
          return;
        }
        event.preventDefault();
      },
    },
    inputRef,
  );
  const describedBy = [inputProps['aria-describedby'], clamped ? noteId : undefined].filter(Boolean).join(' ');
  const clampState = clamped ? 'clamped' : 'unclamped';

  return (
    <FieldRoot className={className} data-state={clampState} {...fieldStateAttributes({ isDisabled, isInvalid })}>
      <FieldLabel {...labelProps}>{label}</FieldLabel>
      {description && <FieldDescription {...descriptionProps}>{description}</FieldDescription>}
      <Controls>
        <Step
          label={decrementLabel}
          labelledBy={labelProps.id}
          controls={inputProps.id}
          isDisabled={isDisabled || !canDecrement(quantity, limits)}
          onPress={() => step(-1)}
        >
          −
        </Step>
        <Input
          {...inputProps}
          ref={inputRef}
          role="spinbutton"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={quantity ?? undefined}
          aria-describedby={describedBy || undefined}
          data-state={clampState}
        />
        <Step
          label={incrementLabel}
          labelledBy={labelProps.id}
          controls={inputProps.id}
          isDisabled={isDisabled || !canIncrement(quantity, limits)}
          onPress={() => step(1)}
        >
          +
        </Step>
      </Controls>
      {/* Always in the page, so screen readers announce the message the moment it appears. */}
      <ClampedNote id={noteId} role="status">
        {clamped ? clampedMessage(max) : null}
      </ClampedNote>
      {isInvalid && <FieldError props={errorMessageProps}>{errorMessage}</FieldError>}
    </FieldRoot>
  );
}

interface StepProps extends Pick<AriaButtonProps, 'isDisabled' | 'onPress'> {
  label: string;
  labelledBy: string | undefined;
  controls: string | undefined;
  children: ReactNode;
}

function Step({ label, labelledBy, controls, isDisabled, onPress, children }: StepProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const id = useId();
  const { buttonProps, isPressed } = useButton(
    {
      id,
      isDisabled,
      onPress,
      'aria-label': label,
      'aria-labelledby': labelledBy ? `${id} ${labelledBy}` : undefined,
      'aria-controls': controls,
      // As in react-aria's NumberField: the arrow keys on the field do what these do, so keyboard users are not
      // made to tab through them, and a press leaves focus where it was.
      excludeFromTabOrder: true,
      preventFocusOnPress: true,
    },
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StepButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      data-disabled={isDisabled || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span aria-hidden="true">{children}</span>
    </StepButton>
  );
}
