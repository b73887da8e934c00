import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { brandIds } from '@harakeke/themes';
import { testsOfBrand } from './support/brands.js';
import { chromiumLaunchOptions } from './support/chromium.js';
import { STORYBOOK_PORT, type VisualOptions } from './visual/story-page.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Visual regression and axe over every story of the built Storybook (`npm run test:visual`; `npm run
 * test:visual:update` rewrites the baselines). One test per story and brand does all its checks on one page: the
 * design system's and the charts' stories in both brands, the portal's screens in the default one
 * (visual/story-page.ts, checksOf; docs/testing.md).
 */
export default defineConfig<VisualOptions>({
  testDir: 'visual',
  testMatch: '**/*.spec.ts',
  // A failed comparison leaves <name>-actual.png, -expected.png and -diff.png here (the README says so).
  outputDir: 'visual/test-results',
  // Baselines are committed: e2e/visual/__screenshots__/<brand>/<story id>[--forced-colors|--320px].png (a portal
  // screen's: kowhai/<story id>[--320px].png)
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A story's test mostly waits (frames, fonts, Storybook's channel, the screenshot's round trips) rather than
  // computes, so more pages than cores keep the cores busy: on two cores the step took 350 s with 2 workers, 275 s with
  // 3 and 254 s with 4, all 833 tests passing each time (docs/testing.md).
  workers: 2 * availableParallelism(),
  timeout: 30_000,
  expect: {
    timeout: 10_000,
    toHaveScreenshot: {
      // 0.1 % of the pixels absorbs antialiasing noise; a changed colour, border or line of text is far more.
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'visual/playwright-report' }]] : 'list',
  // Context options (locale, time zone, viewport, reduced motion) are in visual/story-page.ts: the suite shares
  // one context per worker.
  use: { launchOptions: chromiumLaunchOptions() },
  webServer: {
    command: `node scripts/serve-static.mjs storybook-static ${STORYBOOK_PORT}`,
    cwd: root,
    url: `http://localhost:${STORYBOOK_PORT}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 15_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
  // A project per brand; a test tagged '@both-brands' runs in each, any other in the default brand (support/brands.ts).
  projects: brandIds.map((brand) => ({ name: brand, ...testsOfBrand(brand), use: { brand } })),
});
