import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 1 §2 payment options screen (menu target 'Payment Options'): recurring payments and the saved card. */
export const paymentOptions: FeatureManifest = {
  routes: [
    {
      path: 'profile/payment-options',
      title: 'Payment options',
      area: 'account',
      screen: () => import('./screens/PaymentOptionsScreen.js').then((m) => m.PaymentOptionsScreen),
    },
  ],
};
