import type { WritableAtom } from 'jotai';
import type { ComponentType } from 'react';
import type { WidgetProps } from '../widgets/widget-state.js';
import type { LoadRequest } from './load-remote.js';

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
  /** A part the account pages' shell shows: the account switcher in its header (spec 1 §2). */
  accountSwitcher?: () => Promise<ComponentType>;
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

/**
 * The load of one widget type's data: ensured as soon as a dashboard's list names the widget and again when it
 * mounts (whichever comes first sends the call), refreshed by its retry.
 */
export type WidgetDataLoad = WritableAtom<null, [request?: LoadRequest], Promise<void>>;

/** One dashboard widget type. */
export interface FeatureWidget {
  /** The type the server lists it by (the contract's `knownWidgetTypes`). */
  type: string;
  /** The title its frame shows while its code loads or when it fails to render. */
  title: string;
  /** Spans the whole row of the dashboard grid (the hero). */
  wide?: boolean;
  /**
   * The height in px the widget usually takes once loaded (the demo customers', phone to desktop). Its frame holds
   * this height while it loads, so the loaded widget does not push or pull the ones below it (CLS).
   */
  loadedHeight?: number;
  /** Loads the widget's code (the widgets share one chunk, portal/vite.config.ts) and answers its component. */
  load: () => Promise<ComponentType<WidgetProps>>;
  /**
   * Loads the code of its data's load (the signed-in start-up's chunk), so a dashboard sends the widget's call as
   * soon as the list names it, not once the widget's code has arrived: two waves of calls, the list's and the
   * widgets'. A widget without one loads its data when it mounts.
   */
  loadData?: () => Promise<WidgetDataLoad>;
}

/** What a feature's start-up load is told about the page being started. */
export interface StartUpContext {
  /** Where the customer is going: the page shown, or after sign-in the page the sign-in returns to. */
  pathname: string;
  /** The page shows the account pages' shell (not in the mobile app's embed, spec 1 §2). */
  showsAccountShell: boolean;
}

/** A feature's call of a session's start-up: it sends nothing already sent or under way. */
export type StartUpLoad = WritableAtom<null, [StartUpContext], void>;
