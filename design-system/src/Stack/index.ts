export { Stack } from './Stack.js';
export type { StackProps, StackWidth } from './Stack.js';
export type { SpaceStep } from './space.js';
