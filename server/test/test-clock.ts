import { aucklandToday } from '@harakeke/calendar';
import { inject } from 'vitest';

/**
 * The business clock's moment for every server of this test run (global-setup.ts): TEST_NOW when set
 * (`npm run test:dates` sets it, as DEMO_NOW does for a demo), otherwise the system's time when the run started.
 * The servers' clocks stand still at it (test-server.ts), so a run that crosses midnight in Auckland still sees one
 * day, and what a test expects of the demo calendar follows from it, never from the day the test was written.
 * Without the global setup (another Vitest config), the time this module was loaded.
 */
export const TEST_NOW: number = inject('testNow') ?? Date.now();

/** TEST_NOW's Auckland date, 'YYYY-MM-DD': the servers' today. */
export const TEST_TODAY = aucklandToday(TEST_NOW);
