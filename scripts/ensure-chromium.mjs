// e2e and screenshot tests drive Debian's Chromium: Playwright cannot download its own browser here.
// Installs it when missing and we are root; otherwise stops with a clear message.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(path)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium
(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run the tests again.`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${path}; installing Debian's chromium package…`);
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
  } catch {
    console.error(
      "Installing Chromium with apt-get failed. Install Debian's chromium package by hand and run the tests again.",
    );
    process.exit(1);
  }
  if (!existsSync(path)) {
    console.error(`apt-get finished but ${path} still does not exist. Set CHROMIUM_PATH to the installed binary.`);
    process.exit(1);
  }
}
console.log(`Using Chromium at ${path}`);
