import type { TabKey } from '@harakeke/contract';
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
  /** Its places in the account pages' navigation (spec 1 §2): a main tab, a target of the account menu. */
  navigation?: readonly NavigationEntry[];
  /** Parts the account pages' shell shows in its slots (spec 1 §2), loaded with the shell's code. */
  shellSlots?: ShellSlots<() => Promise<ComponentType>>;
}

/**
 * A main tab of the account pages (spec 1 §2), shown when the server's list of tabs names its key. A tab whose
 * screens are still to come says so (`comingSoon`): the app routes its address to a landing page with that summary,
 * so the tab and deep links under it already resolve.
 */
export interface TabEntry {
  kind: 'tab';
  /** The key the server's tab list names it by. */
  key: TabKey;
  label: string;
  href: string;
  /** Its place in the spec's order of tabs (spec 1 §2), lowest first. */
  order: number;
  /** spec 1 §2: the new dashboard's tab exists but its label is hidden. */
  hidden?: boolean;
  /**
   * What the customer will do here, for the landing page of a tab whose screens are still to come: loaded with that
   * page, so the text adds nothing to the entry's code.
   */
  comingSoon?: () => Promise<string>;
}

/** A target of the account menu (spec 1 §2 menu targets). */
export interface MenuEntry {
  kind: 'menu';
  label: string;
  href: string;
  /** Its place in the spec's order of menu targets, lowest first. */
  order: number;
}

export type NavigationEntry = TabEntry | MenuEntry;

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
