import { Link, Text, useBrand } from '@harakeke/design-system';
import { SITE_CONTACT, supportPhone } from '../../../services/site-contact/site-contact.js';
import { SitePage, SitePageList, SitePageSection } from '../SitePage.js';

/**
 * spec 1 §2 footer link 'Accessibility': this portal's accessibility statement. Everything it claims is what the
 * repository does: axe on every example and story (portal and design system) and on the e2e pages, the visual
 * suite's forced-colours and 320 px checks, charts with their data as a table, the stand-in card page of the demo
 * server, and tagged bill PDFs (server/src/bills/bill-pdf.ts) whose structure is read back in the server's tests but
 * has not been through a PDF/UA validator.
 */
export function AccessibilityScreen() {
  const brand = useBrand();
  const contact = SITE_CONTACT[brand.id];
  return (
    <SitePage
      title="Accessibility"
      intro={`We want everyone to be able to use the ${brand.name} customer portal: to read their bills and usage, pay and manage their account, whatever device or assistive technology they use.`}
    >
      <SitePageSection title="The standard we aim for">
        <Text>
          The portal is built to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and to work with
          a keyboard alone, with screen readers, zoomed to 400 %, and with the high-contrast colours of your system.
        </Text>
      </SitePageSection>
      <SitePageSection title="How we test it">
        <SitePageList
          items={[
            'Every component and screen state is checked with the axe accessibility engine, and so is every page in our end-to-end tests, in both of our brands.',
            'Each page is tried with the keyboard alone: every control can be reached, focus is always visible, and dialogs keep and return focus.',
            'Controls take their names, roles and states from well-tested accessibility libraries, and our tests find every control by the name a screen reader would announce. We have not yet had the portal reviewed by screen reader users, and would welcome your report.',
            'Every component is drawn in the system’s forced colours (Windows high contrast) and at a width of 320 px, where nothing may scroll sideways or be cut off.',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="What we know is not yet right">
        <SitePageList
          items={[
            'Charts of your usage and bills are drawn as pictures; the same numbers are there under ‘Show the data as a table’ beside each chart.',
            'Bills you download as PDF are tagged, with headings, tables and a described chart, so a screen reader reads them in order; we have not yet had them checked against the PDF/UA standard. Your bill’s details are also on the Bills page.',
            'The page where you enter card details is, in this demo, a stand-in for a payment provider’s own page: it is not part of the portal, and a real provider’s page would need checking of its own.',
          ]}
        />
      </SitePageSection>
      <SitePageSection title="Tell us about a problem">
        <Text>
          If something in the portal is hard to use, or you need information in another format, call us on{' '}
          <Link href={supportPhone.href}>{supportPhone.text}</Link> or email{' '}
          <Link href={`mailto:${contact.email}`}>{contact.email}</Link>. Tell us the page, what you were trying to do
          and the device and assistive technology you use. We reply within five working days.
        </Text>
      </SitePageSection>
    </SitePage>
  );
}
