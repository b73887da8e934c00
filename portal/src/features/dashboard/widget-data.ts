import { siteWidgetData } from '../../widgets/widget-state.js';
import { fetchHeroMessage } from './api.js';

/** The hero widget's message per selected site (spec 1 §7 heroMessage). */
export const { dataAtom: heroMessageAtom, loadAtom: loadHeroMessageAtom } = siteWidgetData(
  'heroMessage',
  fetchHeroMessage,
);
