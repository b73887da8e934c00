import { getSiteMeters, METER_LOCKED_MARKER, problemSchema, submitMeterRead } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { LOCKED_DEMO_METER } from '../src/meter-reads/seed.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// spec 2 §3–§8: meter reads from the database; the locked meter reachable with demo data; another customer's meters
// answer 404.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');

const { call, get } = useCustomerApi([aroha, tama, mere]);

const problemOf = async (response: Response) => problemSchema.parse(await response.json());

describe('meter reads', () => {
  const siteMeters = async (as: { id: string }) =>
    getSiteMeters.response.parse(await (await get(as, getSiteMeters.path)).json());

  it("lists aroha's site with its meter's register and last read, preselected", async () => {
    const meters = await siteMeters(aroha);
    expect(meters).toMatchObject({
      canSubmitMeterRead: true,
      preselectedSiteId: 'site-1001',
      preselectedAddress: '12 Kōwhai Street, Ponsonby, Auckland 1011',
    });
    const device = meters.sites[0]?.meters[0]?.devices[0];
    expect(device).toMatchObject({ id: 'M-1001-E-UN', register: 'Uncontrolled', unit: 'kWh' });
    expect(device?.lastRead?.source).toBe('actual');
    expect((device?.lastRead?.readDate ?? '') < TEST_TODAY).toBe(true);
  });

  it("gives tama's sites with their status, the opening one's meter locked and advanced gas left out", async () => {
    const meters = await siteMeters(tama);
    const opening = meters.sites.find((site) => site.billingAccountSiteId === 'site-2001-c');
    expect(opening?.status).toBe('opening');
    expect(opening?.meters.find((meter) => meter.id === LOCKED_DEMO_METER.id)?.isLocked).toBe(true);
    const home = meters.sites.find((site) => site.billingAccountSiteId === 'site-2001-a');
    expect(home?.meters.map((meter) => meter.supplyType)).toEqual(['electricity']);
    expect(home?.meters[0]?.devices.map((device) => device.register)).toEqual(['Day', 'Night']);
  });

  it('says a business customer with smart meters cannot submit reads', async () => {
    const meters = await siteMeters(mere);
    expect(meters).toMatchObject({ canSubmitMeterRead: false, preselectedSiteId: null });
    expect(meters.sites[0]).toMatchObject({ canSubmitMeterRead: false, meters: [] });
  });

  it('submits a reading, leaving out empty ones, and it becomes the last read', async () => {
    const before = await siteMeters(aroha);
    const lastRead = before.sites[0]?.meters[0]?.devices[0]?.lastRead?.reading ?? 0;
    const reading = lastRead + 321;
    const response = await call(aroha, 'POST', submitMeterRead.path, {
      meters: [{ id: 'M-1001-E', devices: [{ id: 'M-1001-E-UN', deviceReading: ` ${reading} ` }] }],
    });
    expect(response.status).toBe(200);
    expect(submitMeterRead.response.parse(await response.json())).toMatchObject({
      status: 'done',
      readDate: TEST_TODAY,
      meters: [{ id: 'M-1001-E', devices: [{ id: 'M-1001-E-UN', reading }] }],
    });
    const after = await siteMeters(aroha);
    expect(after.sites[0]?.meters[0]?.devices[0]?.lastRead).toEqual({
      reading,
      readDate: TEST_TODAY,
      source: 'customer',
    });

    const tamaHome = (await siteMeters(tama)).sites.find((site) => site.billingAccountSiteId === 'site-2001-a');
    const [day, night] = tamaHome?.meters[0]?.devices ?? [];
    const partial = await call(tama, 'POST', submitMeterRead.path, {
      meters: [
        {
          id: 'M-2001-A-E',
          devices: [
            { id: day?.id, deviceReading: '' },
            { id: night?.id, deviceReading: String((night?.lastRead?.reading ?? 0) + 12.5) },
          ],
        },
      ],
    });
    expect(submitMeterRead.response.parse(await partial.json()).meters[0]?.devices.map((d) => d.id)).toEqual([
      night?.id,
    ]);
  });

  it.each([
    [[{ id: 'M-1001-E-UN', deviceReading: '' }], 'meters: enter at least one reading'],
    [[{ id: 'M-1001-E-UN', deviceReading: '12a' }], 'meters.0.devices.0.deviceReading'],
    [[{ id: 'M-1001-E-UN', deviceReading: '1.25' }], 'meters.0.devices.0.deviceReading'],
    [[{ id: 'M-1001-E-UN', deviceReading: '1' }], 'meters.0.devices.0.deviceReading: 1 is below the last read'],
    [[{ id: 'M-2001-A-E-DAY', deviceReading: '99999999' }], 'meters.0.devices.0.id'],
  ])('refuses %j, naming the field', async (devices, detail) => {
    const response = await call(aroha, 'POST', submitMeterRead.path, { meters: [{ id: 'M-1001-E', devices }] });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).detail).toContain(detail);
  });

  it('refuses a read on the locked meter, the first error saying it is locked by a read in progress', async () => {
    const response = await call(tama, 'POST', submitMeterRead.path, {
      meters: [
        { id: LOCKED_DEMO_METER.id, devices: [{ id: `${LOCKED_DEMO_METER.id}-UN`, deviceReading: '99999999' }] },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { detail: string; errors: Array<{ detail: string }> };
    expect(body.errors[0]?.detail).toBe(
      `Meter ${LOCKED_DEMO_METER.id} ${METER_LOCKED_MARKER} a read in progress for the billing cycle.`,
    );
    expect(body.detail).toContain(METER_LOCKED_MARKER);
  });

  it("answers 404 to another customer submitting a read on tama's meter, and keeps nothing", async () => {
    const response = await call(aroha, 'POST', submitMeterRead.path, {
      meters: [{ id: 'M-2002-A-E', devices: [{ id: 'M-2002-A-E-UN', deviceReading: '99999999' }] }],
    });
    expect(response.status).toBe(404);
    const bach_ = (await siteMeters(tama)).sites.find((site) => site.billingAccountSiteId === 'site-2002-a');
    expect(bach_?.meters[0]?.devices[0]?.lastRead?.source).toBe('actual');
  });
});
