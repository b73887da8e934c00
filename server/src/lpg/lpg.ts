import { randomUUID } from 'node:crypto';
import type { LpgOrderInfo, LpgOrderRequest, LpgPlacedOrder, LpgUsage } from '@harakeke/contract';
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
import { answered, maxBottlesOf } from './rules.js';

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

/** One of the customer's LPG supply points by its supply agreement; null for another customer's. */
export const lpgAgreementOf = (db: Queryable, customerId: string, supplyAgreementId: string) =>
  findLpgAgreement(db, customerId, supplyAgreementId);

/** One of the customer's LPG supply points by its id; null for another customer's. */
export const lpgSupplyPointOf = (db: Queryable, customerId: string, supplyPointId: string) =>
  findLpgSupplyPoint(db, customerId, supplyPointId);

/**
 * Places an order on an agreement the caller found orderable, at `now` (the business clock's), ordered on its Auckland
 * day: the order and its confirmation email are recorded in one transaction, so an order is never without its email
 * nor the other way round.
 */
export async function placeOrder(
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
