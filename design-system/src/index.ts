export { styled, css, keyframes, getCssText, brandThemeClass } from './stitches.config.js';
export * from './BrandProvider/index.js';
export * from './Button/index.js';
export * from './Card/index.js';
export * from './ErrorBox/index.js';
export * from './Heading/index.js';
export * from './Spinner/index.js';
export * from './Text/index.js';
