import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 2 tips: the tab, whose screens are still to come (the server already answers its calls). */
export const tips: FeatureManifest = {
  navigation: [
    {
      kind: 'tab',
      key: 'tips',
      label: 'Tips',
      href: '/account/tips',
      order: 4,
      comingSoon: () => import('./coming-soon.js').then((m) => m.tipsComingSoon),
    },
  ],
};
