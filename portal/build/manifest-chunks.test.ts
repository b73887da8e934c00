import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunksOfManifest, manifestChunks } from './manifest-chunks.js';

const features = fileURLToPath(new URL('../src/features', import.meta.url));
const relative = (modules: Iterable<string>) => [...modules].map((module) => path.relative(features, module)).sort();

describe('the chunks the manifests declare', () => {
  it('puts what a manifest loads with the start-up in the account chunk, whatever its files are called', () => {
    const source = `
      export const planted: FeatureManifest = {
        routes: [
          { path: 'home', title: 'Home', area: 'account', showsWidgets: true, screen: () => import('./screens/Home.js') },
          { path: '/other/*', title: 'Other', screen: () => import('./screens/Other.js') },
        ],
        widgets: [{ type: 'energyTips', title: 'Tips', load: () => import('./parts/Tips.js'), loadData: () => import('./data.js') }],
        startUp: () => import('./first-wave.js').then((m) => m.load),
        shellSlots: { banner: () => import('./Notice.js') },
      };`;
    const { startUp, widgets, routes } = chunksOfManifest(source, path.join(features, 'planted'));
    expect(relative(startUp)).toEqual([
      'planted/Notice.js',
      'planted/data.js',
      'planted/first-wave.js',
      'planted/screens/Home.js',
    ]);
    expect([...widgets].map(([module, type]) => [path.relative(features, module), type])).toEqual([
      ['planted/parts/Tips.js', 'energyTips'],
    ]);
    expect([...routes].map(([address, module]) => [address, path.relative(features, module)])).toEqual([
      ['/account/home', 'planted/screens/Home.js'],
      ['/other', 'planted/screens/Other.js'],
    ]);
  });

  it('reads the portal’s own manifests: the dashboard’s widgets and start-up, the switcher in the header', () => {
    const { startUp, widgets } = manifestChunks(features);
    expect(relative(startUp)).toEqual(
      expect.arrayContaining([
        'account-switcher/AccountSwitcher.tsx',
        'account-switcher/atoms.ts',
        'dashboard/atoms.ts',
        'dashboard/screens/DashboardScreen.tsx',
        'usage/atoms.ts',
      ]),
    );
    expect(relative(startUp)).not.toContain('payment-options/screens/PaymentOptionsScreen.tsx');
    expect(new Set(widgets.values())).toEqual(new Set(['heroMessage', 'billSummary', 'accountSummary', 'usageGraph']));
  });

  it('lists every route a customer can reach, with its screen, for the size check', () => {
    const { routes } = manifestChunks(features);
    expect(relative([routes.get('/account/bill') ?? ''])).toEqual(['bills/screens/BillsScreen.tsx']);
    expect([...routes.keys()]).toEqual(
      expect.arrayContaining(['/login', '/account/dashboard', '/account/profile', '/account/profile/payment-options']),
    );
  });
});
