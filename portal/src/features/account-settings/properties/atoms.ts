import type { ResponseOf, Switcher, getAccountRoles } from '@harakeke/contract';
import { atom } from 'jotai';
import { keyedQuery } from '../../../core/data/keyed-query.js';
import { mutationFamily } from '../../../core/data/mutation.js';
import { sitesChangedAtom } from '../../../core/user-details/atoms.js';
import { fetchAccountRoles, fetchProperties, postSiteNickname } from './api.js';

export type AccountRoles = ResponseOf<typeof getAccountRoles>;

/**
 * spec 1 §3 accountSwitcherData, as this section holds it: the header's switcher keeps its own copy in its feature,
 * which no other feature reads.
 */
export const propertiesQuery = keyedQuery<Switcher>({ name: 'accountSettings.properties', fetch: fetchProperties });

/** spec 1 §3 accountRoles: the customer's role on each billing account (spec 1 §6). */
export const accountRolesQuery = keyedQuery<AccountRoles>({
  name: 'accountSettings.accountRoles',
  fetch: fetchAccountRoles,
});

/** The sites whose nickname field the customer has open (by billingAccountSiteId): the form's own state. */
export const editingNicknamesAtom = atom<readonly string[]>([]);

/** What a nickname save sends: the site (billingAccountSiteId) and the name as typed. */
export interface NicknameChange {
  siteId: string;
  nickname: string;
}

/**
 * spec 1 §7 site-nickname: posts billingAccountSiteId plus nickname (spec 2 §3), trimmed; then reloads the properties,
 * and the billing accounts and the header's account switcher (sitesChangedAtom), so everywhere shows the stored name
 * before the field says Changes Saved. A failure keeps the typed name in the field with the server's message (spec 1
 * §5's, the same the field checks).
 */
export const saveNickname = mutationFamily({
  keyOf: ({ siteId }: NicknameChange) => siteId,
  run: ({ siteId, nickname }: NicknameChange) => postSiteNickname(siteId, nickname.trim()),
  onSuccess: async (_answer, { siteId }, { set }) => {
    await Promise.all([set(propertiesQuery.loadAtom, 'refresh'), set(sitesChangedAtom)]);
    set(editingNicknamesAtom, (open) => open.filter((id) => id !== siteId));
  },
});

/** Edit pressed on a site's nickname: the field opens, and what its last save said is forgotten. */
export const editNicknameAtom = atom(null, (_get, set, siteId: string) => {
  set(saveNickname.resetAtom, siteId);
  set(editingNicknamesAtom, (open) => (open.includes(siteId) ? open : [...open, siteId]));
});

/** Cancel pressed (or Escape): back to the stored name. */
export const cancelNicknameAtom = atom(null, (_get, set, siteId: string) => {
  set(saveNickname.resetAtom, siteId);
  set(editingNicknamesAtom, (open) => open.filter((id) => id !== siteId));
});

/** Forgets the open fields and the last outcomes (saved, an error) on leaving the screen, so a return starts clean. */
export const resetNicknameEditsAtom = atom(null, (get, set) => {
  for (const siteId of Object.keys(get(saveNickname.statesAtom))) set(saveNickname.resetAtom, siteId);
  set(editingNicknamesAtom, []);
});
