import type { BrandId } from '@harakeke/themes';

/** The e2e servers: one per brand, on ports away from the default 8080 so a running `npm start` is untouched. */
export const brandServers: ReadonlyArray<{ brand: BrandId; port: number; brandName: string }> = [
  { brand: 'kowhai', port: 8181, brandName: 'Kōwhai Energy' },
  { brand: 'fernlight', port: 8182, brandName: 'Fernlight' },
];

export function brandNameOf(projectName: string): string {
  const server = brandServers.find((s) => s.brand === projectName);
  if (!server) throw new Error(`No e2e server for project ${projectName}`);
  return server.brandName;
}
