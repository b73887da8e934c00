import type { FeatureManifest } from '../../core/feature-manifest.js';

/**
 * spec 1 §2 profile/account settings (menu target 'Account Details', /account/profile): login details, e-mail
 * preferences, phones, account roles and the customer's properties with their sites' nicknames.
 */
export const accountSettings: FeatureManifest = {
  navigation: [
    {
      kind: 'tab',
      key: 'profile',
      label: 'Profile',
      href: '/account/profile',
      order: 6,
      comingSoon: () => import('./coming-soon.js').then((m) => m.profileComingSoon),
    },
    { kind: 'menu', label: 'Account Details', href: '/account/profile', order: 1 },
  ],
  routes: [
    {
      path: 'profile',
      title: 'Account details',
      area: 'account',
      screen: () => import('./screens/AccountDetailsScreen.js').then((m) => m.AccountDetailsScreen),
    },
  ],
};
