import type { Queryable } from '../db/client.js';

export interface MeterReadSiteRow {
  id: string;
  billing_account_id: string;
  address: string;
  nickname: string | null;
  status: 'active' | 'opening' | 'closing';
  is_selected: boolean;
}

export interface CustomerMeterRow {
  id: string;
  serial_number: string;
  supply_point_id: string;
  supply_type: 'electricity' | 'naturalGas';
  site_id: string;
  accepts_customer_reads: boolean;
  locked_by: string | null;
}

export interface MeterDeviceRow {
  id: string;
  meter_id: string;
  register: string;
  unit: 'kWh' | 'm3';
  last_reading: number | null;
  last_read_on: string | null;
  last_source: 'actual' | 'estimated' | 'customer' | null;
}

/** The customer's sites, in the order of their accounts. */
export async function meterReadSitesOf(db: Queryable, customerId: string): Promise<MeterReadSiteRow[]> {
  return db.query<MeterReadSiteRow>(
    `SELECT s.id, s.billing_account_id, s.address, s.nickname, s.status,
            (s.id IS NOT DISTINCT FROM c.selected_site_id) AS is_selected
       FROM sites s
       JOIN billing_accounts b ON b.id = s.billing_account_id
       JOIN customers c ON c.id = b.customer_id
      WHERE b.customer_id = $1
      ORDER BY b.sort_order, s.sort_order, s.id`,
    [customerId],
  );
}

const meterSelect = `
  SELECT m.id, m.serial_number, m.supply_point_id, p.supply_type, p.site_id, m.accepts_customer_reads, m.locked_by
    FROM meters m
    JOIN supply_points p ON p.id = m.supply_point_id
    JOIN sites s ON s.id = p.site_id
    JOIN billing_accounts b ON b.id = s.billing_account_id
   WHERE b.customer_id = $1`;

/** The customer's meters; another customer's are never among them. */
export async function metersOf(db: Queryable, customerId: string): Promise<CustomerMeterRow[]> {
  return db.query<CustomerMeterRow>(`${meterSelect} ORDER BY m.sort_order, m.id`, [customerId]);
}

/** The registers of the customer's meters, each with its newest read. */
export async function devicesOf(db: Queryable, customerId: string): Promise<MeterDeviceRow[]> {
  return db.query<MeterDeviceRow>(
    `SELECT d.id, d.meter_id, d.register, d.unit, r.reading::float8 AS last_reading,
            to_char(r.read_on, 'YYYY-MM-DD') AS last_read_on, r.source AS last_source
       FROM meter_devices d
       JOIN meters m ON m.id = d.meter_id
       JOIN supply_points p ON p.id = m.supply_point_id
       JOIN sites s ON s.id = p.site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id
       LEFT JOIN LATERAL (
         SELECT reading, read_on, source FROM meter_reads
          WHERE device_id = d.id ORDER BY read_on DESC, id DESC LIMIT 1
       ) r ON true
      WHERE b.customer_id = $1
      ORDER BY d.sort_order, d.id`,
    [customerId],
  );
}

export interface CustomerRead {
  deviceId: string;
  reading: number;
}

/** Records one submission's reads, all for the same Auckland day. */
export async function insertCustomerReads(
  db: Queryable,
  customerId: string,
  submissionId: string,
  readOn: string,
  reads: readonly CustomerRead[],
): Promise<void> {
  for (const read of reads) {
    await db.query(
      `INSERT INTO meter_reads (device_id, reading, read_on, source, submission_id, customer_id)
       VALUES ($1, $2, $3, 'customer', $4, $5)`,
      [read.deviceId, read.reading, readOn, submissionId, customerId],
    );
  }
}

/** Holds the meters until the transaction ends, so two submissions for one meter check their last reads in turn. */
export async function lockMeters(tx: Queryable, meterIds: readonly string[]): Promise<void> {
  await tx.query('SELECT id FROM meters WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE', [meterIds]);
}
