// Vitest helpers for the workspace's other packages: resolved from source only, never published.
export { renderInBrand } from '../test/render.js';
export { axeSuite, ssrSuite } from '../test/example-suites.js';
