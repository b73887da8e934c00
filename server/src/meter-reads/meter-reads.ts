import { randomUUID } from 'node:crypto';
import type { MeterReadRequest, MeterReadSubmitted, SiteMeters } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import {
  devicesOf,
  insertCustomerReads,
  lockMeters,
  meterReadSitesOf,
  metersOf,
  type CustomerMeterRow,
  type MeterDeviceRow,
  type MeterReadSiteRow,
} from './queries.js';
import { meterErrors, readingErrors, readingsGiven, type MeterReadError } from './rules.js';

function siteMeters(
  sites: readonly MeterReadSiteRow[],
  meters: readonly CustomerMeterRow[],
  devices: readonly MeterDeviceRow[],
): SiteMeters {
  const readable = meters.filter((meter) => meter.accepts_customer_reads);
  const listed = sites.map((site) => {
    const siteMeterRows = readable.filter((meter) => meter.site_id === site.id);
    return {
      billingAccountId: site.billing_account_id,
      billingAccountSiteId: site.id,
      address: site.address,
      nickname: site.nickname,
      status: site.status,
      canSubmitMeterRead: siteMeterRows.length > 0,
      meters: siteMeterRows.map((meter) => ({
        id: meter.id,
        serialNumber: meter.serial_number,
        supplyPointId: meter.supply_point_id,
        supplyType: meter.supply_type,
        isLocked: meter.locked_by !== null,
        devices: devices
          .filter((device) => device.meter_id === meter.id)
          .map((device) => ({
            id: device.id,
            register: device.register,
            unit: device.unit,
            lastRead:
              device.last_reading === null || device.last_read_on === null || device.last_source === null
                ? null
                : { reading: device.last_reading, readDate: device.last_read_on, source: device.last_source },
          })),
      })),
    };
  });
  const preselected =
    listed.find((site, index) => site.canSubmitMeterRead && sites[index]?.is_selected) ??
    listed.find((site) => site.canSubmitMeterRead);
  return {
    sites: listed,
    canSubmitMeterRead: preselected !== undefined,
    preselectedSiteId: preselected?.billingAccountSiteId ?? null,
    preselectedAddress: preselected?.address ?? null,
  };
}

/** The customer's sites with the meters that take their reads, and the site the form starts on (spec 2 §3). */
export async function siteMetersOf(db: Queryable, customerId: string): Promise<SiteMeters> {
  const [sites, meters, devices] = await Promise.all([
    meterReadSitesOf(db, customerId),
    metersOf(db, customerId),
    devicesOf(db, customerId),
  ]);
  return siteMeters(sites, meters, devices);
}

/** What became of a submission: recorded, a meter that is not the customer's, or refused for these reasons. */
export type MeterReadSubmission =
  | { outcome: 'recorded'; answer: MeterReadSubmitted }
  | { outcome: 'unknownMeter'; meterId: string }
  | { outcome: 'refused'; errors: MeterReadError[] };

/**
 * Records a customer's reads, read on `readDate` (Auckland), when every one is on their meters and passes the rules.
 * The meters are locked until the reads are in, so two submissions for one meter check their last reads in turn.
 */
export async function submitMeterReads(
  db: Database,
  customerId: string,
  input: MeterReadRequest,
  readDate: string,
): Promise<MeterReadSubmission> {
  const readings = readingsGiven(input);
  const submissionId = `mr-${randomUUID()}`;
  const meterIds = [...new Set(readings.map((reading) => reading.meterId))];
  const refusal = await db.transaction(async (tx): Promise<MeterReadSubmission | null> => {
    await lockMeters(tx, meterIds);
    const meters = new Map((await metersOf(tx, customerId)).map((meter) => [meter.id, meter]));
    const missing = readings.find((reading) => !meters.has(reading.meterId));
    if (missing) return { outcome: 'unknownMeter', meterId: missing.meterId };
    const devices = new Map((await devicesOf(tx, customerId)).map((device) => [device.id, device]));
    const errors = [...meterErrors(input, readings, meters), ...readingErrors(readings, devices)];
    if (errors.length > 0) return { outcome: 'refused', errors };
    await insertCustomerReads(tx, customerId, submissionId, readDate, readings);
    return null;
  });
  if (refusal) return refusal;
  return {
    outcome: 'recorded',
    answer: {
      status: 'done',
      submissionId,
      readDate,
      meters: meterIds.map((id) => ({
        id,
        devices: readings
          .filter((reading) => reading.meterId === id)
          .map((reading) => ({ id: reading.deviceId, reading: reading.reading })),
      })),
    },
  };
}
