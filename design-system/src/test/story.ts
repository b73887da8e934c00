import type { Example } from '../examples.js';

/** A story that renders an example, with its description as the story's docs. */
export function storyOf(example: Example) {
  return {
    render: example.render,
    ...(example.description ? { parameters: { docs: { description: { story: example.description } } } } : {}),
  };
}
