import { knownWidgetTypes } from '@harakeke/contract';
import type { ComponentType } from 'react';
import type { WidgetProps } from './widget-state.js';

export type WidgetComponent = ComponentType<WidgetProps>;

/** One widget type: how it is named before it loads, how wide it sits, and its lazily loaded component. */
export interface WidgetEntry {
  /** The title its frame shows while its code loads or when it fails to render. */
  title: string;
  /** Spans the whole row of the dashboard grid (the hero). */
  wide?: boolean;
  /**
   * The height in px the widget usually takes once loaded (the demo customers', phone to desktop). Its frame holds
   * this height while it loads, so the loaded widget does not push or pull the ones below it (CLS).
   */
  loadedHeight?: number;
  /** Loads the widget's code (lazily; the widgets share one chunk, portal/vite.config.ts) and answers its component. */
  load: () => Promise<WidgetComponent>;
}

export type WidgetRegistry = Readonly<Record<string, WidgetEntry>>;

/**
 * spec 1 §2 and §7: the widget types the server may list, each mapped to a component loaded on demand. Adding a
 * widget type is an entry here plus its component. ecoTracker, usageBreakdown and homeComparison register here
 * with the usage features.
 */
export const widgetRegistry: WidgetRegistry = {
  heroMessage: {
    title: 'Your update',
    wide: true,
    loadedHeight: 212,
    load: () => import('../features/dashboard/widgets/HeroMessageWidget.js').then((m) => m.HeroMessageWidget),
  },
  billSummary: {
    title: 'Your bill',
    loadedHeight: 430,
    load: () => import('../features/bills/widgets/BillSummaryWidget.js').then((m) => m.BillSummaryWidget),
  },
  accountSummary: {
    title: 'Your account',
    loadedHeight: 238,
    load: () =>
      import('../features/account-summary/widgets/AccountSummaryWidget.js').then((m) => m.AccountSummaryWidget),
  },
  usageGraph: {
    title: 'Your electricity use',
    wide: true,
    loadedHeight: 487,
    load: () => import('../features/usage/widgets/UsageGraphWidget.js').then((m) => m.UsageGraphWidget),
  },
};

/** The entry of a widget type, or null for a type without one (an own key only: 'toString' is not a widget). */
export function widgetEntry(registry: WidgetRegistry, type: string): WidgetEntry | null {
  return Object.hasOwn(registry, type) ? (registry[type] ?? null) : null;
}

const known: ReadonlySet<string> = new Set(knownWidgetTypes);

/**
 * Whether a type the registry lacks should be reported: a type the contract knows is one of ours still to be
 * built (skipped quietly); any other type is one the server should not have sent.
 */
export function isUnknownWidgetType(type: string): boolean {
  return !known.has(type);
}

// One load of each widget's code, shared by every slot of that type and by the dashboard's early fetch of it
// (features/dashboard/atoms.ts); a failed load is forgotten on retry. How each load ended is kept beside it, so a
// slot rendering after its chunk arrived shows the widget at once instead of waiting a turn for the promise.
const loadedWidgets = new WeakMap<WidgetEntry, Promise<WidgetComponent>>();
const settledLoads = new WeakMap<Promise<WidgetComponent>, SettledWidgetCode>();

/** How a load of a widget's code ended: its component, or why it failed. */
export type SettledWidgetCode = { component: WidgetComponent } | { error: unknown };

/** A widget type's component, from the one load of its chunk. */
export function widgetCode(entry: WidgetEntry): Promise<WidgetComponent> {
  let code = loadedWidgets.get(entry);
  if (!code) {
    const loading = entry.load();
    loading.then(
      (component) => settledLoads.set(loading, { component }),
      (error: unknown) => settledLoads.set(loading, { error }),
    );
    loadedWidgets.set(entry, loading);
    code = loading;
  }
  return code;
}

/**
 * Starts fetching every widget type's code, for a dashboard about to ask for its widget list: the widgets share one
 * chunk (portal/vite.config.ts), so it arrives alongside the dashboard's screen instead of after the list.
 */
export function preloadWidgetCode(registry: WidgetRegistry = widgetRegistry): void {
  for (const entry of Object.values(registry)) widgetCode(entry).catch(() => undefined);
}

/** How this load of a widget's code ended, or undefined while it is still on its way. */
export function settledWidgetCode(code: Promise<WidgetComponent>): SettledWidgetCode | undefined {
  return settledLoads.get(code);
}

/** Lets the next render load a widget's code again if its last load failed (a render error keeps the code). */
export function forgetFailedLoad(entry: WidgetEntry) {
  const code = loadedWidgets.get(entry);
  const settled = code && settledLoads.get(code);
  if (settled && 'error' in settled) loadedWidgets.delete(entry);
}
