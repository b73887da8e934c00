import type { Problem, ResponseOf, Switcher, getAccountRoles } from '@harakeke/contract';
import { GENERIC_ERROR_TITLE, type EditableTextFieldState } from '@harakeke/design-system';
import { atom, type Setter } from 'jotai';
import { problemOf } from '../../../api/call-api.js';
import { loadRemote, renderAnswer } from '../../../app/load-remote.js';
import { uninitialized, type Remote } from '../../../app/remote.js';
import { sitesChangedAtom } from '../../../app/user-details/atoms.js';
import { fetchAccountRoles, fetchProperties, postSiteNickname } from './api.js';

export type AccountRoles = ResponseOf<typeof getAccountRoles>;

/**
 * spec 1 §3 accountSwitcherData, as this section holds it: the header's switcher keeps its own copy in its feature,
 * which no other feature reads.
 */
export const propertiesAtom = atom<Remote<Switcher>>(uninitialized<Switcher>());

/** spec 1 §3 accountRoles: the customer's role on each billing account (spec 1 §6). */
export const accountRolesAtom = atom<Remote<AccountRoles>>(uninitialized<AccountRoles>());

/** Loads the properties and the roles: `ensure` when the section shows, `refresh` for a retry. */
export const loadPropertiesAtom = atom(null, (get, set, request: 'ensure' | 'refresh' = 'ensure') =>
  Promise.all([
    loadRemote(get, set, propertiesAtom, fetchProperties, { request, skipWhileLoading: true }),
    loadRemote(get, set, accountRolesAtom, fetchAccountRoles, { request, skipWhileLoading: true }),
  ]),
);

/** The editable field's status (spec 1 §2) of one site's nickname, and why its save failed. */
export interface NicknameEdit {
  state: EditableTextFieldState;
  error: string | null;
}

export const noNicknameEdit: NicknameEdit = { state: 'none', error: null };

/** Each site's nickname status, by billingAccountSiteId; a site not in it is in none. */
export const nicknameEditsAtom = atom<Record<string, NicknameEdit>>({});

/** Forgets the last outcomes (saved, an error) on leaving the screen, so a return starts clean. */
export const resetNicknameEditsAtom = atom(null, (_get, set) => set(nicknameEditsAtom, {}));

const setEdit = (set: Setter, siteId: string, edit: NicknameEdit) =>
  set(nicknameEditsAtom, (edits) => ({ ...edits, [siteId]: edit }));

/** What a failed call says: the server's detail without the field it names (spec 1 §5's message), else its title. */
export function problemMessage(problem: Problem): string {
  return problem.detail?.replace(/^\w+: /, '') || problem.title || GENERIC_ERROR_TITLE;
}

export const editNicknameAtom = atom(null, (_get, set, siteId: string) =>
  setEdit(set, siteId, { state: 'edit', error: null }),
);

export const cancelNicknameAtom = atom(null, (_get, set, siteId: string) => setEdit(set, siteId, noNicknameEdit));

/**
 * spec 1 §7 site-nickname: posts billingAccountSiteId plus nickname (spec 2 §3), then reloads the properties, and the
 * billing accounts and the header's account switcher (sitesChangedAtom), so everywhere shows the stored name. A failure keeps the typed name in the field with the
 * server's message (spec 1 §5's, the same the field checks).
 */
export const saveNicknameAtom = atom(null, async (get, set, siteId: string, nickname: string) => {
  if (get(nicknameEditsAtom)[siteId]?.state === 'loading') return;
  setEdit(set, siteId, { state: 'loading', error: null });
  try {
    await postSiteNickname(siteId, nickname.trim());
    await Promise.all([loadRemote(get, set, propertiesAtom, fetchProperties), set(sitesChangedAtom)]);
    renderAnswer(() => setEdit(set, siteId, { state: 'success', error: null }));
  } catch (error) {
    renderAnswer(() => setEdit(set, siteId, { state: 'error', error: problemMessage(problemOf(error)) }));
  }
});
