import { Link, Text, useBrand } from '@harakeke/design-system';
import { SitePage, SitePageList, SitePageSection } from '../SitePage.js';

/** spec 1 §2 footer link 'Terms and Conditions': a plain summary, which says it is a demo's. */
export function TermsScreen() {
  const brand = useBrand();
  return (
    <SitePage
      title="Terms and conditions"
      intro={`These are the terms of using the ${brand.name} customer portal, in short. ${brand.name} is a fictional retailer and this portal is a demo: these terms bind nobody.`}
    >
      <SitePageSection title="Using the portal">
        <SitePageList
          items={[
            'Keep your sign-in details to yourself. Anyone who signs in as you can see your bills and make payments.',
            'What the portal shows about your usage is based on your meter’s readings; an estimate is marked as one.',
            'A payment you make here counts from the day we receive it, which may be a working day later.',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="Your energy supply">
        <Text>
          Your supply of electricity, natural gas or LPG is under your customer agreement with {brand.name}, not these
          terms. The portal is only a way to see and manage that agreement.
        </Text>
      </SitePageSection>
      <SitePageSection title="Changes and questions">
        <Text>
          We tell you in the portal before these terms change. For anything about them, see{' '}
          <Link href="/contact-us">Contact us</Link>.
        </Text>
      </SitePageSection>
    </SitePage>
  );
}
