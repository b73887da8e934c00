export { LoadFrame } from './LoadFrame.js';
export type { LoadFrameProps } from './LoadFrame.js';
export { isLoadBusy, loadOf, mapLoad } from './load.js';
export type { Load } from './load.js';
