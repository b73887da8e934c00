import type { UnitMode } from '@harakeke/charts';
import { useAtom, useAtomValue, type PrimitiveAtom } from 'jotai';
import { billingAccountsAtom, unitModeAtom } from '../../core/user-details/atoms.js';
import { availableConsumptionUnits, shownConsumptionUnit } from './units.js';

/**
 * A usage chart's unit (spec 1 §4, spec 2 §4): the one shown, the ones the customer may switch between, the switch,
 * and a buying group's name (its use is in kWh). `costIncluded` is null until the chart's data is in: then only the
 * unit shown is on offer.
 */
export function useConsumptionUnit(chosenAtom: PrimitiveAtom<UnitMode | null>, costIncluded: boolean | null) {
  const unitMode = useAtomValue(unitModeAtom);
  const [chosen, chooseUnit] = useAtom(chosenAtom);
  const account = useAtomValue(billingAccountsAtom).data?.selectedBillingAccount;
  const unit = shownConsumptionUnit(unitMode, costIncluded ?? false, chosen);
  return {
    unit,
    units: costIncluded === null ? [unit] : availableConsumptionUnits(unitMode, costIncluded),
    chooseUnit,
    buyingGroupName: account?.isBuyingGroup ? account.buyingGroupName || 'Buying Group' : null,
  };
}
