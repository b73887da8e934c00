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
      // Account details and payment options have their own pages, the sub-pages still to come placeholders of their
      // own (features/site-pages): this shows only for an address under Profile that is none of them.
      comingSoon:
        'This part of your profile isn’t here yet. Your login details, contact numbers and email preferences are in Account details, and how your bills are paid is in Payment options.',
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
