import { keyedQuery } from '../../core/data/keyed-query.js';
import { balanceDataKeyAtom } from '../../core/user-details/atoms.js';
import { fetchHeroMessage } from './api.js';

/** The hero widget's message per selected site and balance (spec 1 §7 heroMessage): it speaks of what is owed. */
export const heroMessageQuery = keyedQuery({
  name: 'heroMessage',
  fetch: fetchHeroMessage,
  keyedBy: balanceDataKeyAtom,
});
