import type { FeatureManifest } from '../../core/feature-manifest.js';

/** spec 2 §3 switching account or site: the switcher in the account pages' header. */
export const accountSwitcher: FeatureManifest = {
  // Its data goes out with the first wave of calls, not once the shell's code has arrived.
  startUp: () => import('./atoms.js').then((m) => m.switcherStartUpAtom),
  shellSlots: { header: () => import('./AccountSwitcher.js').then((m) => m.AccountSwitcher) },
};
