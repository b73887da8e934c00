import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 /activate: the welcome of a new customer's activation link, which leads to sign-in. */
export const activate: FeatureManifest = {
  routes: [
    {
      path: '/activate/*',
      title: 'Activate your account',
      screen: () => import('./screens/ActivateScreen.js').then((m) => m.ActivateScreen),
    },
  ],
};
