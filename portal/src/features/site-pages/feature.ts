import type { FeatureManifest } from '../../core/feature-manifest.js';
import { profilePlaceholderPages, type ProfilePlaceholderPage } from './profile-placeholder-pages.js';

/**
 * spec 1 §2 footer links: the portal's own Contact Us, Accessibility, Terms and Conditions and Privacy Policy pages,
 * for everyone, signed in or not (area 'site'); and the placeholders of the Profile sub-pages still to come, in the
 * account pages (area 'account').
 */
export const sitePages: FeatureManifest = {
  // spec 1 §2 menu targets whose pages are still to come.
  navigation: [
    { kind: 'menu', label: 'Loyalty Card Settings', href: '/account/profile/loyalty-card', order: 3 },
    { kind: 'menu', label: 'Home Profile', href: '/account/profile/home-profile', order: 4 },
  ],
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
