// Story helpers for the workspace's other packages (charts, portal): resolved from source only, never published.
export { collectExamples } from '../test/collect-examples.js';
export { storyOf } from '../test/story.js';
