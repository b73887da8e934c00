import type { WritableAtom } from 'jotai';
import type { ComponentType } from 'react';
import type { FeatureWidget, WidgetRegistry } from './widgets/registry.js';

/**
 * What a portal feature declares in its `feature.ts`: the registry, the routes and the start-up are built from the
 * list of these (app/features.ts). Everything a manifest names loads lazily, so the list adds next to nothing to
 * the entry chunk.
 */
export interface FeatureManifest {
  /** The screens it shows, each at an address. */
  routes?: readonly FeatureRoute[];
  /** The dashboard widgets it provides (spec 1 §7 widget types). */
  widgets?: readonly FeatureWidget[];
  /**
   * Its call of a session's start-up (spec 1 §4), sent with the first wave: the code comes with the signed-in
   * start-up's (app/start-up.ts), and the atom decides from the context whether there is anything to send.
   */
  startUp?: () => Promise<StartUpLoad>;
  /** Parts the account pages' shell shows in its slots (spec 1 §2), loaded with the shell's code. */
  shellSlots?: ShellSlots<() => Promise<ComponentType>>;
}

/**
 * The account pages' shell's slots a feature can fill (spec 1 §2): `header`, beside the menu (the account switcher,
 * spec 2 §3); `banner`, above every page's content (a notice all pages carry).
 */
export interface ShellSlots<Part> {
  header?: Part;
  banner?: Part;
}

/** A screen of a feature at an address. */
export interface FeatureRoute {
  /** The route's path: from the root (`/login`), or under /account for the account pages (`dashboard`). */
  path: string;
  /**
   * Where it shows (spec 1 §2): `account` for the signed-in account pages, in their shell; `site` for the footer's
   * pages, in the account shell with a session and in the public one without; a route of the root otherwise.
   */
  area?: 'account' | 'site';
  /**
   * The page's title, e.g. 'Bills': the document's title becomes 'Bills – Kōwhai Energy' when the route matches, and
   * is announced to screen-reader users on arriving (app/route-title.tsx).
   */
  title: string;
  /** Loads the screen's code and answers its component. */
  screen: () => Promise<ComponentType>;
  /** A dashboard: fetching its screen also fetches every widget's code, without waiting for the widget list. */
  showsWidgets?: boolean;
}

/** What a feature's start-up load is told about the page being started. */
export interface StartUpContext {
  /** Where the customer is going: the page shown, or after sign-in the page the sign-in returns to. */
  pathname: string;
  /** The page shows the account pages' shell (not in the mobile app's embed, spec 1 §2). */
  showsAccountShell: boolean;
  /** Every widget type of the portal, for a dashboard's start-up to send its widgets' calls. */
  widgetRegistry: WidgetRegistry;
}

/** A feature's call of a session's start-up: it sends nothing already sent or under way. */
export type StartUpLoad = WritableAtom<null, [StartUpContext], void>;
