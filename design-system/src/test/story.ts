import type { Example } from '../examples.js';

/** The story tag of an example that is not screenshotted (Example.isScreenshotted; e2e/visual/story-page.ts). */
export const NO_SCREENSHOT_TAG = 'no-screenshot';

/** A story that renders an example, with its description as the story's docs. */
export function storyOf(example: Example) {
  return {
    render: example.render,
    ...(example.description ? { parameters: { docs: { description: { story: example.description } } } } : {}),
    ...(example.isScreenshotted === false ? { tags: [NO_SCREENSHOT_TAG] } : {}),
  };
}
