import type { LpgQuestionAnswers } from '@harakeke/contract';
import type { Queryable } from '../db/client.js';
import { LPG_NOTICES_KEY, type LpgNotices } from './notices.js';

/** One of the customer's LPG supply points, with what an order needs to know about it. */
export interface LpgSupplyPointRow {
  id: string;
  supply_agreement_id: string;
  status: 'active' | 'opening' | 'closing';
  site_id: string;
  address: string;
  nickname: string | null;
  billing_account_id: string;
  billing_email: string;
  /** Null: the agreement sets no limit of its own. */
  max_bottles: number | null;
  monitoring_active: boolean;
  in_arrears: boolean;
  is_selected_site: boolean;
}

const lpgSupplyPointSelect = `
  SELECT p.id, p.supply_agreement_id, p.status, s.id AS site_id, s.address, s.nickname,
         b.id AS billing_account_id, b.billing_email, l.max_bottles,
         coalesce(l.monitoring_active, false) AS monitoring_active,
         (b.balance_overdue_cents > 0) AS in_arrears, (s.id IS NOT DISTINCT FROM c.selected_site_id) AS is_selected_site
    FROM supply_points p
    JOIN sites s ON s.id = p.site_id
    JOIN billing_accounts b ON b.id = s.billing_account_id
    JOIN customers c ON c.id = b.customer_id
    LEFT JOIN lpg_supply_settings l ON l.supply_point_id = p.id
   WHERE p.supply_type = 'lpg' AND b.customer_id = $1`;

/** The customer's LPG supply points, in the order of their accounts and sites. */
export async function lpgSupplyPointsOf(db: Queryable, customerId: string): Promise<LpgSupplyPointRow[]> {
  return db.query<LpgSupplyPointRow>(`${lpgSupplyPointSelect} ORDER BY b.sort_order, s.sort_order, p.id`, [customerId]);
}

/** One of the customer's LPG supply points by its id; null for another customer's, so both answer 404. */
export async function findLpgSupplyPoint(
  db: Queryable,
  customerId: string,
  supplyPointId: string,
): Promise<LpgSupplyPointRow | null> {
  const [row] = await db.query<LpgSupplyPointRow>(`${lpgSupplyPointSelect} AND p.id = $2`, [customerId, supplyPointId]);
  return row ?? null;
}

/** One of the customer's LPG supply points by its supply agreement; null for another customer's. */
export async function findLpgAgreement(
  db: Queryable,
  customerId: string,
  supplyAgreementId: string,
): Promise<LpgSupplyPointRow | null> {
  const [row] = await db.query<LpgSupplyPointRow>(`${lpgSupplyPointSelect} AND p.supply_agreement_id = $2`, [
    customerId,
    supplyAgreementId,
  ]);
  return row ?? null;
}

export async function findLpgNotices(db: Queryable): Promise<LpgNotices | null> {
  const [row] = await db.query<{ value: LpgNotices }>('SELECT value FROM settings WHERE key = $1', [LPG_NOTICES_KEY]);
  return row?.value ?? null;
}

/** The number the driver calls: the customer's mobile, else any phone on file. */
export async function deliveryPhone(db: Queryable, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ number: string }>(
    `SELECT number FROM customer_phones WHERE customer_id = $1
      ORDER BY CASE purpose WHEN 'mobile' THEN 0 WHEN 'home' THEN 1 ELSE 2 END LIMIT 1`,
    [customerId],
  );
  return row?.number ?? null;
}

export interface LpgOrderRow {
  id: string;
  reference: string;
  supply_point_id: string;
  supply_agreement_id: string;
  address: string;
  number_of_bottles: number;
  medical_dependency: boolean;
  only_heating_source: boolean;
  running_out_soon: boolean;
  ordered_on: string;
  expected_delivery_by: string;
}

/** The customer's own orders, newest first; orders of supply points they no longer have are left out. */
export async function lpgOrdersOf(db: Queryable, customerId: string, limit = 20): Promise<LpgOrderRow[]> {
  return db.query<LpgOrderRow>(
    `SELECT o.id, o.reference, o.supply_point_id, p.supply_agreement_id, s.address, o.number_of_bottles,
            o.medical_dependency, o.only_heating_source, o.running_out_soon,
            to_char(o.ordered_on, 'YYYY-MM-DD') AS ordered_on,
            to_char(o.expected_delivery_by, 'YYYY-MM-DD') AS expected_delivery_by
       FROM lpg_orders o
       JOIN supply_points p ON p.id = o.supply_point_id
       JOIN sites s ON s.id = p.site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE o.customer_id = $1 AND b.customer_id = $1
      ORDER BY o.placed_at DESC, o.reference DESC
      LIMIT $2`,
    [customerId, limit],
  );
}

export interface NewLpgOrder {
  id: string;
  customerId: string;
  supplyPointId: string;
  numberOfBottles: number;
  questions: LpgQuestionAnswers;
  email: string;
  orderedOn: string;
  expectedDeliveryBy: string;
  /** The business clock's instant (epoch ms) it was placed: orders are listed newest first by it. */
  placedAt: number;
}

/** Records an order; answers its reference, the next of the order numbers. */
export async function insertLpgOrder(db: Queryable, order: NewLpgOrder): Promise<string> {
  const [row] = await db.query<{ reference: string }>(
    `INSERT INTO lpg_orders (id, reference, customer_id, supply_point_id, number_of_bottles, medical_dependency,
       only_heating_source, running_out_soon, confirmation_email, ordered_on, expected_delivery_by, placed_at)
     VALUES ($1, 'LPG' || nextval('lpg_order_numbers')::text, $2, $3, $4, $5, $6, $7, $8, $9, $10,
       to_timestamp($11::float8 / 1000))
     RETURNING reference`,
    [
      order.id,
      order.customerId,
      order.supplyPointId,
      order.numberOfBottles,
      order.questions.medicalDependency,
      order.questions.onlyHeatingSource,
      order.questions.runningOutSoon,
      order.email,
      order.orderedOn,
      order.expectedDeliveryBy,
      order.placedAt,
    ],
  );
  return row?.reference ?? '';
}

/** Puts an email in the development outbox (src/idp/outbox.ts). */
export async function insertOutboxEmail(db: Queryable, email: { to: string; subject: string; body: string }) {
  await db.query('INSERT INTO outbox (to_email, subject, body) VALUES ($1, $2, $3)', [
    email.to,
    email.subject,
    email.body,
  ]);
}
