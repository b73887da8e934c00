import { Link, Text, useBrand } from '@harakeke/design-system';
import { SitePage, SitePageList, SitePageSection } from '../SitePage.js';

/** spec 1 §2 footer link 'Privacy Policy': a plain summary, which says it is a demo's. */
export function PrivacyScreen() {
  const brand = useBrand();
  return (
    <SitePage
      title="Privacy policy"
      intro={`How ${brand.name} looks after what it knows about you, in short. ${brand.name} is a fictional retailer and this portal is a demo: its customers are made up, and no real person’s information is kept here.`}
    >
      <SitePageSection title="What we keep">
        <SitePageList
          items={[
            'Your name, contact details and the addresses we supply.',
            'Your meter readings and usage, your bills and your payments.',
            'How you use the portal (the pages you open), so we can make it better. A saved card is kept by the payment provider, not by us.',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="What we use it for">
        <Text>
          To supply and bill your energy, to answer you when you contact us, and to tell you about changes to your
          account. We share it only with those who help us do that (the lines company, the meter reader, the payment
          provider) or when the law requires it.
        </Text>
      </SitePageSection>
      <SitePageSection title="Your rights">
        <Text>
          Under the Privacy Act 2020 you may ask to see what we hold about you and to have it corrected. Ask us through{' '}
          <Link href="/contact-us">Contact us</Link>.
        </Text>
      </SitePageSection>
    </SitePage>
  );
}
