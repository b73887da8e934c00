import { DescriptionDetails, DescriptionList, DescriptionTerm, Link, Text, useBrand } from '@harakeke/design-system';
import { SITE_CONTACT, supportPhone } from '../../../services/site-contact/site-contact.js';
import { SitePage, SitePageSection } from '../SitePage.js';

/** spec 1 §2 footer link 'Contact Us': how to reach the brand's customer care. */
export function ContactUsScreen() {
  const brand = useBrand();
  const contact = SITE_CONTACT[brand.id];
  return (
    <SitePage
      title="Contact us"
      intro={`The ${brand.name} customer care team is here to help with your bills, payments, moving house or anything else about your account.`}
    >
      <SitePageSection title="Call us">
        <Text>
          Call <Link href={supportPhone.href}>{supportPhone.text}</Link>, free from any phone in New Zealand.
        </Text>
        <DescriptionList>
          <DescriptionTerm>Monday to Friday</DescriptionTerm>
          <DescriptionDetails>8 am to 6 pm</DescriptionDetails>
          <DescriptionTerm>Saturday</DescriptionTerm>
          <DescriptionDetails>9 am to 1 pm</DescriptionDetails>
          <DescriptionTerm>Sundays and public holidays</DescriptionTerm>
          <DescriptionDetails>Closed, except for faults and emergencies</DescriptionDetails>
        </DescriptionList>
        <Text>
          For a power cut or a gas leak, call your lines company or 111 first: they look after the wires and pipes.
        </Text>
      </SitePageSection>
      <SitePageSection title="Email us">
        <Text>
          Write to <Link href={`mailto:${contact.email}`}>{contact.email}</Link> with your account number. We answer
          within two working days.
        </Text>
      </SitePageSection>
      <SitePageSection title="Write to us">
        <Text as="div">
          <address style={{ fontStyle: 'normal' }}>
            {contact.postalAddress.map((line) => (
              <span key={line} style={{ display: 'block' }}>
                {line}
              </span>
            ))}
          </address>
        </Text>
      </SitePageSection>
      <Text tone="muted">
        {brand.name} is a fictional retailer: this portal is a demo, and these details reach nobody.
      </Text>
    </SitePage>
  );
}
