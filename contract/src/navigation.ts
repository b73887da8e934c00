import { z } from 'zod';
import { defineCall } from './call.js';

/**
 * spec 1 §2: the tab keys the server may send; a tab shows only when its key is present. The spec does not list
 * the keys: these name the menu targets of spec 1 §2 (Dashboard, Usage, Bills, Profile, EV IQ, Tips) plus the
 * new dashboard, whose label is hidden.
 */
export const tabKeySchema = z.enum(['dashboard', 'usage', 'bill', 'profile', 'evIq', 'tips', 'newDashboard']);

export const tabsSchema = z.object({ keys: z.array(tabKeySchema) });

/** spec 1 §7: which tabs this customer sees. */
export const getTabs = defineCall({
  method: 'GET',
  path: '/private/tabs',
  auth: 'customer',
  request: z.object({}),
  response: tabsSchema,
  errors: [401],
  summary: 'The tab keys the signed-in customer sees',
});

/**
 * spec 1 §2 and §7: the widget types the server chooses per customer. The list's `type` is a plain string on
 * purpose: the portal must skip and report a type it does not know rather than fail on it.
 */
export const knownWidgetTypes = [
  'heroMessage',
  'billSummary',
  'usageGraph',
  'accountSummary',
  'ecoTracker',
  'usageBreakdown',
  'homeComparison',
] as const;

export const widgetListSchema = z.object({
  tabId: z.string(),
  widgets: z.array(z.object({ id: z.string(), type: z.string() })),
});

export const widgetListRequestSchema = z.object({ tabId: z.string().min(1).max(40).default('dashboard') });

/** spec 1 §7: the widgets of a dashboard tab, in order. */
export const getWidgetList = defineCall({
  method: 'GET',
  path: '/private/widget/list',
  auth: 'customer',
  request: widgetListRequestSchema,
  response: widgetListSchema,
  errors: [400, 401],
  summary: "The widgets of a dashboard tab, in the order they're shown",
});

/** spec 1 §7: the new dashboard's widget list (tabId=newDashboard). */
export const getNewDashboardWidgetList = defineCall({
  method: 'GET',
  path: '/private/drd/widgets/list',
  auth: 'customer',
  request: widgetListRequestSchema,
  response: widgetListSchema,
  errors: [400, 401],
  summary: "The new dashboard's widgets, in order",
});

export type TabKey = z.infer<typeof tabKeySchema>;
export type WidgetList = z.infer<typeof widgetListSchema>;
