import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 2 EV IQ: the tab, whose screens are still to come (the server already answers its calls). */
export const evIq: FeatureManifest = {
  navigation: [
    {
      kind: 'tab',
      key: 'evIq',
      label: 'EV IQ',
      href: '/account/ev-iq',
      order: 3,
      comingSoon: () => import('./coming-soon.js').then((m) => m.evIqComingSoon),
    },
  ],
};
