import type { FocusEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps, useFocusRing, useObjectRef, useSwitch } from 'react-aria';
import { useToggleState } from 'react-stately';
import { FieldDescription, FieldRoot, fieldStateAttributes, focusRing } from '../Field/Field.js';
import { styled } from '../stitches.config.js';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.js';

/**
 * The track. On and off differ by more than colour: the thumb moves from left to right, turns from a ring into a
 * solid disc, and the words On/Off sit beside it. Track and thumb are drawn with borders, which forced colours
 * (Windows High Contrast) keep while dropping backgrounds.
 */
const Track = styled('span', {
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  width: '$control',
  height: 'calc($sizes$iconSm + $space$2)',
  padding: 'calc($space$1 / 2)',
  border: '$borderWidths$thick solid $border',
  borderRadius: '$pill',
  backgroundColor: '$surface',
  transition: 'background-color $fast, border-color $fast',
  '@reducedMotion': { transition: 'none' },
  '&[data-state=on]': { backgroundColor: '$primary', borderColor: '$primary' },
  '&[data-focus-visible]': focusRing,
});

const Thumb = styled('span', {
  boxSizing: 'border-box',
  width: '$iconSm',
  height: '$iconSm',
  borderRadius: '$pill',
  border: '$borderWidths$thick solid $textMuted',
  transition: 'transform $fast, border-width $fast',
  '@reducedMotion': { transition: 'none' },
  '&[data-state=on]': {
    // A border half the thumb wide fills it: a disc that forced colours still draw.
    borderWidth: 'calc($sizes$iconSm / 2)',
    borderColor: '$onPrimary',
    // Track width less its padding, its borders and the thumb.
    transform: 'translateX(calc($sizes$control - $sizes$iconSm - $space$1 - $borderWidths$thick * 2))',
  },
});

const StateText = styled('span', {
  minWidth: '3ch',
  color: '$textMuted',
  fontSize: '$sm',
  fontWeight: '$bold',
  '&[data-state=on]': { color: '$text' },
});

const Label = styled('label', {
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: '$3',
  rowGap: '$1',
  minHeight: '$control',
  fontSize: '$md',
  lineHeight: '$tight',
  cursor: 'pointer',
  '&[data-disabled]': { cursor: 'not-allowed' },
  '&[data-readonly]': { cursor: 'default' },
  [`&:hover:not([data-disabled]):not([data-readonly]) ${Track}[data-state=off]`]: { borderColor: '$text' },
});

const Control = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$2' });

export interface SwitchProps {
  /** The label, before the switch; says what turns on, e.g. 'Send my bills by email'. */
  children: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  description?: ReactNode;
  /** Whether it is on, when the caller holds the state (controlled). */
  isSelected?: boolean;
  /** Whether it starts on, when the switch holds its own state (uncontrolled). */
  defaultSelected?: boolean;
  /** Called with the new state when the customer flips it. */
  onChange?: (isSelected: boolean) => void;
  /** Called when focus leaves the switch. */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Disables the switch: it cannot be flipped or focused. Not for a save under way: see `isReadOnly`. */
  isDisabled?: boolean;
  /**
   * Refuses flips but keeps the switch focusable and announced (aria-readonly), e.g. while its change is being saved:
   * disabling the switch under the customer's focus would drop keyboard focus to the page.
   */
  isReadOnly?: boolean;
  /** Name submitted with a native form. */
  name?: string;
  /** Value submitted with a native form when on. */
  value?: string;
  /** Id of the input, when a page needs a fixed one. */
  id?: string;
  /** The (visually hidden) input, role switch. */
  ref?: Ref<HTMLInputElement>;
  /** Class names added to the root. */
  className?: string;
}

/**
 * An on/off setting that takes effect at once, e.g. an email preference.
 *
 * Data attributes: `data-state="on" | "off"` on the root, the track, the thumb and the On/Off text;
 * `data-disabled` on the root and the label when disabled; `data-readonly` on the root and the label when read-only;
 * `data-focus-visible` on the track.
 */
export function Switch({ ref: forwardedRef, className, ...props }: SwitchProps) {
  const { children, description, isDisabled = false, isReadOnly = false } = props;
  const ref = useObjectRef(forwardedRef);
  const state = useToggleState(props);
  const { labelProps, inputProps, descriptionProps, isSelected } = useSwitch(
    {
      children,
      isDisabled,
      isReadOnly,
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
  const dataState = isSelected ? 'on' : 'off';

  return (
    <FieldRoot
      className={className}
      data-state={dataState}
      data-readonly={isReadOnly || undefined}
      {...fieldStateAttributes({ isDisabled })}
    >
      <Label {...labelProps} data-disabled={isDisabled || undefined} data-readonly={isReadOnly || undefined}>
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={ref} />
        </VisuallyHidden>
        <span>{children}</span>
        {/* The input's role=switch already tells screen readers on or off: the picture is for the eyes. */}
        <Control aria-hidden="true">
          <Track data-state={dataState} data-focus-visible={isFocusVisible || undefined}>
            <Thumb data-state={dataState} />
          </Track>
          <StateText data-state={dataState}>{isSelected ? 'On' : 'Off'}</StateText>
        </Control>
      </Label>
      {description && (
        <FieldDescription {...(descriptionProps as HTMLAttributes<HTMLDivElement>)}>{description}</FieldDescription>
      )}
    </FieldRoot>
  );
}
