export { Banner } from './Banner.js';
export type { BannerProps, BannerState, BannerTone } from './Banner.js';
