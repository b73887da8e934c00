import type { Brand } from '@harakeke/themes';
import { SUPPORT_NUMBER } from '../../api/problems.js';

/**
 * The support number (spec 1 §5, api/problems.ts: the same for every brand) as a link gives it: dialled without
 * spaces, shown with no-break spaces so a narrow line never splits the number ('0800 086 / 400').
 */
export const supportPhone = {
  href: `tel:${SUPPORT_NUMBER.replaceAll(' ', '')}`,
  text: SUPPORT_NUMBER.replaceAll(' ', '\u00a0'),
};

/**
 * How to reach a brand's customer care: fictional, like the brands. The Contact Us and Accessibility pages give it,
 * and so does the outage page, from which the footer's Contact Us cannot be reached (spec 1 §2).
 */
export interface SiteContact {
  email: string;
  /** The postal address, line by line. */
  postalAddress: readonly string[];
}

export const SITE_CONTACT: Record<Brand['id'], SiteContact> = {
  kowhai: {
    email: 'care@kowhaienergy.example',
    postalAddress: ['Kōwhai Energy Customer Care', 'PO Box 4120', 'Hamilton 3247'],
  },
  fernlight: {
    email: 'help@fernlight.example',
    postalAddress: ['Fernlight Customer Care', 'Private Bag 92016', 'Auckland 1142'],
  },
};
