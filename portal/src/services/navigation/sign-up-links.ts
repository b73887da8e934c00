import type { Brand } from '@harakeke/themes';

/** Where a visitor signs up as a new customer: a residential (home) or an sme (business) customer (spec 1 §1). */
export interface SignUpLinks {
  /** Href of the residential sign-up. */
  residential: string;
  /** Href of the sme sign-up. */
  sme: string;
}

/**
 * spec 1 §1: the residential and sme sign-up links differ by brand, on each brand's own host. Both brands are
 * fictional, so are these hosts (the reserved `.example` names), as with the social links (site-links.ts). A module
 * of their own: site-links.ts goes in the footer's chunk, which /login loads only after its card.
 */
const SIGN_UP_LINKS: Record<Brand['id'], SignUpLinks> = {
  kowhai: {
    residential: 'https://www.kowhaienergy.example/join',
    sme: 'https://www.kowhaienergy.example/business/join',
  },
  fernlight: {
    residential: 'https://www.fernlight.example/join',
    sme: 'https://www.fernlight.example/business/join',
  },
};

/** The sign-up links of a brand (spec 1 §1). */
export function signUpLinksFor(brand: Pick<Brand, 'id'>): SignUpLinks {
  return SIGN_UP_LINKS[brand.id];
}
