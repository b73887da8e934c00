import { selectSite, type RequestOf } from '@harakeke/contract';
import { callApi } from '../../api/call-api.js';

/** The billing account and site a customer picks: the body of POST /private/user/site. */
export type SiteChoice = RequestOf<typeof selectSite>;

/** spec 1 §4 switching site: posts the chosen billing account and site. */
export const postSelectedSite = (choice: SiteChoice) =>
  callApi(selectSite, { billingAccountId: choice.billingAccountId, siteId: choice.siteId });
