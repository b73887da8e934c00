export { Icon, iconNames } from './Icon.js';
export type { IconName, IconProps } from './Icon.js';
