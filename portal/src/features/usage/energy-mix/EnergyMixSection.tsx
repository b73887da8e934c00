import { useAtomValue } from 'jotai';
import { useQuery } from '../../../core/data/keyed-query.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { useSectionAtPath } from '../section-at-path.js';
import { energyMixQuery } from './atoms.js';
import { EnergyMixView } from './EnergyMixView.js';

/** The path that opens the usage page at its energy mix (spec 2 §2). */
export const ENERGY_MIX_PATH = '/account/usage/energy-mix';

/** The usage page's energy mix (spec 2 §2, §3): loads with the page, in view when opened at /account/usage/energy-mix. */
export function EnergyMixSection() {
  const { load, retry } = useQuery(energyMixQuery);
  const ref = useSectionAtPath<HTMLElement>(ENERGY_MIX_PATH, load.status === 'ready');
  const isBusiness = useAtomValue(billingAccountsAtom).data?.selectedBillingAccount?.type === 'sme';
  return <EnergyMixView ref={ref} load={load} onRetry={retry} isBusiness={isBusiness} />;
}
