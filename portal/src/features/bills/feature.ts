import type { FeatureManifest } from '../../app/feature-manifest.js';

/** spec 1 §7 bills: for now the dashboard's bill summary widget. */
export const bills: FeatureManifest = {
  widgets: [
    {
      type: 'billSummary',
      title: 'Your bill',
      loadedHeight: 430,
      load: () => import('./widgets/BillSummaryWidget.js').then((m) => m.BillSummaryWidget),
      loadData: () => import('./widgets/atoms.js').then((m) => m.loadBillSummaryWidgetAtom),
    },
  ],
};
