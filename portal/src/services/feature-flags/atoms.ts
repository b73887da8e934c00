import type { Problem, TagName } from '@harakeke/contract';
import { atom } from 'jotai';
import { loadRemote } from '../../app/load-remote.js';
import { uninitialized, type Remote } from '../../app/remote.js';
import { fetchTags, postTag } from './api.js';

/** spec 1 §3: the client's names for the server's seen-tags. */
export const tagClientNames = {
  BILL_CHECKER_BETA_SEEN: 'showBillCheckerBeta',
  BILL_PLANNER_BETA_SEEN: 'showBillPlannerBeta',
  TIPS_BETA_SEEN: 'showTipsBeta',
  TIPS_FOR_YOU_SEEN: 'showHomeProfilePrompt',
  GEN_MIX_KNEW_THIS: 'knewThis',
  GENERATION_MIX_MODAL_SEEN: 'generationMixModalSeen',
  DASHBOARD_MODAL_SEEN: 'dashboardModalSeen',
} as const satisfies Record<TagName, string>;

export type FeatureFlagName = (typeof tagClientNames)[TagName];

/** spec 1 §3: each flag with its response (seen or not) and error. */
export type FeatureFlags = Record<FeatureFlagName, { response: boolean | null; error: Problem | null }>;

export const tagsAtom = atom<Remote<TagName[]>>(uninitialized<TagName[]>());

export const loadTagsAtom = atom(null, (get, set) => loadRemote(get, set, tagsAtom, fetchTags));

/** The flags by their client names: whether each tag was seen, null until the tags load. */
export const featureFlagsAtom = atom((get): FeatureFlags => {
  const { data, error } = get(tagsAtom);
  return Object.fromEntries(
    Object.entries(tagClientNames).map(([tag, name]) => [
      name,
      { response: data ? data.includes(tag as TagName) : null, error },
    ]),
  ) as FeatureFlags;
});

/** Marks a tag seen (spec 1 §7 POST /private/tags?tagName=); the answer is every tag now set. */
export const markTagSeenAtom = atom(null, async (get, set, tag: TagName) => {
  await loadRemote(get, set, tagsAtom, () => postTag(tag));
});
