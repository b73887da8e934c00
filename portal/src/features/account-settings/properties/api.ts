import { getAccountRoles, getSwitcher, setSiteNickname } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/** spec 1 §3 accountSwitcherData: the billing accounts with their sites, which the properties list. */
export const fetchProperties = () => callApi(getSwitcher);

/** spec 1 §6: the customer's role on each billing account. */
export const fetchAccountRoles = () => callApi(getAccountRoles);

/** spec 1 §7: names a site (spec 2 §3: billingAccountSiteId plus nickname). */
export const postSiteNickname = (billingAccountSiteId: string, nickname: string) =>
  callApi(setSiteNickname, { billingAccountSiteId, nickname });
