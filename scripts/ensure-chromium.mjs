// e2e and screenshot tests drive Debian's Chromium: Playwright cannot download its own browser here.
// Installs it when missing and we are root; otherwise stops with a clear message (ensure-debian-packages.mjs).
import { ensureDebianPackages } from './ensure-debian-packages.mjs';

ensureDebianPackages(['chromium']);
