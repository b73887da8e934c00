import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §7 accountSummary: the selected account and site at a glance, on the dashboard. */
export const accountSummary: FeatureManifest = {
  widgets: [
    {
      type: 'accountSummary',
      title: 'Your account',
      loadedHeight: 238,
      load: () => import('./widgets/AccountSummaryWidget.js').then((m) => m.AccountSummaryWidget),
      loadData: () => import('./atoms.js').then((m) => m.accountSummaryQuery.loadAtom),
    },
  ],
};
