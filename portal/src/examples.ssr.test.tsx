import { ssrSuite } from '@harakeke/design-system/testing/vitest';
import { allExamples } from './test/all-examples.js';

ssrSuite(allExamples);
