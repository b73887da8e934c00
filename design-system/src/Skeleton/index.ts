export { Skeleton } from './Skeleton.js';
export type { SkeletonProps } from './Skeleton.js';
