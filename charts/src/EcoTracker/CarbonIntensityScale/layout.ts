import { CARBON_LEVELS_WITH_DATA, type CarbonLevel } from '../carbon-level.js';

/** One step of the drawn scale. */
export interface ScaleStep {
  level: Exclude<CarbonLevel, 0>;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The current level: drawn taller, outlined and pointed at. */
  current: boolean;
  /**
   * With no data, the step's dashed outline: its box inset by half the outline's width, so the stroke stays inside
   * the step and the five outlines keep the gaps between them.
   */
  outline: { x: number; y: number; width: number; height: number };
}

export interface CarbonScaleLayout {
  /** Width and height of the drawing (px). */
  width: number;
  height: number;
  steps: ScaleStep[];
  /** Tip of the marker over the current step; null when there is no data. */
  marker: { x: number; y: number } | null;
  /** Baseline of the end labels ('Very low', 'Very high') under the steps. */
  labelY: number;
}

/** Never wider than this, so the five steps stay a compact indicator on a wide card (px). */
export const SCALE_MAX_WIDTH = 360;
export const STEP_GAP = 4;
const MARKER_SIZE = 10;
const STEP_HEIGHT = 12;
const CURRENT_STEP_HEIGHT = 24;
const LABEL_GAP = 16;
/** The no-data outline's stroke width (px). */
export const OUTLINE_WIDTH = 2;

/**
 * The five steps of the carbon scale side by side, lowest first. The current level stands out by more than its
 * colour: its step is twice as tall, outlined, and a marker points at it. With no data (level 0) no step is current.
 */
export function layoutCarbonScale(width: number, level: CarbonLevel): CarbonScaleLayout {
  const drawnWidth = Math.max(Math.min(width, SCALE_MAX_WIDTH), 5 * (STEP_GAP + 4));
  // Five equal steps with a fixed STEP_GAP between them and none at the ends. A d3 band scale's padding is a share
  // of its step, so it would need the padding worked out from the gap and the width (5 × gap / (width + gap)) and
  // would only match these positions to float rounding: the arithmetic says the rule directly.
  const stepWidth = (drawnWidth - STEP_GAP * 4) / 5;
  const top = MARKER_SIZE + 4;
  const steps = CARBON_LEVELS_WITH_DATA.map((stepLevel, index): ScaleStep => {
    const current = stepLevel === level;
    const height = current ? CURRENT_STEP_HEIGHT : STEP_HEIGHT;
    const x = index * (stepWidth + STEP_GAP);
    // Steps share a centre line, so the current one grows both ways.
    const y = top + (CURRENT_STEP_HEIGHT - height) / 2;
    const inset = OUTLINE_WIDTH / 2;
    return {
      level: stepLevel,
      x,
      y,
      width: stepWidth,
      height,
      current,
      outline: { x: x + inset, y: y + inset, width: stepWidth - OUTLINE_WIDTH, height: height - OUTLINE_WIDTH },
    };
  });
  const currentStep = steps.find((step) => step.current);
  return {
    width: drawnWidth,
    height: top + CURRENT_STEP_HEIGHT + LABEL_GAP + 4,
    steps,
    marker: currentStep ? { x: currentStep.x + currentStep.width / 2, y: top - 2 } : null,
    labelY: top + CURRENT_STEP_HEIGHT + LABEL_GAP,
  };
}

/** The marker: a downward triangle whose tip is at (x, y). */
export function markerPath({ x, y }: { x: number; y: number }): string {
  return `M${x - MARKER_SIZE / 2},${y - MARKER_SIZE}h${MARKER_SIZE}L${x},${y}Z`;
}
