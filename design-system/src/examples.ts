import type { ReactElement } from 'react';

/**
 * One state of a component, written once: its story, its axe checks, its server-render smoke test and
 * its screenshots all render this.
 */
export interface Example {
  render: () => ReactElement;
  /** What the state shows, for the story's docs. */
  description?: string;
}

export type Examples = Record<string, Example>;

/** Declares a component's examples; the keys become story names. */
export function defineExamples<T extends Examples>(examples: T): T {
  return examples;
}
