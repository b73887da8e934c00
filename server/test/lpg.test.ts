import {
  checkLpgOrder,
  getLpgMonitoringEligibility,
  getLpgOrderInfo,
  getLpgUsage,
  placeLpgOrder,
  problemSchema,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { bottleLevels, expectedDeliveryBy } from '../src/lpg/bottles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// spec 2 §3–§8: LPG ordering and bottle monitoring from the database; credit control and invalid_gas_status
// reachable with demo data; another customer's resources answer 404.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');

const { call, get } = useCustomerApi([aroha, tama, mere]);

const bach = { supplyPointId: 'sp-2002-a-lpg', supplyAgreementId: 'SA-2002-A-LPG' };
const sleepout = { supplyPointId: 'sp-2001-b-lpg', supplyAgreementId: 'SA-2001-B-LPG' };

const problemOf = async (response: Response) => problemSchema.parse(await response.json());

describe('LPG order info', () => {
  it("lists tama's LPG sites, the bach the default (last ordered for) with its own limit of 35", async () => {
    const info = getLpgOrderInfo.response.parse(await (await get(tama, getLpgOrderInfo.path)).json());
    expect(info.billingAccountSites.map((site) => site.siteId)).toEqual(['site-2001-b', 'site-2002-a']);
    const [sleepoutSite, bachSite] = info.billingAccountSites;
    expect(bachSite).toMatchObject({ isDefault: true, billingAccountId: 'ba-2002' });
    expect(sleepoutSite?.isDefault).toBe(false);
    expect(bachSite?.supplyPoints).toEqual([
      expect.objectContaining({ id: bach.supplyPointId, maxBottles: 35, nullOrZeroLimit: false }),
    ]);
    expect(sleepoutSite?.supplyPoints).toEqual([
      expect.objectContaining({ id: sleepout.supplyPointId, maxBottles: 99, nullOrZeroLimit: true }),
    ]);
    expect(info.defaultNumberOfBottles).toBe(1);
    expect(info.orderDeliveryNotice).not.toBe('');
    expect(info.vulnerabilityQuestionnaire.questions.map((question) => question.id)).toEqual([
      'medicalDependency',
      'onlyHeatingSource',
      'runningOutSoon',
    ]);
    expect(info.phoneNumber).toBe('+64277654321');
    expect(info.orderTemplates[0]).toMatchObject({ supplyAgreementId: bach.supplyAgreementId, numberOfBottles: 2 });
    expect(info.orderTemplates[0]?.lastOrderedOn).toBe(addDays(TEST_TODAY, -41));
  });

  it('has nothing to order for a customer without LPG', async () => {
    const info = getLpgOrderInfo.response.parse(await (await get(aroha, getLpgOrderInfo.path)).json());
    expect(info.billingAccountSites).toEqual([]);
    expect(info.orderTemplates).toEqual([]);
    expect(info.recentOrders).toEqual([]);
  });
});

describe('LPG orders', () => {
  it('finds the bach eligible and the sleepout, on the account in arrears, under credit control', async () => {
    const fine = await call(tama, 'POST', checkLpgOrder.path, { ...bach, numberOfBottles: 2 });
    expect(checkLpgOrder.response.parse(await fine.json())).toEqual({ eligible: true, reason: null, maxBottles: 35 });
    const arrears = await call(tama, 'POST', checkLpgOrder.path, { ...sleepout, numberOfBottles: 2 });
    expect(checkLpgOrder.response.parse(await arrears.json())).toMatchObject({
      eligible: false,
      reason: 'ineligible_credit_control',
    });
  });

  it('refuses to place an order on the account in arrears, and keeps none', async () => {
    const response = await call(tama, 'POST', placeLpgOrder.path, { ...sleepout, numberOfBottles: 1 });
    expect(response.status).toBe(409);
    expect((await problemOf(response)).type).toBe('ineligible_credit_control');
    const info = getLpgOrderInfo.response.parse(await (await get(tama, getLpgOrderInfo.path)).json());
    expect(info.recentOrders.map((order) => order.supplyAgreementId)).not.toContain(sleepout.supplyAgreementId);
  });

  it.each([
    [0, 'numberOfBottles'],
    [100, 'numberOfBottles'],
    [1.5, 'numberOfBottles'],
    [36, 'numberOfBottles: at most 35'],
  ])('refuses %d bottles on the bach, naming the field', async (numberOfBottles, detail) => {
    for (const call_ of [checkLpgOrder, placeLpgOrder]) {
      const response = await call(tama, 'POST', call_.path, { ...bach, numberOfBottles });
      expect(response.status).toBe(400);
      expect((await problemOf(response)).detail).toContain(detail);
    }
  });

  it('places an order on the bach, emails it, and lists it for tama only', async () => {
    const response = await call(tama, 'POST', placeLpgOrder.path, {
      ...bach,
      numberOfBottles: 35,
      questions: { runningOutSoon: true },
    });
    expect(response.status).toBe(200);
    const placed = placeLpgOrder.response.parse(await response.json());
    expect(placed).toMatchObject({
      supplyAgreementId: bach.supplyAgreementId,
      numberOfBottles: 35,
      placeOrderData: { emailSent: true, email: 'tama@example.nz' },
      expectedDeliveryBy: expectedDeliveryBy(TEST_TODAY),
    });
    expect(placed.reference).toMatch(/^LPG\d{6}$/);
    const info = getLpgOrderInfo.response.parse(await (await get(tama, getLpgOrderInfo.path)).json());
    expect(info.recentOrders[0]).toMatchObject({ orderId: placed.orderId, numberOfBottles: 35 });
    // spec 2 §5: unanswered questions are kept as false.
    expect(info.orderTemplates[0]).toMatchObject({
      numberOfBottles: 35,
      questions: { medicalDependency: false, onlyHeatingSource: false, runningOutSoon: true },
    });
    const others = getLpgOrderInfo.response.parse(await (await get(mere, getLpgOrderInfo.path)).json());
    expect(others.recentOrders).toEqual([]);
  });

  it("answers 404 to another customer checking or placing an order on tama's agreement", async () => {
    for (const call_ of [checkLpgOrder, placeLpgOrder]) {
      const response = await call(aroha, 'POST', call_.path, { ...bach, numberOfBottles: 1 });
      expect(response.status).toBe(404);
    }
  });
});

describe('LPG monitoring', () => {
  const eligibility = (as: { id: string }, id: string) => get(as, getLpgMonitoringEligibility.path.replace('{id}', id));
  const usage = (as: { id: string }, id: string) => get(as, getLpgUsage.path.replace('{id}', id));

  it('is active at the bach and not at the sleepout', async () => {
    const active = getLpgMonitoringEligibility.response.parse(
      await (await eligibility(tama, bach.supplyPointId)).json(),
    );
    expect(active.eligibility).toBe('ACTIVE');
    const inactive = getLpgMonitoringEligibility.response.parse(
      await (await eligibility(tama, sleepout.supplyPointId)).json(),
    );
    expect(inactive.eligibility).toBe('NOTACTIVE');
  });

  it("reads the bach's bottles as of today, the same on every request", async () => {
    const first = getLpgUsage.response.parse(await (await usage(tama, bach.supplyPointId)).json());
    expect(first.lastReadDate).toBe(TEST_TODAY);
    expect(first).toMatchObject(bottleLevels(bach.supplyPointId, TEST_TODAY));
    expect(first.history).toHaveLength(7);
    expect(first.history.at(-1)?.date).toBe(TEST_TODAY);
    expect(await (await usage(tama, bach.supplyPointId)).json()).toEqual(first);
  });

  it('answers invalid_gas_status where monitoring is not active', async () => {
    const response = await usage(tama, sleepout.supplyPointId);
    expect(response.status).toBe(404);
    expect((await problemOf(response)).type).toBe('invalid_gas_status');
  });

  it("answers 404 to another customer for tama's supply points, and for a non-LPG one", async () => {
    for (const response of [
      await eligibility(aroha, bach.supplyPointId),
      await usage(aroha, bach.supplyPointId),
      await usage(aroha, sleepout.supplyPointId),
      await eligibility(tama, 'sp-2002-a-electricity'),
    ]) {
      expect(response.status).toBe(404);
      expect((await problemOf(response)).type).toBe('/error/not_found');
    }
  });
});

describe('bottle levels', () => {
  it('drains one bottle at a time, within 0 to 100, and shows both LOW and FULL over a cycle', () => {
    const levels = Array.from({ length: 68 }, (_, day) => bottleLevels('sp-x', addDays('2026-01-01', day)));
    for (const level of levels) {
      for (const value of [level.leftBottleRemaining, level.rightBottleRemaining]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(100);
      }
    }
    expect(levels.some((level) => level.leftBottleRemaining < 20)).toBe(true);
    expect(levels.some((level) => level.rightBottleRemaining > 90)).toBe(true);
  });

  it('delivers within three working days, skipping the weekend', () => {
    expect(expectedDeliveryBy('2026-11-05')).toBe('2026-11-10'); // Thursday → Tuesday
    expect(expectedDeliveryBy('2026-11-02')).toBe('2026-11-05'); // Monday → Thursday
  });
});
