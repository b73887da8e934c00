import type { FeatureManifest, MenuEntry, TabEntry } from '../core/feature-manifest.js';
import { features } from './features.js';

const entriesOf = (manifests: readonly FeatureManifest[]) => manifests.flatMap((feature) => feature.navigation ?? []);

/** spec 1 §2 main tabs under /account, as the features declare them, in the spec's order. */
export function accountTabsOf(manifests: readonly FeatureManifest[]): TabEntry[] {
  return entriesOf(manifests)
    .filter((entry): entry is TabEntry => entry.kind === 'tab')
    .sort((a, b) => a.order - b.order);
}

/** spec 1 §2 menu targets besides the tabs, as the features declare them, in the spec's order. */
export function accountMenuOf(manifests: readonly FeatureManifest[]): MenuEntry[] {
  return entriesOf(manifests)
    .filter((entry): entry is MenuEntry => entry.kind === 'menu')
    .sort((a, b) => a.order - b.order);
}

export const accountTabs = accountTabsOf(features);
export const accountMenu = accountMenuOf(features);
