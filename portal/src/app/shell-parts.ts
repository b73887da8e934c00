import type { ComponentType } from 'react';
import { features } from './features.js';

/** What the account pages' shell shows of the features (their manifests), loaded with the shell's code. */
export interface ShellParts {
  /** The account switcher in the header (spec 2 §3), when a feature provides one. */
  accountSwitcher: ComponentType | null;
}

let loaded: ShellParts = { accountSwitcher: null };

/**
 * Loads the shell's parts from the features' manifests; the account pages' route waits for it with the shell's own
 * code (routes.tsx), so the shell renders them at once, never a fallback first. They share the shell's chunk.
 */
export async function loadShellParts(): Promise<void> {
  const [accountSwitcher] = await Promise.all(
    features.flatMap((feature) => (feature.accountSwitcher ? [feature.accountSwitcher()] : [])),
  );
  loaded = { accountSwitcher: accountSwitcher ?? null };
}

/** The shell's parts, once loadShellParts has resolved. */
export function shellParts(): ShellParts {
  return loaded;
}
