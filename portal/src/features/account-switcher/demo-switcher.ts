import type { BillingAccountSite, Switcher } from '@harakeke/contract';
import type { SupplyType, SwitcherAccount } from './sites.js';

// Switcher data shaped like the server's demo customers (server/README.md), for examples, stories and tests.

const plans = {
  electricity: { name: 'Everyday Saver', isValuePlan: false },
  naturalGas: { name: 'Gas Standard', isValuePlan: false },
  lpg: { name: 'LPG 45 kg bottles', isValuePlan: false },
} as const;

interface SiteSeed {
  id: string;
  address: string;
  nickname?: string;
  status?: BillingAccountSite['status'];
  supplyTypes: SupplyType[];
  isSelected?: boolean;
}

function site({ id, address, nickname, status = 'active', supplyTypes, isSelected = false }: SiteSeed) {
  const key = id.replace(/^site-/, '');
  return {
    id,
    address,
    nickname: nickname ?? null,
    status,
    isSelected,
    supplyPoints: supplyTypes.map((supplyType) => ({
      id: `sp-${key}-${supplyType}`,
      supplyType,
      supplyAgreementId: `SA-${key.toUpperCase()}-${supplyType.slice(0, 3).toUpperCase()}`,
      address,
      status,
      plan: plans[supplyType],
      advanced: supplyType === 'naturalGas',
    })),
  };
}

type AccountSeed = Omit<SwitcherAccount, 'type' | 'isBuyingGroup' | 'buyingGroupName' | 'isSelected'> &
  Partial<Pick<SwitcherAccount, 'type' | 'isBuyingGroup' | 'buyingGroupName' | 'isSelected'>>;

function account(seed: AccountSeed): SwitcherAccount {
  return { type: 'residential', isBuyingGroup: false, buyingGroupName: 'Buying Group', isSelected: false, ...seed };
}

/** tama@: two billing accounts and four sites, Tawa opening; Home selected. */
export function tamaSwitcher(selected: { billingAccountId: string; siteId: string } = demoSelection.home): Switcher {
  const data: Switcher = {
    billingAccounts: [
      account({
        id: 'ba-2001',
        customerNumber: '2001234567',
        fullAddress: '48 Rimu Road, Kelburn, Wellington 6012',
        billingAccountSites: [
          site({
            id: 'site-2001-a',
            address: '48 Rimu Road, Kelburn, Wellington 6012',
            nickname: 'Home',
            supplyTypes: ['electricity', 'naturalGas'],
          }),
          site({
            id: 'site-2001-b',
            address: '48A Rimu Road, Kelburn, Wellington 6012',
            nickname: 'Sleepout',
            supplyTypes: ['electricity', 'lpg'],
          }),
          site({
            id: 'site-2001-c',
            address: '7 Tawa Terrace, Tawa, Wellington 5028',
            status: 'opening',
            supplyTypes: ['electricity', 'naturalGas'],
          }),
        ],
      }),
      account({
        id: 'ba-2002',
        customerNumber: '2002345678',
        fullAddress: '3 Beach Lane, Raglan 3225',
        billingAccountSites: [
          site({
            id: 'site-2002-a',
            address: '3 Beach Lane, Raglan 3225',
            nickname: 'Bach',
            supplyTypes: ['electricity', 'lpg'],
          }),
        ],
      }),
    ],
  };
  return withSelection(data, selected);
}

/** The choices of tama@'s sites, by nickname. */
export const demoSelection = {
  home: { billingAccountId: 'ba-2001', siteId: 'site-2001-a' },
  sleepout: { billingAccountId: 'ba-2001', siteId: 'site-2001-b' },
  tawa: { billingAccountId: 'ba-2001', siteId: 'site-2001-c' },
  bach: { billingAccountId: 'ba-2002', siteId: 'site-2002-a' },
  orchard: { billingAccountId: 'ba-4001', siteId: 'site-4001' },
  depot: { billingAccountId: 'ba-4002', siteId: 'site-4002' },
} as const;

/** aroha@: one billing account with one electricity site. */
export function arohaSwitcher(): Switcher {
  return {
    billingAccounts: [
      account({
        id: 'ba-1001',
        customerNumber: '1001234567',
        fullAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
        isSelected: true,
        billingAccountSites: [
          site({
            id: 'site-1001',
            address: '12 Kōwhai Street, Ponsonby, Auckland 1011',
            supplyTypes: ['electricity'],
            isSelected: true,
          }),
        ],
      }),
    ],
  };
}

/**
 * A business with a buying-group account (hemi@'s group) beside an ordinary one, and a closing site; the orchard,
 * in the group, selected.
 */
export function buyingGroupSwitcher(
  selected: { billingAccountId: string; siteId: string } = demoSelection.orchard,
): Switcher {
  const data: Switcher = {
    billingAccounts: [
      account({
        id: 'ba-4001',
        type: 'sme',
        customerNumber: '4001234567',
        fullAddress: '15 Harbour Quay, Napier 4110',
        isBuyingGroup: true,
        buyingGroupName: 'Hawke’s Bay Growers Group',
        billingAccountSites: [
          site({
            id: 'site-4001',
            address: '220 Orchard Road, Havelock North 4130',
            nickname: 'Orchard',
            supplyTypes: ['electricity'],
          }),
        ],
      }),
      account({
        id: 'ba-4002',
        type: 'sme',
        customerNumber: '4002345678',
        fullAddress: '15 Harbour Quay, Napier 4110',
        billingAccountSites: [
          site({
            id: 'site-4002',
            address: '15 Harbour Quay, Napier 4110',
            nickname: 'Depot',
            supplyTypes: ['electricity'],
          }),
          site({
            id: 'site-4003',
            address: '9 Station Street, Napier 4110',
            status: 'closing',
            supplyTypes: ['electricity', 'naturalGas'],
          }),
        ],
      }),
    ],
  };
  return withSelection(data, selected);
}

/** The same data with one account and site selected, as the server answers after POST /private/user/site. */
export function withSelection(data: Switcher, selected: { billingAccountId: string; siteId: string }): Switcher {
  return {
    billingAccounts: data.billingAccounts.map((candidate) => ({
      ...candidate,
      isSelected: candidate.id === selected.billingAccountId,
      billingAccountSites: candidate.billingAccountSites.map((each) => ({
        ...each,
        isSelected: each.id === selected.siteId,
      })),
    })),
  };
}
