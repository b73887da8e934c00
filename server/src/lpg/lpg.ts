import { randomUUID } from 'node:crypto';
import type { LpgCheckOrder, LpgOrderInfo, LpgOrderRequest, LpgPlacedOrder, LpgUsage } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { addDays, aucklandToday } from '@harakeke/calendar';
import { bottleLevels, expectedDeliveryBy } from './bottles.js';
import { defaultLpgNotices, orderConfirmationEmail } from './notices.js';
import {
  deliveryPhone,
  findLpgAgreement,
  findLpgNotices,
  findLpgSupplyPoint,
  insertLpgOrder,
  insertOutboxEmail,
  lpgOrdersOf,
  lpgSupplyPointsOf,
  type LpgOrderRow,
  type LpgSupplyPointRow,
} from './queries.js';
import { answered, checkOrder, maxBottlesOf, type LpgOrderCheck } from './rules.js';

/** Days of bottle reads the usage call lists, today's included. */
const USAGE_HISTORY_DAYS = 7;

/** The site the order form opens on: the selected one when it has LPG, else the last ordered for, else the first. */
function defaultSiteId(points: readonly LpgSupplyPointRow[], orders: readonly LpgOrderRow[]): string | null {
  const selected = points.find((point) => point.is_selected_site);
  if (selected) return selected.site_id;
  const lastOrdered = points.find((point) => point.id === orders[0]?.supply_point_id);
  return lastOrdered?.site_id ?? points[0]?.site_id ?? null;
}

function lpgSites(points: readonly LpgSupplyPointRow[], orders: readonly LpgOrderRow[]) {
  const defaultSite = defaultSiteId(points, orders);
  const sites: LpgOrderInfo['billingAccountSites'] = [];
  for (const point of points) {
    let site = sites.find((candidate) => candidate.siteId === point.site_id);
    if (!site) {
      site = {
        billingAccountId: point.billing_account_id,
        siteId: point.site_id,
        address: point.address,
        nickname: point.nickname,
        isDefault: point.site_id === defaultSite,
        supplyPoints: [],
      };
      sites.push(site);
    }
    site.supplyPoints.push({
      id: point.id,
      supplyAgreementId: point.supply_agreement_id,
      maxBottles: maxBottlesOf(point),
      nullOrZeroLimit: point.max_bottles === null,
      status: point.status,
    });
  }
  return sites;
}

/** The newest order of each supply agreement the customer still has, ready to place again. */
function orderTemplates(points: readonly LpgSupplyPointRow[], orders: readonly LpgOrderRow[]) {
  const templates: LpgOrderInfo['orderTemplates'] = [];
  for (const order of orders) {
    const point = points.find((candidate) => candidate.id === order.supply_point_id);
    if (!point || templates.some((template) => template.supplyAgreementId === order.supply_agreement_id)) continue;
    templates.push({
      supplyAgreementId: order.supply_agreement_id,
      supplyPointId: order.supply_point_id,
      address: order.address,
      numberOfBottles: Math.min(order.number_of_bottles, maxBottlesOf(point)),
      questions: {
        medicalDependency: order.medical_dependency,
        onlyHeatingSource: order.only_heating_source,
        runningOutSoon: order.running_out_soon,
      },
      lastOrderedOn: order.ordered_on,
    });
  }
  return templates;
}

/** What the order page starts with (spec 2 §3): the customer's LPG sites, the texts, and their recent orders. */
export async function lpgOrderInfoOf(db: Queryable, customerId: string): Promise<LpgOrderInfo> {
  const [points, orders, notices, phoneNumber] = await Promise.all([
    lpgSupplyPointsOf(db, customerId),
    lpgOrdersOf(db, customerId),
    findLpgNotices(db),
    deliveryPhone(db, customerId),
  ]);
  const texts = notices ?? defaultLpgNotices;
  return {
    billingAccountSites: lpgSites(points, orders),
    defaultNumberOfBottles: 1 as const,
    notification: texts.notification,
    orderDeliveryNotice: texts.orderDeliveryNotice,
    orderDeliverySuccessNotice: texts.orderDeliverySuccessNotice,
    vulnerabilityQuestionnaire: { questions: texts.questions },
    phoneNumber,
    orderTemplates: orderTemplates(points, orders),
    recentOrders: orders.slice(0, 5).map((order) => ({
      orderId: order.id,
      reference: order.reference,
      supplyAgreementId: order.supply_agreement_id,
      numberOfBottles: order.number_of_bottles,
      orderedOn: order.ordered_on,
      expectedDeliveryBy: order.expected_delivery_by,
    })),
  };
}

/**
 * Why an order was refused before its eligibility: an agreement that is not the customer's (another customer's reads
 * as one that does not exist), or more bottles than the agreement allows (spec 2 §5).
 */
export type LpgOrderRefusal = { kind: 'noSuchAgreement' } | Extract<LpgOrderCheck, { kind: 'tooManyBottles' }>;

