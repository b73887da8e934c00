import { axeSuite } from '@harakeke/design-system/testing/vitest';
import { allExamples } from './test/all-examples.js';

axeSuite(allExamples);
