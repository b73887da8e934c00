import { defineExamples } from '../examples.js';
import { SiteFooter, type FooterLinks, type SocialLinks } from './SiteFooter.js';

const footerLinks: FooterLinks = {
  contactUs: '/contact-us',
  accessibility: '/accessibility',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
};

const socialLinks: SocialLinks = {
  facebook: 'https://www.facebook.com/kowhaienergy.example',
  linkedin: 'https://www.linkedin.com/company/kowhaienergy.example',
  youtube: 'https://www.youtube.com/@kowhaienergy.example',
  blog: 'https://blog.kowhaienergy.example/',
};

export const siteFooterExamples = defineExamples({
  Default: {
    description: 'The footer on its own, as pages without the AppShell (sign-in, outage) show it.',
    render: () => <SiteFooter footerLinks={footerLinks} socialLinks={socialLinks} />,
  },
  NamedSocialLinks: {
    description: 'Social links named after the brand, so each says whose page it opens.',
    render: () => (
      <SiteFooter
        footerLinks={footerLinks}
        socialLinks={socialLinks}
        footerLinkText={{
          facebook: 'Kōwhai Energy on Facebook',
          linkedin: 'Kōwhai Energy on LinkedIn',
          youtube: 'Kōwhai Energy on YouTube',
          blog: 'The Kōwhai Energy blog',
        }}
      />
    ),
  },
  WithoutSocialLinks: {
    render: () => <SiteFooter footerLinks={footerLinks} />,
  },
});
