import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 bills area: the Bills tab (/account/bill) and the dashboard's bill summary widget. */
export const bills: FeatureManifest = {
  navigation: [{ kind: 'tab', key: 'bill', label: 'Bills', href: '/account/bill', order: 5 }],
  routes: [
    {
      path: 'bill',
      title: 'Bills',
      area: 'account',
      screen: () => import('./screens/BillsScreen.js').then((m) => m.BillsScreen),
    },
  ],
  widgets: [
    {
      type: 'billSummary',
      title: 'Your bill',
      loadedHeight: 430,
      load: () => import('./widgets/BillSummaryWidget.js').then((m) => m.BillSummaryWidget),
      loadData: () => import('./widget-data.js').then((m) => m.billSummaryWidgetQuery.loadAtom),
    },
  ],
};
