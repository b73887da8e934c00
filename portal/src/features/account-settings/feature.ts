import type { FeatureManifest } from '../../core/feature-manifest.js';

/**
 * spec 1 §2 profile/account settings (menu target 'Account Details', /account/profile): login details, e-mail
 * preferences, phones, account roles and the customer's properties with their sites' nicknames.
 */
export const accountSettings: FeatureManifest = {
  routes: [
    {
      path: 'profile',
      title: 'Account details',
      area: 'account',
      screen: () => import('./screens/AccountDetailsScreen.js').then((m) => m.AccountDetailsScreen),
    },
  ],
};
