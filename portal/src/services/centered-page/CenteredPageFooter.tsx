import { SiteFooter, useBrand } from '@harakeke/design-system';
import { siteFooterFor } from '../navigation/site-links.js';

/** The site's footer under a centred page (CenteredPage), in a chunk of its own. */
export function CenteredPageFooter() {
  return <SiteFooter {...siteFooterFor(useBrand())} />;
}
