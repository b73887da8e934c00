export { BrandProvider, useBrand } from './BrandProvider.js';
export type { BrandProviderProps } from './BrandProvider.js';
