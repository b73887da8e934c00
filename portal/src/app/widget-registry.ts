import type { FeatureManifest } from '../core/feature-manifest.js';
import { preloadWidgetCode, type WidgetRegistry } from '../core/widgets/registry.js';
import { features } from './features.js';

/** The registry of the widgets these features declare in their manifests. */
export function widgetRegistryOf(manifests: readonly FeatureManifest[]): WidgetRegistry {
  return Object.fromEntries(
    manifests.flatMap((feature) => feature.widgets ?? []).map(({ type, ...entry }) => [type, entry]),
  );
}

/**
 * spec 1 §2 and §7: every widget type the features declare in their manifests: adding a widget type is an entry in
 * its feature's `feature.ts`. Handed to the dashboard through the App (WidgetRegistryContext) and the start-up.
 */
export const widgetRegistry: WidgetRegistry = widgetRegistryOf(features);

/** Starts fetching every widget's code, for a dashboard about to ask for its widget list. */
export function preloadEveryWidget(): void {
  preloadWidgetCode(widgetRegistry);
}
