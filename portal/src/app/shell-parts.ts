import type { ComponentType } from 'react';
import type { ShellSlots } from '../core/feature-manifest.js';
import { features } from './features.js';

/** What fills the account pages' shell's slots, from the features' manifests; loaded with the shell's code. */
export type ShellParts = ShellSlots<ComponentType>;

let loaded: ShellParts = {};

/**
 * Loads the shell's parts from the features' manifests; the account pages' route waits for it with the shell's own
 * code (routes.tsx), so the shell renders them at once, never a fallback first. One feature fills a slot: a second
 * would be a mistake of the manifests, caught by a test.
 */
export async function loadShellParts(): Promise<void> {
  const parts = await Promise.all(
    features.flatMap((feature) =>
      Object.entries(feature.shellSlots ?? {}).map(async ([slot, load]) => [slot, await load()] as const),
    ),
  );
  loaded = Object.fromEntries(parts);
}

/** The shell's parts, once loadShellParts has resolved. */
export function shellParts(): ShellParts {
  return loaded;
}
