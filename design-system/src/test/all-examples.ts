import type { Examples } from '../examples.js';
import { collectExamples } from './collect-examples.js';

/** Every example of every component, as [component, state, example]. */
export const allExamples = collectExamples(
  import.meta.glob<Record<string, Examples>>('../**/*.examples.tsx', { eager: true }),
);
