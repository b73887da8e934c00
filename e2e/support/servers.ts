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

export function brandNameOf(projectName: string): string {
  const server = brandServers.find((s) => s.brand === projectName);
  if (!server) throw new Error(`No e2e server for project ${projectName}`);
  return server.brandName;
}
