import type { BillingAccountSite, Switcher } from '@harakeke/contract';
import { allSites, type AccountSite, type SwitcherAccount } from '../../services/sites/selected-site.js';

// Which site is selected, and what it is supplied with, other features read too: that lives in services/sites.
export { allSites, selectedSiteOf } from '../../services/sites/selected-site.js';
export type { AccountSite, SwitcherAccount };

/** spec 2 §3 site nicknames: a site goes by its nickname when it has one, by its address otherwise. */
export function siteName(site: BillingAccountSite): string {
  return site.nickname?.trim() || site.address;
}

/** spec 2 §3 site status: opening shows '(Pending)', closing shows '(Closed)'. */
export function siteStatusLabel(status: BillingAccountSite['status']): string | null {
  if (status === 'opening') return '(Pending)';
  if (status === 'closing') return '(Closed)';
  return null;
}

const supplyTypeNames = { electricity: 'Electricity', naturalGas: 'Natural gas', lpg: 'LPG' } as const;
export type SupplyType = keyof typeof supplyTypeNames;

/** What a supply type is called on screen (spec 1 §9 service types). */
export function supplyTypeName(type: SupplyType): string {
  return supplyTypeNames[type];
}

/** The supply types at a site, once each, in the order electricity, natural gas, LPG. */
export function supplyTypesOf(site: BillingAccountSite): SupplyType[] {
  const present = new Set(site.supplyPoints.map((point) => point.supplyType));
  return (Object.keys(supplyTypeNames) as SupplyType[]).filter((type) => present.has(type));
}

/** The site a choice names, when the switcher data has it. */
export function findSite(switcher: Switcher, billingAccountId: string, siteId: string): AccountSite | null {
  return allSites(switcher).find(({ account, site }) => account.id === billingAccountId && site.id === siteId) ?? null;
}

/** spec 1 §3: a buying-group account names its group ('Buying Group' by default); other accounts have none. */
export function buyingGroupOf(account: SwitcherAccount): string | null {
  return account.isBuyingGroup ? account.buyingGroupName.trim() || 'Buying Group' : null;
}
