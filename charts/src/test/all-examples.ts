/// <reference types="vite/client" />
import type { Examples } from '@harakeke/design-system';
import { collectExamples } from '@harakeke/design-system/testing';

/** Every example of every chart, as [chart, state, example]. */
export const allExamples = collectExamples(
  import.meta.glob<Record<string, Examples>>('../**/*.examples.tsx', { eager: true }),
);
