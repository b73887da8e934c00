import type { HeroMessage } from '@harakeke/contract';
import { atom } from 'jotai';
import { uninitialized } from '../../app/remote.js';
import { loadWidgetData } from '../../widgets/widget-state.js';
import { fetchHeroMessage } from './api.js';

/** The hero widget's message (spec 1 §7 heroMessage). */
export const heroMessageAtom = atom(uninitialized<HeroMessage>());

export const loadHeroMessageAtom = atom(null, (get, set) =>
  loadWidgetData(get, set, heroMessageAtom, fetchHeroMessage, { widget: 'heroMessage' }),
);
