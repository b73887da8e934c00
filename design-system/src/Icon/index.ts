export { Icon, iconGlyph, iconNames } from './Icon.js';
export type { IconName, IconProps } from './Icon.js';
