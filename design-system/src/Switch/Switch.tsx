import { useId, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
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
export function Switch({
  ref,
  className,
  children,
  description,
  isSelected: selectedProp,
  defaultSelected = false,
  onChange,
  onBlur,
  isDisabled = false,
  isReadOnly = false,
  name,
  value,
  id,
}: SwitchProps) {
  // A native checkbox with role switch, not react-aria's useSwitch: the browser already gives it a label, Space,
  // focus and form submission, and react-aria's press and focus core (about 12 kB gzip) would otherwise load with
  // every settings page before anything is edited.
  const [isSelected, setSelected] = useControlledState(selectedProp, defaultSelected, onChange);
  const [isFocusVisible, setFocusVisible] = useState(false);
  const descriptionId = useId();
  const dataState = isSelected ? 'on' : 'off';

  return (
    <FieldRoot
      className={className}
      data-state={dataState}
      data-readonly={isReadOnly || undefined}
      {...fieldStateAttributes({ isDisabled })}
    >
      <Label data-disabled={isDisabled || undefined} data-readonly={isReadOnly || undefined}>
        <VisuallyHidden elementType="span">
          <input
            ref={ref}
            type="checkbox"
            role="switch"
            id={id}
            name={name}
            value={value}
            checked={isSelected}
            disabled={isDisabled}
            aria-readonly={isReadOnly || undefined}
            aria-describedby={description ? descriptionId : undefined}
            // A read-only switch keeps focus but refuses the flip: its state stays, so React puts the box back.
            onChange={(event) => {
              if (!isReadOnly) setSelected(event.currentTarget.checked);
            }}
            onFocus={(event) => setFocusVisible(matchesFocusVisible(event.currentTarget))}
            // Focused by a click, then used from the keyboard: the browser now draws its ring, and so does the track.
            onKeyUp={(event) => setFocusVisible(matchesFocusVisible(event.currentTarget))}
            onBlur={(event) => {
              setFocusVisible(false);
              onBlur?.(event);
            }}
          />
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
      {description && <FieldDescription id={descriptionId}>{description}</FieldDescription>}
    </FieldRoot>
  );
}

/**
 * Whether the browser would draw a focus ring on this element: after the keyboard, not after a click. An engine that
 * does not know the selector (an old browser, a test DOM) draws the ring, as a keyboard user needs it.
 */
function matchesFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
