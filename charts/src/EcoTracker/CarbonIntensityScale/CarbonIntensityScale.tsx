import {
  ChartMeterLabel,
  ChartMeterRoot,
  ChartMeterValue,
  ErrorBox,
  Skeleton,
  VisuallyHidden,
} from '@harakeke/design-system';
import { useMemo } from 'react';
import { useMeter } from 'react-aria';
import type { ChartStatus } from '../../primitives/ChartFrame.js';
import { axisLabel, fill, stroke } from '../../primitives/paint.js';
import { useContainerWidth } from '../../primitives/use-container-width.js';
import {
  carbonLevelLabel,
  sentenceCase,
  tensePhrase,
  toCarbonLevel,
  type CarbonLevel,
  type Tense,
} from '../carbon-level.js';
import { carbonFill, carbonStroke } from '../paint.js';
import { DATA_ERROR_DETAIL, DATA_ERROR_TITLE } from '../../model/copy.js';
import { layoutCarbonScale, markerPath, OUTLINE_WIDTH } from './layout.js';

export interface CarbonIntensityScaleProps {
  /** The level: 0 no data, 1 very low to 5 very high (spec 2 §3); anything else counts as no data. */
  level: number | null | undefined;
  /** Whether the level is now, a forecast or past, for 'predicted to be' and 'was' (spec 2 §4). */
  tense?: Tense;
  /** The visible label and the accessible name. */
  label?: string;
  /** Loading or error instead of the scale; 'empty' shows the no-data state. */
  status?: ChartStatus;
  /** Shown under the generic error title. */
  errorDetail?: string;
  /** Offered with the error. */
  onRetry?: () => void;
}

/** What the scale says in words: 'Moderate', 'Predicted to be moderate', 'Was moderate', or 'No data'. */
export function carbonValueText(level: CarbonLevel, tense: Tense): string {
  if (level === 0) return sentenceCase(carbonLevelLabel[0]);
  const label = carbonLevelLabel[level];
  return tense === 'present' ? sentenceCase(label) : sentenceCase(tensePhrase(tense, label));
}

/**
 * spec 2 §3: the carbon intensity scale, 1 very low to 5 very high, with the current level marked; 0 is 'no data'.
 * It is one value on a known range, so it is a meter (react-aria's useMeter): a screen reader says its name and
 * 'Moderate, 3 of 5' in one go, rather than a chart to explore. The level is written out in text above the drawing,
 * and its step is taller, outlined and pointed at, so neither the words nor the colours are the only cue. With no
 * data there is no value to measure: the label and 'No data' are plain text, and the steps are drawn dashed.
 */
export function CarbonIntensityScale({
  level: rawLevel,
  tense = 'present',
  label = 'Carbon intensity',
  status = 'ready',
  errorDetail,
  onRetry,
}: CarbonIntensityScaleProps) {
  const [containerRef, width] = useContainerWidth();
  const level = status === 'empty' ? 0 : toCarbonLevel(rawLevel);
  const text = carbonValueText(level, tense);
  const layout = useMemo(() => layoutCarbonScale(width, level), [width, level]);
  const { meterProps, labelProps } = useMeter({
    label,
    value: Math.max(level, 1),
    minValue: 1,
    maxValue: 5,
    valueLabel: `${text}, ${level} of 5`,
  });

  if (status === 'loading') {
    return (
      <ChartMeterRoot data-carbon-scale="" data-state="loading" aria-busy="true" ref={containerRef}>
        <VisuallyHidden role="status">Loading {label.toLowerCase()}</VisuallyHidden>
        <Skeleton variant="block" height="sm" />
      </ChartMeterRoot>
    );
  }
  if (status === 'error') {
    return (
      <ChartMeterRoot data-carbon-scale="" data-state="error" ref={containerRef}>
        <ErrorBox title={DATA_ERROR_TITLE} detail={errorDetail ?? DATA_ERROR_DETAIL} onRetry={onRetry} />
      </ChartMeterRoot>
    );
  }

  const hasData = level !== 0;
  return (
    <ChartMeterRoot data-carbon-scale="" data-state={hasData ? 'ready' : 'empty'} data-level={level} ref={containerRef}>
      <ChartMeterLabel {...labelProps}>{label}</ChartMeterLabel>
      <div {...(hasData ? meterProps : {})}>
        <ChartMeterValue data-value="">{text}</ChartMeterValue>
        <svg width={layout.width} height={layout.height} aria-hidden="true" focusable="false">
          {layout.steps.map((step) =>
            hasData ? (
              <rect
                key={step.level}
                data-step={step.level}
                data-current={step.current || undefined}
                className={`${carbonFill(step.level)} ${step.current ? stroke.text() : ''}`}
                x={step.x}
                y={step.y}
                width={step.width}
                height={step.height}
                strokeWidth={step.current ? 2 : 0}
                rx={2}
              />
            ) : (
              <rect
                key={step.level}
                data-step={step.level}
                className={carbonStroke(0)}
                fill="none"
                x={step.outline.x}
                y={step.outline.y}
                width={step.outline.width}
                height={step.outline.height}
                strokeWidth={OUTLINE_WIDTH}
                strokeDasharray="4 3"
                rx={2}
              />
            ),
          )}
          {layout.marker && <path data-marker="" className={fill.text()} d={markerPath(layout.marker)} />}
          <text className={axisLabel()} x={0} y={layout.labelY}>
            {sentenceCase(carbonLevelLabel[1])}
          </text>
          <text className={axisLabel()} x={layout.width} y={layout.labelY} textAnchor="end">
            {sentenceCase(carbonLevelLabel[5])}
          </text>
        </svg>
      </div>
    </ChartMeterRoot>
  );
}
