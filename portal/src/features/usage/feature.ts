import type { FeatureManifest } from '../../core/feature-manifest.js';

/**
 * spec 2 usage: the usage page (/account/usage) and the dashboard's usage graph widget. ecoTracker, usageBreakdown and
 * homeComparison join them.
 */
export const usage: FeatureManifest = {
  navigation: [
    {
      kind: 'tab',
      key: 'usage',
      label: 'Usage',
      href: '/account/usage',
      order: 2,
      comingSoon: () => import('./coming-soon.js').then((m) => m.usageComingSoon),
    },
  ],
  routes: [
    {
      path: 'usage',
      title: 'Usage',
      area: 'account',
      screen: () => import('./screens/UsageScreen.js').then((m) => m.UsageScreen),
    },
    {
      // spec 2 §2: the forecasts' path and its deep link (/usage/forecasts) open the usage page at its forecast.
      path: 'usage/forecasts',
      title: 'Usage',
      area: 'account',
      screen: () => import('./screens/UsageScreen.js').then((m) => m.UsageScreen),
    },
    {
      // spec 2 §2: the energy mix's path opens the usage page at its energy mix.
      path: 'usage/energy-mix',
      title: 'Usage',
      area: 'account',
      screen: () => import('./screens/UsageScreen.js').then((m) => m.UsageScreen),
    },
  ],
  widgets: [
    {
      type: 'usageGraph',
      title: 'Your electricity use',
      wide: true,
      loadedHeight: 487,
      load: () => import('./widgets/UsageGraphWidget.js').then((m) => m.UsageGraphWidget),
      loadData: () => import('./atoms.js').then((m) => m.usageGraphQuery.loadAtom),
    },
  ],
};
