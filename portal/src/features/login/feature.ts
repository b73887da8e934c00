import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 /login: the sign-in page. */
export const login: FeatureManifest = {
  routes: [
    { path: '/login', title: 'Sign in', screen: () => import('./screens/LoginScreen.js').then((m) => m.LoginScreen) },
  ],
};