/** spec 2 §4 checkOrder: whether an order can be placed on one of the customer's agreements, with its bottle limit. */
export async function checkLpgOrderOf(
  db: Queryable,
  customerId: string,
  input: LpgOrderRequest,
): Promise<{ kind: 'ok'; answer: LpgCheckOrder } | LpgOrderRefusal> {
  const point = await findLpgAgreement(db, customerId, input.supplyAgreementId);
  if (!point) return { kind: 'noSuchAgreement' };
  const check = checkOrder(point, input.numberOfBottles);
  switch (check.kind) {
    case 'tooManyBottles':
      return check;
    case 'orderable':
      return { kind: 'ok', answer: { eligible: true, reason: null, maxBottles: check.maxBottles } };
    case 'ineligible':
      return { kind: 'ok', answer: { eligible: false, reason: check.reason, maxBottles: check.maxBottles } };
  }
}

/** What placing an order came to: the order, or why it was not placed (spec 2 §4: ineligible as checkOrder says). */
export type PlaceLpgOrderOutcome =
  { kind: 'ok'; order: LpgPlacedOrder } | LpgOrderRefusal | Extract<LpgOrderCheck, { kind: 'ineligible' }>;

/** spec 2 §4 placeOrder: places an order on one of the customer's agreements when checkOrder finds it orderable. */
export async function placeLpgOrder(
  db: Database,
  customerId: string,
  input: LpgOrderRequest,
  now: number,
): Promise<PlaceLpgOrderOutcome> {
  const point = await findLpgAgreement(db, customerId, input.supplyAgreementId);
  if (!point) return { kind: 'noSuchAgreement' };
  const check = checkOrder(point, input.numberOfBottles);
  if (check.kind !== 'orderable') return check;
  return { kind: 'ok', order: await placeOrder(db, customerId, point, input, now) };
}

/** Another customer's supply point, or one that does not exist. */
export interface NoSuchSupplyPoint {
  kind: 'noSuchSupplyPoint';
}

/** spec 2 §4 monitoring: ACTIVE when the supply point's bottles are monitored; none for another customer's. */
export async function monitoringEligibilityOf(
  db: Queryable,
  customerId: string,
  supplyPointId: string,
): Promise<{ kind: 'ok'; answer: { supplyPointId: string; eligibility: 'ACTIVE' | 'NOTACTIVE' } } | NoSuchSupplyPoint> {
  const point = await findLpgSupplyPoint(db, customerId, supplyPointId);
  if (!point) return { kind: 'noSuchSupplyPoint' };
  const eligibility = point.monitoring_active ? ('ACTIVE' as const) : ('NOTACTIVE' as const);
  return { kind: 'ok', answer: { supplyPointId: point.id, eligibility } };
}

/**
 * spec 2 §4: the bottle reads of one of the customer's supply points, as of `today` (Auckland); none where
 * monitoring is not active.
 */
export async function lpgUsageOf(
  db: Queryable,
  customerId: string,
  supplyPointId: string,
  today: string,
): Promise<{ kind: 'ok'; usage: LpgUsage } | NoSuchSupplyPoint | { kind: 'monitoringNotActive' }> {
  const point = await findLpgSupplyPoint(db, customerId, supplyPointId);
  if (!point) return { kind: 'noSuchSupplyPoint' };
  if (!point.monitoring_active) return { kind: 'monitoringNotActive' };
  return { kind: 'ok', usage: bottleUsage(point.id, today) };
}

/**
 * Places an order on an agreement the caller found orderable, at `now` (the business clock's), ordered on its Auckland
 * day: the order and its confirmation email are recorded in one transaction, so an order is never without its email
 * nor the other way round.
 */
async function placeOrder(
  db: Database,
  customerId: string,
  point: LpgSupplyPointRow,
  input: LpgOrderRequest,
  now: number,
): Promise<LpgPlacedOrder> {
  const orderedOn = aucklandToday(now);
  const deliveryBy = expectedDeliveryBy(orderedOn);
  const order = {
    id: `lpgo-${randomUUID()}`,
    customerId,
    supplyPointId: point.id,
    numberOfBottles: input.numberOfBottles,
    questions: answered(input.questions),
    email: point.billing_email,
    orderedOn,
    expectedDeliveryBy: deliveryBy,
    placedAt: now,
  };
  const reference = await db.transaction(async (tx) => {
    const placed = await insertLpgOrder(tx, order);
    await insertOutboxEmail(tx, { to: order.email, ...orderConfirmationEmail({ ...order, reference: placed }) });
    return placed;
  });
  return {
    orderId: order.id,
    reference,
    supplyAgreementId: point.supply_agreement_id,
    numberOfBottles: input.numberOfBottles,
    expectedDeliveryBy: deliveryBy,
    placeOrderData: { emailSent: true, email: point.billing_email },
  };
}

/** A supply point's bottle levels from `USAGE_HISTORY_DAYS` days ago to today (Auckland), oldest first. */
export function bottleUsage(supplyPointId: string, today: string): LpgUsage {
  const history = Array.from({ length: USAGE_HISTORY_DAYS }, (_, index) => {
    const date = addDays(today, index - USAGE_HISTORY_DAYS + 1);
    return { date, ...bottleLevels(supplyPointId, date) };
  });
  const latest = history[history.length - 1] ?? { date: today, ...bottleLevels(supplyPointId, today) };
  return {
    supplyPointId,
    leftBottleRemaining: latest.leftBottleRemaining,
    rightBottleRemaining: latest.rightBottleRemaining,
    lastReadDate: latest.date,
    history,
  };
}
