import { everyExampleHasAStorySuite, type StoryModules } from '@harakeke/design-system/testing/vitest';
import { allExamples } from './test/all-examples.js';

everyExampleHasAStorySuite(allExamples, import.meta.glob<StoryModules[string]>('./**/*.stories.tsx', { eager: true }));
