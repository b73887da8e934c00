import { chartPaint, type ChartColor } from '@harakeke/design-system';
import type { UsageCategory } from './usage-breakdown.js';

// spec 1 §9: each use has its bar colour, from the brand's chart tokens. Every bar carries its category's name in
// text, so under forced colours one system colour for all of them loses nothing.

/** The chart token of each use (spec 1 §9 bar colours per use). */
const usageColor: Record<UsageCategory, ChartColor> = {
  alwaysOn: 'alwaysOn',
  lightsAppliances: 'lightsAppliances',
  hotWater: 'hotWater',
  poolPump: 'poolPump',
  airConditioning: 'airConditioning',
  heating: 'heating',
  gasHeating: 'gasHeating',
  gasOther: 'gasOther',
  gas: 'gas',
};

/** A use's bar fill: its class name. */
export const usageFill = (category: UsageCategory): string => chartPaint.fill(usageColor[category]);

/** A use the spec gives no colour: the muted text colour, still 3:1 or more on the surface. */
export const otherUseFill = () => chartPaint.fill('textMuted');
