import type { SupplyPoint, Switcher } from '@harakeke/contract';

// Switcher data of one account with one selected site, for the tests and examples of features that read the
// selected site's supplies (the account switcher has its own, of the server's demo customers).

const plans = {
  electricity: { name: 'Everyday Saver', isValuePlan: false },
  naturalGas: { name: 'Gas Standard', isValuePlan: false },
  lpg: { name: 'LPG 45 kg bottles', isValuePlan: false },
} as const;

const address = '12 Kōwhai Street, Ponsonby, Auckland 1011';

/**
 * Aroha's account (widgets/test-fixtures.ts) with its one site selected, supplied with `supplyTypes`; its natural
 * gas is advanced (read daily) unless `advancedGas` is false.
 */
export function oneSiteSwitcher(supplyTypes: SupplyPoint['supplyType'][], { advancedGas = true } = {}): Switcher {
  return {
    billingAccounts: [
      {
        id: 'ba-1',
        type: 'residential',
        customerNumber: '1001234567',
        fullAddress: address,
        isBuyingGroup: false,
        buyingGroupName: 'Buying Group',
        isSelected: true,
        billingAccountSites: [
          {
            id: 'site-1',
            address,
            nickname: 'Home',
            status: 'active',
            isSelected: true,
            supplyPoints: supplyTypes.map((supplyType) => ({
              id: `sp-1-${supplyType}`,
              supplyType,
              supplyAgreementId: `SA-1-${supplyType.slice(0, 3).toUpperCase()}`,
              address,
              status: 'active' as const,
              plan: plans[supplyType],
              advanced: supplyType === 'naturalGas' && advancedGas,
            })),
          },
        ],
      },
    ],
  };
}
