import { allExamples } from './test/all-examples.js';
import { ssrSuite } from './test/example-suites.js';

ssrSuite(allExamples);
