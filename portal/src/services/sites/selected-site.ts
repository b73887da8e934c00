import type { BillingAccountSite, Switcher } from '@harakeke/contract';

/** One billing account of the switcher data, with its sites. */
export type SwitcherAccount = Switcher['billingAccounts'][number];

/** A site and the billing account it belongs to. */
export interface AccountSite {
  account: SwitcherAccount;
  site: BillingAccountSite;
}

/** Every site of every account, in the server's order. */
export function allSites(switcher: Switcher): AccountSite[] {
  return switcher.billingAccounts.flatMap((account) => account.billingAccountSites.map((site) => ({ account, site })));
}

/**
 * The site the portal shows: the selected account's selected site. Should the flags disagree (none selected), the
 * selected account's first site, else the first site of all.
 */
export function selectedSiteOf(switcher: Switcher): AccountSite | null {
  const sites = allSites(switcher);
  return (
    sites.find(({ account, site }) => account.isSelected && site.isSelected) ??
    sites.find(({ site }) => site.isSelected) ??
    sites.find(({ account }) => account.isSelected) ??
    sites[0] ??
    null
  );
}

/**
 * Whether a site has advanced (daily read) natural gas, the only gas the bill-period calls answer for (spec 1 §6,
 * spec 2 §7): a site without it answers 404 there, so the portal does not ask.
 */
export const hasAdvancedNaturalGas = (site: BillingAccountSite) =>
  site.supplyPoints.some((point) => point.supplyType === 'naturalGas' && point.advanced);
