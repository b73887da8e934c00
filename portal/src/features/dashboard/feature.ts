import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 the dashboards (the widgets the server chooses) and the hero widget. */
export const dashboard: FeatureManifest = {
  navigation: [
    { kind: 'tab', key: 'dashboard', label: 'Dashboard', href: '/account/dashboard', order: 1 },
    {
      kind: 'tab',
      key: 'newDashboard',
      label: 'New dashboard',
      href: '/account/new-dashboard',
      order: 7,
      hidden: true,
    },
  ],
  routes: [
    {
      path: 'dashboard',
      title: 'Dashboard',
      area: 'account',
      showsWidgets: true,
      screen: () => import('./screens/DashboardScreen.js').then((m) => m.DashboardScreen),
    },
    {
      path: 'new-dashboard',
      title: 'New dashboard',
      area: 'account',
      showsWidgets: true,
      screen: () => import('./screens/NewDashboardScreen.js').then((m) => m.NewDashboardScreen),
    },
  ],
  widgets: [
    {
      type: 'heroMessage',
      title: 'Your update',
      wide: true,
      loadedHeight: 212,
      load: () => import('./widgets/HeroMessageWidget.js').then((m) => m.HeroMessageWidget),
      loadData: () => import('./widget-data.js').then((m) => m.heroMessageQuery.loadAtom),
    },
  ],
  // The widget list of the dashboard being opened goes out with the first wave of calls.
  startUp: () => import('./atoms.js').then((m) => m.widgetListStartUpAtom),
};
