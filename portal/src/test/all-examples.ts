/// <reference types="vite/client" />
import type { Examples } from '@harakeke/design-system';
import { collectExamples } from '@harakeke/design-system/testing';

/** Every example of every portal view (widgets, screens' parts), as [component, state, example]. */
export const allExamples = collectExamples(
  import.meta.glob<Record<string, Examples>>('../**/*.examples.tsx', { eager: true }),
);
