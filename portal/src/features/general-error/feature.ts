import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 /general-error: the page a failure that stops the portal leads to. */
export const generalError: FeatureManifest = {
  routes: [
    {
      path: '/general-error',
      title: 'Something went wrong',
      screen: () => import('./screens/GeneralErrorScreen.js').then((m) => m.GeneralErrorScreen),
    },
  ],
};
