import type { ReactNode, Ref } from 'react';
import { useProgressBar } from 'react-aria';
import { Icon } from '../Icon/Icon.js';
import { styled } from '../stitches.config.js';

const Root = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"label value" "track track"',
  alignItems: 'baseline',
  columnGap: '$3',
  rowGap: '$2',
  fontFamily: '$body',
  fontSize: '$md',
  lineHeight: '$tight',
  color: '$text',
});

const Label = styled('span', { gridArea: 'label', fontWeight: '$medium', overflowWrap: 'anywhere' });

const Value = styled('span', {
  gridArea: 'value',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$1',
  color: '$textMuted',
  fontSize: '$sm',
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  variants: {
    level: {
      normal: {},
      low: { color: '$danger', fontWeight: '$bold' },
      full: { color: '$success', fontWeight: '$bold' },
      invalid: {},
    },
  },
});

const Track = styled('div', {
  gridArea: 'track',
  position: 'relative',
  height: '$space$3',
  overflow: 'hidden',
  backgroundColor: '$surface',
  // The track's edge is a real border (3:1 against the page), so the empty part of the bar is visible too.
  border: '$borderWidths$thin solid $border',
  borderRadius: '$pill',
});

// Forced colours drop background colours, which would empty the bar: draw the fill in the system's
// highlight colour there instead (a system colour keyword, not a brand colour).
const forcedFill = { '@media (forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'Highlight' } };

const Fill = styled('div', {
  height: '100%',
  borderRadius: '$pill',
  transition: 'width $chart ease-out',
  variants: {
    level: {
      normal: { backgroundColor: '$primary', ...forcedFill },
      low: { backgroundColor: '$danger', ...forcedFill },
      full: { backgroundColor: '$success', ...forcedFill },
      invalid: { display: 'none' },
    },
  },
});

type Level = 'normal' | 'low' | 'full' | 'invalid';

/** What every bar takes besides its values. */
interface BarElementProps {
  /** Added to the bar's root (role progressbar). */
  className?: string;
  /** The bar's root, the element with role progressbar. */
  ref?: Ref<HTMLDivElement>;
}

interface BarProps extends BarElementProps {
  label: ReactNode;
  value: number;
  minValue: number;
  maxValue: number;
  valueLabel: string | undefined;
  level: Level;
  isIndeterminate?: boolean;
  icon?: ReactNode;
}

function Bar({
  label,
  value,
  minValue,
  maxValue,
  valueLabel,
  level,
  isIndeterminate = false,
  icon,
  className,
  ref,
}: BarProps) {
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    value,
    minValue,
    maxValue,
    isIndeterminate,
    ...(valueLabel === undefined ? {} : { valueLabel }),
  });
  const shown = valueLabel ?? progressBarProps['aria-valuetext'];
  const range = maxValue - minValue;
  const fraction = range > 0 ? (Math.min(Math.max(value, minValue), maxValue) - minValue) / range : 0;
  return (
    <Root
      ref={ref}
      className={className}
      {...progressBarProps}
      // useProgressBar drops the value text while indeterminate; an invalid reading still says why it is empty.
      {...(isIndeterminate && valueLabel ? { 'aria-valuetext': valueLabel } : {})}
      data-level={level}
    >
      <Label {...labelProps}>{label}</Label>
      {shown && (
        // A progressbar's children are presentational: screen readers hear this through aria-valuetext.
        <Value level={level}>
          {icon}
          {shown}
        </Value>
      )}
      <Track>
        <Fill level={level} css={{ width: `${Math.round(fraction * 1000) / 10}%` }} />
      </Track>
    </Root>
  );
}

export interface ProgressBarProps extends BarElementProps {
  /** What is progressing, shown above the bar and naming it for screen readers. */
  label: ReactNode;
  /** Current value, between minValue and maxValue. */
  value: number;
  /** The value of an empty bar. */
  minValue?: number;
  /** The value of a full bar. */
  maxValue?: number;
  /** Text for the value, shown and read instead of a percentage, e.g. '3 of 5 sections done'. */
  valueLabel?: string;
}

/**
 * A labelled progress bar (react-aria's useProgressBar): role progressbar with value, range and value text.
 * Without `valueLabel` it shows the percentage. Data attributes: `data-level="normal"` on the root (the levels
 * are BottleLevel's).
 */
export function ProgressBar({ minValue = 0, maxValue = 100, valueLabel, ...props }: ProgressBarProps) {
  return <Bar {...props} minValue={minValue} maxValue={maxValue} valueLabel={valueLabel} level="normal" />;
}

/** spec 2 §5: the text of an LPG bottle's remaining level, or null when the reading is invalid. */
export function bottleLevelLabel(percent: number): string | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) return null;
  if (percent < 20) return 'LOW';
  if (percent > 90) return 'FULL';
  return `${Math.round(percent)}%`;
}

/** What the bar shows for a reading outside 0–100 (spec 2 §5: invalid). */
export const INVALID_BOTTLE_LEVEL = 'Level not available';

function bottleLevel(percent: number): Level {
  if (bottleLevelLabel(percent) === null) return 'invalid';
  if (percent < 20) return 'low';
  if (percent > 90) return 'full';
  return 'normal';
}

export interface BottleLevelProps extends BarElementProps {
  /** Which bottle, e.g. 'Left bottle'. */
  label: ReactNode;
  /** Gas remaining in percent, from the monitoring reading (leftBottleRemaining or rightBottleRemaining). */
  percent: number;
}

/**
 * An LPG bottle's remaining gas (spec 2 §5): 'LOW' under 20, 'FULL' over 90, the percentage between, and
 * 'Level not available' for readings below 0 or above 100. LOW and FULL are words with an icon, not only
 * a colour. Data attributes: `data-level="low" | "normal" | "full" | "invalid"` on the root.
 */
export function BottleLevel({ label, percent, className, ref }: BottleLevelProps) {
  const level = bottleLevel(percent);
  const icon =
    level === 'low' ? <Icon name="alert" size="sm" /> : level === 'full' ? <Icon name="check" size="sm" /> : null;
  return (
    <Bar
      label={label}
      value={level === 'invalid' ? 0 : percent}
      minValue={0}
      maxValue={100}
      valueLabel={bottleLevelLabel(percent) ?? INVALID_BOTTLE_LEVEL}
      level={level}
      isIndeterminate={level === 'invalid'}
      icon={icon}
      className={className}
      ref={ref}
    />
  );
}
