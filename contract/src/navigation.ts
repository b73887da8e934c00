import { z } from 'zod/mini';
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

export const widgetListRequestSchema = z.object({
  tabId: z._default(z.string().check(z.minLength(1), z.maxLength(40)), 'dashboard'),
});

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

/**
 * spec 1 §7 start-up (payload and answer not shown): the portal posts it once a session starts; a failure sets
 * the portal's server-error flag. Ours records the visit and answers what the session starts on, so a portal can
 * tell a stale selection from another tab's change.
 */
export const bootstrap = defineCall({
  method: 'POST',
  path: '/private/bootstrap',
  auth: 'customer',
  request: z.object({}),
  response: z.object({
    customerId: z.string(),
    selectedBillingAccountId: z.nullable(z.string()),
    selectedSiteId: z.nullable(z.string()),
    /** When this customer started a session before this one (ISO 8601), or null on the first. */
    previousVisitAt: z.nullable(z.string()),
  }),
  errors: [401],
  summary: 'Starts a session: records the visit and answers the selected account and site',
});

const supplySummarySchema = z.object({
  /** Whether the selected site has this supply. */
  available: z.boolean(),
  supplyPointIds: z.array(z.string()),
});

/**
 * spec 1 §3 dashboard and spec 2 §3 (the dashboard flag value.naturalGas.advanced marks advanced gas). The rest of
 * the shape is not shown: ours says which supplies the selected site has, so the portal knows which usage, LPG and
 * gas widgets and which unit (kWh for a buying group or a value plan) to show.
 */
export const dashboardSchema = z.object({
  value: z.object({
    billingAccountId: z.string(),
    siteId: z.nullable(z.string()),
    electricity: z.extend(supplySummarySchema, { isValuePlan: z.boolean() }),
    naturalGas: z.extend(supplySummarySchema, { advanced: z.boolean() }),
    lpg: supplySummarySchema,
    forecast: z.object({ visible: z.boolean(), active: z.boolean() }),
    /** spec 1 §4: kWh for a buying group or a value plan; money otherwise. */
    unit: z.enum(['kwh', 'monetary']),
    billingWindow: z.object({ startDate: z.string(), endDate: z.string() }),
  }),
});

export const getDashboard = defineCall({
  method: 'GET',
  path: '/private/dashboard',
  auth: 'customer',
  request: z.object({}),
  response: dashboardSchema,
  errors: [401, 404],
  summary: 'What the selected site supplies, for choosing the dashboard’s widgets and unit',
});

export type Dashboard = z.infer<typeof dashboardSchema>;
export type TabKey = z.infer<typeof tabKeySchema>;
export type WidgetList = z.infer<typeof widgetListSchema>;
