import { allExamples } from './test/all-examples.js';
import { axeSuite } from './test/example-suites.js';

axeSuite(allExamples);
