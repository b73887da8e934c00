import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { Heading } from '../Heading/Heading.js';
import { Icon } from '../Icon/Icon.js';
import { Text } from '../Text/Text.js';
import { AppShell, type AppShellProps, type NavigationLink } from './AppShell.js';

// spec 1 §2: the main navigation tabs under /account.
const navigation: NavigationLink[] = [
  { label: 'Dashboard', href: '/account/dashboard', isCurrent: true },
  { label: 'Usage', href: '/account/usage' },
  { label: 'EV IQ', href: '/account/ev-iq' },
  { label: 'Tips', href: '/account/tips' },
  { label: 'Bills', href: '/account/bill' },
  { label: 'Profile', href: '/account/profile' },
];

const accountLinks: NavigationLink[] = [
  { label: 'Account Details', href: '/account/profile' },
  { label: 'Payment Options', href: '/account/profile/payment-options' },
  { label: 'Loyalty Card Settings', href: '/account/profile/loyalty-card' },
  { label: 'Home Profile', href: '/account/profile/home-profile' },
];

const footerLinks: AppShellProps['footerLinks'] = {
  contactUs: '/contact-us',
  accessibility: '/accessibility',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
};

const socialLinks: AppShellProps['socialLinks'] = {
  facebook: 'https://www.facebook.com/',
  linkedin: 'https://www.linkedin.com/',
  youtube: 'https://www.youtube.com/',
  blog: 'https://blog.example.org/',
};

const page = (
  <>
    <Heading level={1}>Dashboard</Heading>
    <Text>Your balance is $182.40, due on 20 Mar 2025.</Text>
  </>
);

const accountSwitcher = (
  <Button variant="secondary" size="sm">
    12 Kauri Street, Hamilton
    <Icon name="chevron-down" size="sm" />
  </Button>
);

export const appShellExamples = defineExamples({
  Default: {
    description:
      'Tab once to reach the skip link. From the md breakpoint the navigation sits in the header; below it, behind the ' +
      'menu button.',
    render: () => (
      <AppShell navigation={navigation} footerLinks={footerLinks} socialLinks={socialLinks}>
        {page}
      </AppShell>
    ),
  },
  WithAccountSwitcher: {
    description: 'The account-switcher slot: beside the menu from sm up, on its own line at the narrowest widths.',
    render: () => (
      <AppShell
        navigation={navigation}
        footerLinks={footerLinks}
        socialLinks={socialLinks}
        accountSwitcher={accountSwitcher}
      >
        {page}
      </AppShell>
    ),
  },
  WithLogo: {
    description: 'A logo before the brand name; the name stays the link’s text.',
    render: () => (
      <AppShell navigation={navigation} footerLinks={footerLinks} logo={<Icon name="bolt" />} brandName="Kōwhai Energy">
        {page}
      </AppShell>
    ),
  },
  MenuOpen: {
    description: 'The menu drawer open (spec 1 §2 sidebar), as under the md breakpoint.',
    render: () => (
      <AppShell
        navigation={navigation}
        footerLinks={footerLinks}
        socialLinks={socialLinks}
        accountSwitcher={accountSwitcher}
        defaultOpen
      >
        {page}
      </AppShell>
    ),
  },
  WithAccountMenu: {
    description:
      'Account links and a Log out button in the menu (spec 1 §2 menu targets): the menu button stays from md up, ' +
      'where the menu holds only them.',
    render: () => (
      <AppShell
        navigation={navigation}
        footerLinks={footerLinks}
        accountSwitcher={accountSwitcher}
        accountLinks={accountLinks}
        menuFooter={
          <Button variant="secondary" size="sm">
            Log out
          </Button>
        }
        defaultOpen
      >
        {page}
      </AppShell>
    ),
  },
  WithoutSocialLinks: {
    render: () => (
      <AppShell navigation={navigation} footerLinks={footerLinks}>
        {page}
      </AppShell>
    ),
  },
});
