import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 payment options screen (menu target 'Payment Options'): recurring payments and the saved card. */
export const paymentOptions: FeatureManifest = {
  navigation: [{ kind: 'menu', label: 'Payment Options', href: '/account/profile/payment-options', order: 2 }],
  routes: [
    {
      path: 'profile/payment-options',
      title: 'Payment options',
      area: 'account',
      screen: () => import('./screens/PaymentOptionsScreen.js').then((m) => m.PaymentOptionsScreen),
    },
  ],
};
