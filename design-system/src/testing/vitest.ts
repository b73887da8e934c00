// Vitest helpers for the workspace's other packages: resolved from source only, never published.
export { renderInBrand } from '../test/render.js';
export { axeSuite, everyExampleHasAStorySuite, serverMarkupSuite, ssrSuite } from '../test/example-suites.js';
export type { StoryModules } from '../test/example-suites.js';
export type { ServerMarkup, ServerMarkupElement } from '../test/example-suites.js';
