export { PageLayout } from './PageLayout.js';
export type { PageLayoutProps } from './PageLayout.js';
