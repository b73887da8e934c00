import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongestFirstSequencer } from './scripts/unit/longest-first.js';

// Workspace packages resolve to their src/ through the "@harakeke/source" export condition, so tests need no build.
const conditions = ['@harakeke/source', 'module', 'browser', 'development|production'];
const nodeConditions = ['@harakeke/source', 'module', 'node', 'development|production'];

/*
 * Files share their worker's module cache and (dom) its jsdom instead of each loading the packages and making a
 * document again: on a 2-core machine the dom project took 96 s instead of 248 s and the node project 231 s instead
 * of 288 s, measured back to back, and both passed with their files shuffled. So no file may rely on a fresh module:
 * each server test file starts its own server and database (server/test/test-server.ts), and tests clear the storage,
 * globals and mocks they set (vitest.setup.ts, afterEach). A file that replaces modules (vi.mock) needs them fresh,
 * or an earlier file's copy of the real one is used: it is named *.isolated.test.tsx and runs on its own.
 */
const isolate = false;
const ISOLATED = '**/*.isolated.test.{ts,tsx}';

/** The React packages' project: jsdom, and the packages' sources. */
const domProject = {
  plugins: [react()],
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@harakeke/source'] } },
};
const domTest = {
  environment: 'jsdom' as const,
  setupFiles: ['./vitest.setup.ts'],
};

export default defineConfig({
  test: {
    // Vitest runs as many files at once as there are cores less one: on two cores, one at a time. Two at once keep
    // both cores busy (a server file waits on its database's thread and on HTTP much of the time): the unit step
    // took about 250 s instead of 375 s on a 2-core machine, measured back to back.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@harakeke/source'] } },
        test: {
          name: 'node',
          environment: 'node',
          isolate,
          include: [
            '{themes,calendar,contract,server}/{src,test}/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'portal/build/**/*.test.ts',
          ],
          // One migrated and seeded database, dumped, which each server test file opens a copy of.
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...domProject,
        test: {
          ...domTest,
          name: 'dom',
          isolate,
          include: ['{design-system,charts,portal}/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.browser.test.tsx', ISOLATED, '**/node_modules/**'],
        },
      },
      {
        ...domProject,
        test: {
          ...domTest,
          name: 'dom (isolated)',
          include: [`{design-system,charts,portal}/src/${ISOLATED}`],
        },
      },
    ],
  },
});
