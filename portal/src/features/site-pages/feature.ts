import type { FeatureManifest } from '../../app/feature-manifest.js';

/**
 * The Profile sub-pages whose screens are not built yet (spec 2 §2 routes, spec 1 §2 menu targets Loyalty Card
 * Settings and Home Profile), each with its page title: each says what is coming to it. A sub-page's feature replaces
 * its entry here when it arrives.
 */
export const profilePlaceholderPages = {
  loyaltyCard: { path: 'profile/loyalty-card/*', title: 'Loyalty card settings' },
  homeProfile: { path: 'profile/home-profile/*', title: 'Home profile' },
  // spec 1 §2: with its tabs {base}/offers, /expiry and /history.
  powershout: { path: 'profile/powershout/*', title: 'PowerShout' },
  donate: { path: 'profile/donate/*', title: 'Donate' },
  movingHouse: { path: 'profile/moving-house/*', title: 'Moving house' },
  friendGetFriend: { path: 'profile/friend-get-friend/*', title: 'Refer a friend' },
} as const satisfies Record<string, { path: string; title: string }>;

export type ProfilePlaceholderPage = keyof typeof profilePlaceholderPages;

/**
 * spec 1 §2 footer links: the portal's own Contact Us, Accessibility, Terms and Conditions and Privacy Policy pages,
 * for everyone, signed in or not (area 'site'); and the placeholders of the Profile sub-pages still to come, in the
 * account pages (area 'account').
 */
export const sitePages: FeatureManifest = {
  routes: [
    {
      path: '/contact-us',
      area: 'site',
      title: 'Contact us',
      screen: () => import('./screens/ContactUsScreen.js').then((m) => m.ContactUsScreen),
    },
    {
      path: '/accessibility',
      area: 'site',
      title: 'Accessibility',
      screen: () => import('./screens/AccessibilityScreen.js').then((m) => m.AccessibilityScreen),
    },
    {
      path: '/terms-and-conditions',
      area: 'site',
      title: 'Terms and conditions',
      screen: () => import('./screens/TermsScreen.js').then((m) => m.TermsScreen),
    },
    {
      path: '/privacy-policy',
      area: 'site',
      title: 'Privacy policy',
      screen: () => import('./screens/PrivacyScreen.js').then((m) => m.PrivacyScreen),
    },
    ...(Object.keys(profilePlaceholderPages) as ProfilePlaceholderPage[]).map((page) => ({
      path: profilePlaceholderPages[page].path,
      area: 'account' as const,
      title: profilePlaceholderPages[page].title,
      screen: () => import('./screens/ProfilePlaceholderScreen.js').then((m) => m.profilePlaceholderScreen(page)),
    })),
  ],
};
