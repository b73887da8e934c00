export { Heading } from './Heading.js';
export type { HeadingProps } from './Heading.js';
