import { allExamples } from './test/all-examples.js';
import { everyExampleHasAStorySuite, type StoryModules } from './test/example-suites.js';

everyExampleHasAStorySuite(allExamples, import.meta.glob<StoryModules[string]>('./**/*.stories.tsx', { eager: true }));
