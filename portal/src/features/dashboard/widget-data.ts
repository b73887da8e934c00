import { balanceDataKeyAtom } from '../../app/user-details/atoms.js';
import { siteWidgetData } from '../../widgets/widget-state.js';
import { fetchHeroMessage } from './api.js';

/** The hero widget's message per selected site and balance (spec 1 §7 heroMessage): it speaks of what is owed. */
export const { dataAtom: heroMessageAtom, loadAtom: loadHeroMessageAtom } = siteWidgetData(
  'heroMessage',
  fetchHeroMessage,
  { keyedBy: balanceDataKeyAtom },
);
