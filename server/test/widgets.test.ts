import {
  getAccountSummaryWidget,
  getBillSummaryWidget,
  getHeroMenu,
  getHeroMessage,
  getSidekick,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { demoCustomers } from '../src/demo/customers.js';
import { useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';
import { firstAccountOf, newestBillCycle, owesNewestBill } from './demo-calendar.js';
import { longDate } from '../src/format.js';

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
  it('leads with what matters: an overdue balance, else the bill due', async () => {
    // Tama pays five weeks late, so a bill is always overdue (spec 1 §7). Aroha owes her newest bill until she pays
    // it, three days before it falls due; then she is all paid up until the next one.
    const newest = newestBillCycle(firstAccountOf(aroha), TEST_TODAY);
    const tamas = getHeroMessage.response.parse(await get(tama, getHeroMessage.path));
    expect(tamas).toMatchObject({
      title: 'Payment overdue',
      action: { label: 'Pay now', href: '/account/bill?pay=now' },
    });
    const arohas = getHeroMessage.response.parse(await get(aroha, getHeroMessage.path));
    if (owesNewestBill(firstAccountOf(aroha), TEST_TODAY)) {
      expect(arohas).toMatchObject({
        title: 'Your bill is due',
        action: { label: 'View your bill', href: '/account/bill' },
      });
      expect(arohas.message).toMatch(
        new RegExp(`^Your bill of \\$\\d+\\.\\d{2} is due on ${longDate(newest.dueDate)}\\.$`),
      );
    } else {
      expect(arohas).toMatchObject({
        title: 'All paid up',
        action: { label: 'See your usage', href: '/account/usage' },
      });
    }
  });

  it("summarises the selected account's balance apart from the billing period running now", async () => {
    const summary = getBillSummaryWidget.response.parse(await get(tama, getBillSummaryWidget.path));
    expect(summary.billingAccountId).toBe('ba-2001');
    expect(summary.balance.overdue).toBeGreaterThan(0);
    expect(summary.balance.total).toBeCloseTo(summary.balance.current + summary.balance.overdue, 2);
    const { startDate, endDate } = summary.currentBillPeriod;
    const today = TEST_TODAY;
    expect(startDate.slice(8)).toBe('20');
    expect(startDate <= today && today <= endDate).toBe(true);
    // The due date is the newest unpaid bill's: Tama's newest, which he pays five weeks after it falls due. It is a
    // bill of an earlier cycle, never of the period running now, and may have passed already.
    expect(summary.dueDate).toBe(newestBillCycle(firstAccountOf(tama), today).dueDate);
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
