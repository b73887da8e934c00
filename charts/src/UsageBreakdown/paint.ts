import { css } from '@harakeke/design-system';
import { forced } from '../primitives/paint.js';
import type { UsageCategory } from './usage-breakdown.js';

// spec 1 §9: each use has its bar colour, from the brand's chart tokens. Every bar carries its category's name in
// text, so under forced colours one system colour for all of them loses nothing.
const categoryFill = (token: string) => css({ fill: token, ...forced({ fill: 'CanvasText' }) });

export const usageFill: Record<UsageCategory, ReturnType<typeof css>> = {
  alwaysOn: categoryFill('$chartAlwaysOn'),
  lightsAppliances: categoryFill('$chartLightsAppliances'),
  hotWater: categoryFill('$chartHotWater'),
  poolPump: categoryFill('$chartPoolPump'),
  airConditioning: categoryFill('$chartAirConditioning'),
  heating: categoryFill('$chartHeating'),
  gasHeating: categoryFill('$chartGasHeating'),
  gasOther: categoryFill('$chartGasOther'),
  gas: categoryFill('$chartGas'),
};

/** A use the spec gives no colour: the muted text colour, still 3:1 or more on the surface. */
export const otherUseFill = categoryFill('$textMuted');
