import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { testsOfBrand } from './support/brands.js';
import { chromiumLaunchOptions } from './support/chromium.js';
import { brandServers, E2E_DEMO_NOW } from './support/servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  testDir: '.',
  testMatch: ['journeys/**/*.spec.ts', 'a11y/**/*.spec.ts'],
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // A whole journey (a sign-in and several page loads) on a busy 2-core machine; no single wait is this long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    launchOptions: chromiumLaunchOptions(),
    locale: 'en-NZ',
    timezoneId: 'Pacific/Auckland',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // One server per brand, each with a fresh database, both serving the built portal.
  webServer: brandServers.map((server) => ({
    command: `node scripts/e2e-server.mjs`,
    cwd: root,
    url: `http://localhost:${server.port}/api/v1/public/outage`,
    // A database per brand and port, so runs on other ports (E2E_PORT_BASE) never share one.
    env: {
      BRAND: server.brand,
      PORT: String(server.port),
      DEMO_NOW: E2E_DEMO_NOW,
      DATA_DIR: path.join(root, 'e2e/.artifacts', `${server.brand}-${server.port}`),
    },
    reuseExistingServer: !process.env.CI,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
  })),
  // A project per brand, against that brand's server. A journey runs in one brand, the default one unless it is
  // tagged for another; one about what the brand changes is tagged '@both-brands' (support/brands.ts).
  projects: brandServers.map((server) => ({
    name: server.brand,
    ...testsOfBrand(server.brand),
    use: { baseURL: `http://localhost:${server.port}` },
  })),
});
