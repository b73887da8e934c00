import type { Switcher } from '@harakeke/contract';
import type { AccountRoles } from './atoms.js';

// Properties shaped like the server's demo customers (tama@: two accounts, an opening site), for examples and tests.

type Account = Switcher['billingAccounts'][number];
type Site = Account['billingAccountSites'][number];

function site(
  id: string,
  address: string,
  supplyTypes: ReadonlyArray<Site['supplyPoints'][number]['supplyType']>,
  { nickname = null, status = 'active' }: { nickname?: string | null; status?: Site['status'] } = {},
): Site {
  return {
    id,
    address,
    nickname,
    status,
    isSelected: false,
    supplyPoints: supplyTypes.map((supplyType) => ({
      id: `sp-${id}-${supplyType}`,
      supplyType,
      supplyAgreementId: `SA-${id}-${supplyType}`,
      address,
      status,
      plan: { name: 'Everyday Saver', isValuePlan: false },
      advanced: supplyType === 'naturalGas',
    })),
  };
}

function account(id: string, customerNumber: string, fullAddress: string, sites: Site[]): Account {
  return {
    id,
    type: 'residential',
    customerNumber,
    fullAddress,
    isBuyingGroup: false,
    buyingGroupName: 'Buying Group',
    isSelected: id === 'ba-2001',
    billingAccountSites: sites,
  };
}

/** Two accounts: a named home with gas, an unnamed flat, a closing site; an opening site on the second. */
export const demoProperties: Switcher = {
  billingAccounts: [
    account('ba-2001', '2001234567', '48 Rimu Road, Kelburn, Wellington 6012', [
      site('site-2001-a', '48 Rimu Road, Kelburn, Wellington 6012', ['electricity', 'naturalGas'], {
        nickname: 'Home',
      }),
      site('site-2001-b', '2/48 Rimu Road, Kelburn, Wellington 6012', ['electricity']),
      site('site-2001-c', '7 Kōwhai Street, Ōtaki 5512', ['electricity', 'lpg'], { status: 'closing' }),
    ]),
    account('ba-2002', '2002345678', '12 Tawa Terrace, Tawa, Wellington 5028', [
      site('site-2002-a', '12 Tawa Terrace, Tawa, Wellington 5028', ['electricity'], { status: 'opening' }),
    ]),
  ],
};

export const demoRoles: AccountRoles = {
  roles: [
    { billingAccountId: 'ba-2001', role: 'accountHolder' },
    { billingAccountId: 'ba-2002', role: 'authorisedPerson' },
  ],
};
