import {
  getEvCarbonUsage,
  getEvEcoTracker,
  getEvElectricityUsage,
  getEvInsights,
  getEvModels,
  getEvSummary,
  getMyEv,
  getMyEvOptions,
  saveMyEv,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { addDays } from '@harakeke/calendar';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// The EV plan (spec 2 §3, §4, §7, §8), per customer and persisted.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');

const { call, get } = useCustomerApi([aroha, tama, mere]);

/** spec 2 §8: an EV answer with an error field is a failure, so no success answer may carry one, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

describe('EV plan', () => {
  const evCalls = [
    getEvModels,
    getMyEvOptions,
    getMyEv,
    getEvSummary,
    getEvInsights,
    getEvEcoTracker,
    getEvElectricityUsage,
    getEvCarbonUsage,
  ];

  it('answers every EV call for a customer with an EV and one without, never with an error field', async () => {
    for (const as of [tama, aroha]) {
      for (const evCall of evCalls) {
        const body = evCall.response.parse(await expectOk(await get(as, evCall.path)));
        expect(keysOf(body), `${evCall.path} as ${as.email}`).not.toContain('error');
      }
    }
  });

  it('offers a catalogue of makes and models with battery size, and a three-step journey', async () => {
    const { makes } = getEvModels.response.parse(await expectOk(await get(tama, getEvModels.path)));
    expect(makes.length).toBeGreaterThan(5);
    expect(makes.flatMap((make) => make.models).every((model) => model.batteryKwh > 0)).toBe(true);
    const options = getMyEvOptions.response.parse(await expectOk(await get(tama, getMyEvOptions.path)));
    expect(options.steps.map((step) => step.step)).toEqual([1, 2, 3]);
  });

  it("gives tama's EV plan and a designed answer without an EV", async () => {
    const tamas = getEvSummary.response.parse(await expectOk(await get(tama, getEvSummary.path)));
    expect(tamas.myEV).toMatchObject({ modelId: 'hyundai-kona-64', weeklyKm: 200, chargingTime: 'overnight' });
    expect(tamas.widgets.usage.status).toBe('success');
    expect(tamas.widgets.dayNight.content?.lowRateShare).toBe(100);
    expect(tamas.rates.low.centsPerKwh).toBeLessThan(tamas.rates.high.centsPerKwh);
    expect(tamas.period.endDate).toBe(addDays(TEST_TODAY, -1));
    expect(tamas.graphs.electricity.householdKwh).toBeGreaterThan(0);
    expect(tamas.graphs.carbon.petrolKgAvoided).toBeGreaterThan(0);

    const arohas = getEvSummary.response.parse(await expectOk(await get(aroha, getEvSummary.path)));
    expect(arohas.myEV).toBeNull();
    expect([arohas.widgets.usage, arohas.widgets.dayNight, arohas.widgets.carbon]).toEqual([
      { status: 'NO_DATA', theme: 'light', content: null },
      { status: 'NO_DATA', theme: 'dark', content: null },
      { status: 'NO_DATA', theme: 'light', content: null },
    ]);
    expect(arohas.widgets.tips.status).toBe('success');
    expect(getEvInsights.response.parse(await expectOk(await get(aroha, getEvInsights.path))).insights).toBeNull();

    const insights = getEvInsights.response.parse(await expectOk(await get(tama, getEvInsights.path)));
    expect(insights.insights?.yearlySaving).toBeGreaterThan(0);
    const usage = getEvElectricityUsage.response.parse(await expectOk(await get(tama, getEvElectricityUsage.path)));
    expect(usage.days).toHaveLength(30);
    expect(usage.days.at(-1)?.type).toBe('estimated');
    const eco = getEvEcoTracker.response.parse(await expectOk(await get(tama, getEvEcoTracker.path)));
    expect(eco.hours).toHaveLength(24);
    expect(eco.hours.filter((hour) => hour.isBestToCharge)).toHaveLength(eco.hoursNeeded);
  });

  it("saves a customer's EV and reads it back", async () => {
    expect(getMyEv.response.parse(await expectOk(await get(mere, getMyEv.path)))).toEqual({ myEV: null });
    const body = { modelId: 'nissan-leaf-40', weeklyKm: 120, chargingTime: 'anytime', charger: 'standardSocket' };
    const saved = saveMyEv.response.parse(await expectOk(await call(mere, 'POST', saveMyEv.path, body)));
    expect(saved.myEV).toMatchObject({ ...body, make: 'Nissan', batteryKwh: 39 });
    expect(keysOf(saved)).not.toContain('error');
    expect(getMyEv.response.parse(await expectOk(await get(mere, getMyEv.path))).myEV).toEqual(saved.myEV);
    // Another customer's EV is untouched.
    expect(getMyEv.response.parse(await expectOk(await get(tama, getMyEv.path))).myEV?.modelId).toBe('hyundai-kona-64');
  });

  it('refuses an EV outside the catalogue or a distance out of range, naming the field', async () => {
    const body = { modelId: 'flying-car-1', weeklyKm: 120, chargingTime: 'anytime', charger: 'wallCharger' };
    expect((await expectProblem(await call(aroha, 'POST', saveMyEv.path, body), 400)).detail).toContain('modelId');
    const farBody = { ...body, modelId: 'mg-4-64', weeklyKm: 0 };
    expect((await expectProblem(await call(aroha, 'POST', saveMyEv.path, farBody), 400)).detail).toContain('weeklyKm');
    expect(getMyEv.response.parse(await expectOk(await get(aroha, getMyEv.path))).myEV).toBeNull();
  });
});
