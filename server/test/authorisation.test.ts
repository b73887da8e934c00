import {
  checkLpgOrder,
  deletePowershoutBooking,
  getBillingAccounts,
  getLpgMonitoringEligibility,
  getLpgOrderInfo,
  getLpgUsage,
  getNaturalGasUsage,
  getPowershoutBookings,
  getSwitcher,
  placeLpgOrder,
  selectSite,
  setSiteNickname,
  submitMeterRead,
  acceptPowershoutOffer,
  addPowershoutBooking,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { TEST_NOW } from './test-clock.js';

// A customer reads and changes only their own billing accounts, sites, supply points, bookings, orders
// and meters. Aroha tries each of Tama's; every attempt is a 404 (the answer for something that does not exist, so
// ids cannot be probed), and Tama's data is unchanged afterwards.
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const { call, get } = useCustomerApi([aroha, tama]);

const tomorrowAt = (hour: number) => {
  const date = new Date(TEST_NOW + 2 * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

const attempts: Array<[kind: string, method: string, path: string, body?: unknown]> = [
  ['billing account', 'POST', selectSite.path, { billingAccountId: 'ba-2001', siteId: 'site-2001-a' }],
  ['site', 'POST', setSiteNickname.path, { billingAccountSiteId: 'site-2001-a', nickname: 'Not yours' }],
  [
    'natural gas supply point',
    'GET',
    `${getNaturalGasUsage.path}?supplyPointId=sp-2001-a-naturalGas&selectedYear=2025`,
  ],
  ['LPG supply point (usage)', 'GET', getLpgUsage.path.replace('{id}', 'sp-2002-a-lpg')],
  ['LPG supply point (monitoring)', 'GET', getLpgMonitoringEligibility.path.replace('{id}', 'sp-2002-a-lpg')],
  ['LPG order check', 'POST', checkLpgOrder.path, { supplyAgreementId: 'SA-2002-A-LPG', numberOfBottles: 1 }],
  ['LPG order', 'POST', placeLpgOrder.path, { supplyAgreementId: 'SA-2002-A-LPG', numberOfBottles: 1 }],
  ['booking', 'POST', deletePowershoutBooking.path, { bookingId: 'PSB-700123-0001', billingAccountId: 'ba-2001' }],
  [
    'booking on a supply point',
    'POST',
    addPowershoutBooking.path,
    {
      startDate: tomorrowAt(6),
      supplyAgreementId: 'SA-2001-A-ELE',
      duration: 1,
      supplyPointId: 'sp-2001-a-electricity',
      loyaltyAccountId: 'LA-700123',
    },
  ],
  [
    'loyalty offer',
    'POST',
    acceptPowershoutOffer.path,
    {
      loyaltyAccountId: 'LA-700123',
      memberId: 'MEM-88123',
      campaignOfferId: 'CO-700123-WARMUP2',
      quantity: 1,
      offerCode: 'WARMUP2',
    },
  ],
  [
    'meter',
    'POST',
    submitMeterRead.path,
    { meters: [{ id: 'M-2001-B-E', devices: [{ id: 'M-2001-B-E-UN', deviceReading: '99999' }] }] },
  ],
];

describe("another customer's resources", () => {
  it.each(attempts)('are not found: %s', async (_kind, method, path, body) => {
    const response = await call(aroha, method, path, body);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
  });

  it("leave Tama's nickname, bookings and orders as they were, and Aroha on her own account", async () => {
    const switcher = getSwitcher.response.parse(await (await get(tama, getSwitcher.path)).json());
    const home = switcher.billingAccounts
      .flatMap((account) => account.billingAccountSites)
      .find((site) => site.id === 'site-2001-a');
    expect(home?.nickname).toBe('Home');
    const arohasAccounts = getBillingAccounts.response.parse(await (await get(aroha, getBillingAccounts.path)).json());
    expect(arohasAccounts.selectedBillingAccount?.id).toBe('ba-1001');
    const bookings = getPowershoutBookings.response.parse(await (await get(tama, getPowershoutBookings.path)).json());
    expect(JSON.stringify(bookings)).toContain('PSB-700123-0001');
    const orders = getLpgOrderInfo.response.parse(await (await get(tama, getLpgOrderInfo.path)).json());
    expect(orders.recentOrders.map((order) => order.reference)).toEqual(['LPG100000']);
    const arohas = getLpgOrderInfo.response.parse(await (await get(aroha, getLpgOrderInfo.path)).json());
    expect(arohas.recentOrders).toEqual([]);
  });
});
