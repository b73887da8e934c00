import type { FooterLinks, SiteFooterProps, SocialLinks } from '@harakeke/design-system';
import type { Brand } from '@harakeke/themes';

/** spec 1 §2 footer links: the portal's own pages (features/site-pages), reachable signed in and signed out. */
export const FOOTER_LINKS: FooterLinks = {
  contactUs: '/contact-us',
  accessibility: '/accessibility',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
};

/**
 * spec 1 §2 social links (facebook, linkedin, youtube, blog): each brand's own pages. Both brands are fictional, so
 * are these addresses (the reserved `.example` names), but they are ordinary links out of the portal.
 */
const SOCIAL_LINKS: Record<Brand['id'], Required<SocialLinks>> = {
  kowhai: {
    facebook: 'https://www.facebook.com/kowhaienergy.example',
    linkedin: 'https://www.linkedin.com/company/kowhaienergy.example',
    youtube: 'https://www.youtube.com/@kowhaienergy.example',
    blog: 'https://blog.kowhaienergy.example/',
  },
  fernlight: {
    facebook: 'https://www.facebook.com/fernlight.example',
    linkedin: 'https://www.linkedin.com/company/fernlight.example',
    youtube: 'https://www.youtube.com/@fernlight.example',
    blog: 'https://blog.fernlight.example/',
  },
};

/**
 * The footer's links for a brand: the social links named after it ('Kōwhai Energy on Facebook'), so a list of links
 * read out of context still says whose page each one opens.
 */
export function siteFooterFor(brand: Pick<Brand, 'id' | 'name'>): SiteFooterProps {
  return {
    footerLinks: FOOTER_LINKS,
    socialLinks: SOCIAL_LINKS[brand.id],
    footerLinkText: {
      facebook: `${brand.name} on Facebook`,
      linkedin: `${brand.name} on LinkedIn`,
      youtube: `${brand.name} on YouTube`,
      blog: `The ${brand.name} blog`,
    },
  };
}
