import type { Outage } from '@harakeke/contract';
import { PlainLink, Text, useBrand } from '@harakeke/design-system';
import { CenteredCard } from '../centered-page/CenteredCard.js';
import { SITE_CONTACT, supportPhone } from '../site-contact/site-contact.js';
import { outageScreenText } from './outage-text.js';

export interface OutageViewProps {
  /** When the portal is down and for how long, as the outage state words it (spec 1 §3); null when not known. */
  outage: Pick<Outage, 'period' | 'outageDurationText'> | null;
}

/**
 * The card of /outage (spec 1 §2): whose portal is down, for how long, and how to reach the brand meanwhile. While an
 * outage is on every address leads here and the footer is not shown, so its Contact Us cannot be reached: the
 * card gives the phone and e-mail itself.
 */
export function OutageView({ outage }: OutageViewProps) {
  const brand = useBrand();
  const { email } = SITE_CONTACT[brand.id];
  return (
    <CenteredCard headingId="outage-heading" title="We’re doing some maintenance">
      <Text>{outageScreenText(outage ?? { period: null, outageDurationText: null })}</Text>
      <Text>
        Need help with your account? Call us on <PlainLink href={supportPhone.href}>{supportPhone.text}</PlainLink> or
        email <PlainLink href={`mailto:${email}`}>{email}</PlainLink>.
      </Text>
    </CenteredCard>
  );
}
