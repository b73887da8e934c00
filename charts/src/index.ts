export { HatchPattern } from './primitives/HatchPattern.js';
export type { HatchPatternProps } from './primitives/HatchPattern.js';
