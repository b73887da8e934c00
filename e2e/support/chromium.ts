import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser download cannot run here (see scripts/ensure-chromium.mjs). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumLaunchOptions(): LaunchOptions {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  };
}
