import type { ReactElement } from 'react';

/**
 * One state of a component, written once: its story, its axe checks, its server-render smoke test and
 * its screenshots all render this.
 */
export interface Example {
  render: () => ReactElement;
  /** What the state shows, for the story's docs. */
  description?: string;
  /**
   * Whether its pixels are worth a screenshot of their own; true by default. A state another component's stories
   * already show (a screen section's loading, failed or empty state, which the load frame draws whole and is shot in
   * every brand and mode) is rendered, asserted and checked with axe like every example, but not shot again.
   */
  isScreenshotted?: boolean;
}

export type Examples = Record<string, Example>;

/** Declares a component's examples; the keys become story names. */
export function defineExamples<T extends Examples>(examples: T): T {
  return examples;
}
