import { randomUUID } from 'node:crypto';
import {
  checkLpgOrder,
  getLpgMonitoringEligibility,
  getLpgOrderInfo,
  getLpgUsage,
  getSiteMeters,
  INELIGIBLE_CREDIT_CONTROL,
  INVALID_GAS_STATUS,
  LPG_MAX_BOTTLES,
  placeLpgOrder,
  submitMeterRead,
  type LpgOrderInfo,
  type LpgOrderRequest,
  type LpgQuestionAnswers,
  type MeterReadRequest,
  type Problem,
  type SiteMeters,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import {
  deliveryPhone,
  findLpgAgreement,
  findLpgNotices,
  findLpgSupplyPoint,
  insertLpgOrder,
  lpgOrdersOf,
  lpgSupplyPointsOf,
  type LpgOrderRow,
  type LpgSupplyPointRow,
} from './queries.js';
import {
  devicesOf,
  insertCustomerReads,
  lockMeters,
  meterReadSitesOf,
  metersOf,
  type CustomerMeterRow,
  type MeterDeviceRow,
  type MeterReadSiteRow,
} from '../meter-reads/queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { HttpProblem, problems } from '../http/problem.js';
import { bottleLevels, expectedDeliveryBy } from './bottles.js';
import { defaultLpgNotices } from './notices.js';
import { aucklandToday, shiftDate } from '../usage/period-data.js';

/** Days of bottle reads the usage call lists, today's included. */
const USAGE_HISTORY_DAYS = 7;

/** spec 2 §5: an unanswered question counts as false. */
function answered(questions: LpgOrderRequest['questions']): LpgQuestionAnswers {
  return {
    medicalDependency: questions?.medicalDependency ?? false,
    onlyHeatingSource: questions?.onlyHeatingSource ?? false,
    runningOutSoon: questions?.runningOutSoon ?? false,
  };
}

/** spec 2 §5: the agreement's own limit, else the default. */
const maxBottlesOf = (point: LpgSupplyPointRow) => point.max_bottles ?? LPG_MAX_BOTTLES;

/** spec 2 §4: why an order cannot be placed now, or null when it can. */
function ineligibility(point: LpgSupplyPointRow): 'ineligible_credit_control' | 'ineligible_supply_status' | null {
  if (point.in_arrears) return 'ineligible_credit_control';
  if (point.status === 'closing') return 'ineligible_supply_status';
  return null;
}

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

/** A supply point's bottle levels from `USAGE_HISTORY_DAYS` days ago to today (Auckland), oldest first. */
function bottleHistory(supplyPointId: string, today: string) {
  return Array.from({ length: USAGE_HISTORY_DAYS }, (_, index) => {
    const date = shiftDate(today, index - USAGE_HISTORY_DAYS + 1);
    return { date, ...bottleLevels(supplyPointId, date) };
  });
}

/** spec 2 §8: a meter read refusal listing each error, as the portal reads `errors[0].detail`. */
class MeterReadProblem extends HttpProblem {
  constructor(readonly errors: ReadonlyArray<{ field: string; detail: string }>) {
    super(
      400,
      '/error/bad_request',
      'Bad request',
      errors.map((error) => `${error.field}: ${error.detail}`).join('; '),
    );
  }

  override toProblem(instance?: string): Problem {
    const problem: Problem & { errors: ReadonlyArray<{ field: string; detail: string }> } = {
      ...super.toProblem(instance),
      errors: this.errors,
    };
    return problem;
  }
}

interface SubmittedReading {
  field: string;
  meterId: string;
  deviceId: string;
  reading: number;
}

/** The readings a customer gave, each with the field it came from; spec 2 §5: an empty reading removes its device. */
function readingsGiven(input: MeterReadRequest): SubmittedReading[] {
  return input.meters.flatMap((meter, meterIndex) =>
    meter.devices.flatMap((device, deviceIndex) =>
      device.deviceReading === ''
        ? []
        : [
            {
              field: `meters.${meterIndex}.devices.${deviceIndex}`,
              meterId: meter.id,
              deviceId: device.id,
              reading: Number(device.deviceReading),
            },
          ],
    ),
  );
}

/** Why a meter takes no reads now: locked errors come first, so the portal's first error says so (spec 2 §8). */
function meterErrors(
  input: MeterReadRequest,
  readings: readonly SubmittedReading[],
  meters: Map<string, CustomerMeterRow>,
) {
  const locked: Array<{ field: string; detail: string }> = [];
  const remote: Array<{ field: string; detail: string }> = [];
  input.meters.forEach((given, meterIndex) => {
    const meter = meters.get(given.id);
    if (!meter || !readings.some((reading) => reading.meterId === given.id)) return;
    const field = `meters.${meterIndex}.id`;
    if (meter.locked_by) locked.push({ field, detail: `Meter ${meter.id} is locked by ${meter.locked_by}.` });
    else if (!meter.accepts_customer_reads) {
      remote.push({ field, detail: `Meter ${meter.id} is read remotely, so it needs no reading from you.` });
    }
  });
  return [...locked, ...remote];
}

/** spec 2 §5 and our rules: each register once, on its own meter, and not below its last read. */
function readingErrors(readings: readonly SubmittedReading[], devices: Map<string, MeterDeviceRow>) {
  const errors: Array<{ field: string; detail: string }> = [];
  readings.forEach((reading, index) => {
    const device = devices.get(reading.deviceId);
    if (!device || device.meter_id !== reading.meterId) {
      errors.push({
        field: `${reading.field}.id`,
        detail: `Meter ${reading.meterId} has no register ${reading.deviceId}.`,
      });
    } else if (readings.findIndex((other) => other.deviceId === reading.deviceId) !== index) {
      errors.push({ field: `${reading.field}.id`, detail: `Register ${reading.deviceId} is read twice.` });
    } else if (device.last_reading !== null && reading.reading < device.last_reading) {
      errors.push({
        field: `${reading.field}.deviceReading`,
        detail: `${reading.reading} is below the last read of ${device.last_reading.toFixed(1)} on ${device.last_read_on}.`,
      });
    }
  });
  return errors;
}

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

/** LPG ordering and bottle monitoring, and meter reads (spec 2 §3, §4, §5 and §7). */
export function lpgMeterReadsRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, getLpgOrderInfo, async ({ customerId }) => {
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
  });

  /** The customer's agreement for an order, with the bottle limit checked (spec 2 §5); 404 for another's. */
  const orderableAgreement = async (customerId: string, input: LpgOrderRequest) => {
    const point = await findLpgAgreement(db, customerId, input.supplyAgreementId);
    if (!point) throw problems.notFound('You have no LPG supply agreement with this id.');
    const maxBottles = maxBottlesOf(point);
    if (input.numberOfBottles > maxBottles) {
      throw problems.badRequest(`numberOfBottles: at most ${maxBottles} bottles for this supply agreement`);
    }
    return point;
  };

  defineRoute(app, checkLpgOrder, async ({ customerId, input }) => {
    const point = await orderableAgreement(customerId, input);
    const reason = ineligibility(point);
    const maxBottles = maxBottlesOf(point);
    return reason === null
      ? { eligible: true as const, reason: null, maxBottles }
      : { eligible: false as const, reason, maxBottles };
  });

  defineRoute(app, placeLpgOrder, async ({ customerId, input }) => {
    const point = await orderableAgreement(customerId, input);
    const reason = ineligibility(point);
    if (reason === INELIGIBLE_CREDIT_CONTROL) {
      throw new HttpProblem(
        409,
        INELIGIBLE_CREDIT_CONTROL,
        'Payment required',
        'This account has an overdue balance. Please pay it, then place your order.',
      );
    }
    if (reason !== null) {
      throw new HttpProblem(409, reason, 'Order not possible', 'This supply point is closing, so it takes no orders.');
    }
    const orderedOn = aucklandToday();
    const deliveryBy = expectedDeliveryBy(orderedOn);
    const order = await insertLpgOrder(db, {
      customerId,
      supplyPointId: point.id,
      numberOfBottles: input.numberOfBottles,
      questions: answered(input.questions),
      email: point.billing_email,
      orderedOn,
      expectedDeliveryBy: deliveryBy,
    });
    return {
      orderId: order.id,
      reference: order.reference,
      supplyAgreementId: point.supply_agreement_id,
      numberOfBottles: input.numberOfBottles,
      expectedDeliveryBy: deliveryBy,
      placeOrderData: { emailSent: true, email: point.billing_email },
    };
  });

  const ownLpgSupplyPoint = async (customerId: string, id: string) => {
    const point = await findLpgSupplyPoint(db, customerId, id);
    // Another customer's supply point gets the same answer as one that does not exist.
    if (!point) throw problems.notFound('You have no LPG supply point with this id.');
    return point;
  };

  defineRoute(app, getLpgMonitoringEligibility, async ({ customerId, input }) => {
    const point = await ownLpgSupplyPoint(customerId, input.id);
    return {
      supplyPointId: point.id,
      eligibility: point.monitoring_active ? ('ACTIVE' as const) : ('NOTACTIVE' as const),
    };
  });

  defineRoute(app, getLpgUsage, async ({ customerId, input }) => {
    const point = await ownLpgSupplyPoint(customerId, input.id);
    if (!point.monitoring_active) {
      throw new HttpProblem(
        404,
        INVALID_GAS_STATUS,
        'Monitoring not active',
        'Bottle monitoring is not active for this supply point, so there are no bottle reads.',
      );
    }
    const history = bottleHistory(point.id, aucklandToday());
    const latest = history[history.length - 1] ?? { date: aucklandToday(), ...bottleLevels(point.id, aucklandToday()) };
    return {
      supplyPointId: point.id,
      leftBottleRemaining: latest.leftBottleRemaining,
      rightBottleRemaining: latest.rightBottleRemaining,
      lastReadDate: latest.date,
      history,
    };
  });

  defineRoute(app, getSiteMeters, async ({ customerId }) => {
    const [sites, meters, devices] = await Promise.all([
      meterReadSitesOf(db, customerId),
      metersOf(db, customerId),
      devicesOf(db, customerId),
    ]);
    return siteMeters(sites, meters, devices);
  });

  defineRoute(app, submitMeterRead, async ({ customerId, input }) => {
    const readings = readingsGiven(input);
    const readDate = aucklandToday();
    const submissionId = `mr-${randomUUID()}`;
    await db.transaction(async (tx) => {
      await lockMeters(tx, [...new Set(readings.map((reading) => reading.meterId))]);
      const meters = new Map((await metersOf(tx, customerId)).map((meter) => [meter.id, meter]));
      const missing = readings.find((reading) => !meters.has(reading.meterId));
      // Another customer's meter gets the same answer as one that does not exist.
      if (missing) throw problems.notFound(`You have no meter ${missing.meterId}.`);
      const devices = new Map((await devicesOf(tx, customerId)).map((device) => [device.id, device]));
      const errors = [...meterErrors(input, readings, meters), ...readingErrors(readings, devices)];
      if (errors.length > 0) throw new MeterReadProblem(errors);
      await insertCustomerReads(tx, customerId, submissionId, readDate, readings);
    });
    const meterIds = [...new Set(readings.map((reading) => reading.meterId))];
    return {
      status: 'done' as const,
      submissionId,
      readDate,
      meters: meterIds.map((id) => ({
        id,
        devices: readings
          .filter((reading) => reading.meterId === id)
          .map((reading) => ({ id: reading.deviceId, reading: reading.reading })),
      })),
    };
  });
}
