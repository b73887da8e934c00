import type { BrandId } from '@harakeke/themes';

/**
 * The e2e servers: one per brand, on ports away from the default 8080 so a running `npm start` is untouched.
 * `E2E_PORT_BASE` moves them, so two runs (a developer's and a clean-clone CI) can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 8181);
export const brandServers: ReadonlyArray<{ brand: BrandId; port: number; brandName: string }> = [
  { brand: 'kowhai', port: base, brandName: 'Kōwhai Energy' },
  { brand: 'fernlight', port: base + 1, brandName: 'Fernlight' },
];

/**
 * The moment the e2e servers' demo calendar starts at (their DEMO_NOW) and the browsers' clocks stand at, so every
 * journey meets the same bills and balances whatever day it runs: Aroha and Ana each owe a bill not yet due (the
 * credit extension), Tama is overdue (pay now), and Tama's last window had PowerShout credits. Mid-morning, so the
 * servers' running clocks stay on this Auckland day for the whole run.
 */
export const E2E_DEMO_NOW = '2026-11-26T10:00:00+13:00';

/** E2E_DEMO_NOW's Auckland date. */
export const E2E_DEMO_TODAY = E2E_DEMO_NOW.slice(0, 10);

export function brandNameOf(projectName: string): string {
  const server = brandServers.find((s) => s.brand === projectName);
  if (!server) throw new Error(`No e2e server for project ${projectName}`);
  return server.brandName;
}
