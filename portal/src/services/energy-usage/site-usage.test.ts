import type { SupplyPoint } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { oneSiteSwitcher } from '../sites/demo-sites.js';
import {
  leftOutNotes,
  NO_ELECTRICITY_MESSAGE,
  NO_SUPPLY_MESSAGE,
  noSupplyMessage,
  PENDING_USAGE_MESSAGE,
  siteUsageOf,
} from './site-usage.js';

/** The usage charts' reading of a site supplied with `types`, active unless said. */
function siteOf(types: SupplyPoint['supplyType'][], { advancedGas = true, pending = false } = {}) {
  const site = oneSiteSwitcher(types, { advancedGas }).billingAccounts[0]?.billingAccountSites[0];
  if (!site) throw new Error('The demo switcher has no site.');
  return siteUsageOf({ ...site, status: pending ? 'opening' : 'active' });
}

describe('what a usage chart says when it has nothing to show (spec 2 §3 supply types and site status)', () => {
  it('says a property still being connected shows its use once read, whatever it is supplied with', () => {
    const pending = siteOf(['electricity', 'naturalGas'], { pending: true });
    expect(noSupplyMessage(pending, 'HOURLY')).toBe(PENDING_USAGE_MESSAGE);
    expect(noSupplyMessage(pending, 'BILL_WINDOW')).toBe(PENDING_USAGE_MESSAGE);
  });

  it('sends a property with only daily-read natural gas from hours and months to days', () => {
    const gasOnly = siteOf(['naturalGas']);
    expect(noSupplyMessage(gasOnly, 'HOURLY')).toBe(NO_ELECTRICITY_MESSAGE);
    expect(noSupplyMessage(gasOnly, 'MONTHLY')).toBe(NO_ELECTRICITY_MESSAGE);
    expect(noSupplyMessage(gasOnly, 'DAILY')).toBe(NO_SUPPLY_MESSAGE);
  });

  it('says nothing is metered for bottled gas alone, or when the property is not known', () => {
    expect(noSupplyMessage(siteOf(['lpg']), 'BILL_WINDOW')).toBe(NO_SUPPLY_MESSAGE);
    expect(noSupplyMessage(null, 'HOURLY')).toBe(NO_SUPPLY_MESSAGE);
  });
});

describe('what a usage chart leaves out, said beside it', () => {
  it('names natural gas on the hourly and monthly views of a property with both fuels, and not by the day', () => {
    const both = siteOf(['electricity', 'naturalGas']);
    expect(leftOutNotes(both, 'HOURLY')).toEqual([
      'Natural gas is read once a day, so it shows by Day and Bill period, not here.',
    ]);
    expect(leftOutNotes(both, 'MONTHLY')).toHaveLength(1);
    expect(leftOutNotes(both, 'DAILY')).toEqual([]);
    expect(leftOutNotes(both, 'BILL_WINDOW')).toEqual([]);
  });

  it('names gas read every month or two, and bottled gas, at every granularity', () => {
    expect(leftOutNotes(siteOf(['electricity', 'naturalGas'], { advancedGas: false }), 'DAILY')).toEqual([
      'Natural gas here is read every month or two, not daily, so it isn’t charted.',
    ]);
    expect(leftOutNotes(siteOf(['electricity', 'lpg']), 'BILL_WINDOW')).toEqual([
      'Bottled gas (LPG) is delivered, not metered, so it isn’t charted.',
    ]);
  });

  it('says nothing of a property still being connected (its empty state does) or with electricity alone', () => {
    expect(leftOutNotes(siteOf(['electricity', 'lpg'], { pending: true }), 'HOURLY')).toEqual([]);
    expect(leftOutNotes(siteOf(['electricity']), 'HOURLY')).toEqual([]);
    expect(leftOutNotes(null, 'HOURLY')).toEqual([]);
  });
});
