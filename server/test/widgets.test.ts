import {
  getAccountSummaryWidget,
  getBillSummaryWidget,
  getHeroMenu,
  getHeroMessage,
  getSidekick,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { aucklandToday } from '@harakeke/calendar';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';

// The dashboard widgets' data (spec 1 §7) for the selected billing account and site.
const [aroha, tama] = demoCustomers;
if (!aroha || !tama) throw new Error('The demo customers changed.');

const api = useCustomerApi([aroha, tama]);

const get = async (as: { id: string }, path: string) => {
  const response = await api.get(as, path);
  expect(response.status).toBe(200);
  return response.json();
};

describe('dashboard widgets', () => {
  it('leads with what matters: an overdue balance, else the next due date', async () => {
    const tamas = getHeroMessage.response.parse(await get(tama, getHeroMessage.path));
    expect(tamas).toMatchObject({ title: 'Payment overdue', action: { label: 'Pay now', href: '/account/bill' } });
    expect(tamas.message).toContain('$45.10');
    const arohas = getHeroMessage.response.parse(await get(aroha, getHeroMessage.path));
    expect(arohas.message).toBe('Your bill of $184.52 is due on 01 Dec 2026.');
  });

  it("summarises the selected account's balance and window", async () => {
    const summary = getBillSummaryWidget.response.parse(await get(tama, getBillSummaryWidget.path));
    expect(summary).toMatchObject({
      billingAccountId: 'ba-2001',
      balance: { current: 231.9, overdue: 45.1, total: 277 },
      dueDate: '2026-12-04',
    });
    // The window is the cycle today falls in, starting on the 20th as Tama's bills do.
    const { startDate, endDate } = summary.billingWindow;
    const today = aucklandToday();
    expect(startDate.slice(8)).toBe('20');
    expect(startDate <= today && today <= endDate).toBe(true);
  });

  it('lists the selected site with its supplies and plans', async () => {
    const summary = getAccountSummaryWidget.response.parse(await get(tama, getAccountSummaryWidget.path));
    expect(summary).toMatchObject({ customerNumber: '2001234567', site: { id: 'site-2001-a', nickname: 'Home' } });
    expect(summary.supplies.map((supply) => supply.supplyType)).toEqual(['electricity', 'naturalGas']);
  });

  it('offers quick links and a tip that point at portal routes', async () => {
    const menu = getHeroMenu.response.parse(await get(aroha, getHeroMenu.path));
    const sidekick = getSidekick.response.parse(await get(aroha, getSidekick.path));
    for (const href of [...menu.items.map((item) => item.href), sidekick.action?.href ?? '']) {
      expect(href).toMatch(/^\/account\//);
    }
  });
});
