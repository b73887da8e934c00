export { BottleLevel, bottleLevelLabel, INVALID_BOTTLE_LEVEL, ProgressBar } from './ProgressBar.js';
export type { BottleLevelProps, ProgressBarProps } from './ProgressBar.js';
