import type { Brand } from '@harakeke/themes';

/** The support number the portal's messages give (api/problems.ts, the bills' card-payment rules). */
export const SUPPORT_NUMBER = '0800 086 400';

/** How to reach a brand's customer care: fictional, like the brands. */
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
