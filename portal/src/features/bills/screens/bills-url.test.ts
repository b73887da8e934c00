import { describe, expect, it } from 'vitest';
import { asksToPay, billsTabOf, withBillsTab, withoutPayRequest } from './bills-url.js';

const query = (search: string) => new URLSearchParams(search);

describe('billsTabOf', () => {
  it.each([
    ['', 'bill-period'],
    ['?tab=transactions', 'transactions'],
    ['?tab=bill-period', 'bill-period'],
    ['?tab=nonsense', 'bill-period'],
  ])('%s shows %s', (search, tab) => {
    expect(billsTabOf(query(search).get('tab'))).toBe(tab);
  });
});

describe('withBillsTab', () => {
  it('sets the tab, keeping the rest of the query, and leaves the default out of the address', () => {
    expect(withBillsTab(query('?from=x'), 'transactions').toString()).toBe('from=x&tab=transactions');
    expect(withBillsTab(query('?tab=transactions&from=x'), 'bill-period').toString()).toBe('from=x');
  });
});

describe('the pay request', () => {
  it('is pay=now only, and is removed keeping the rest of the query', () => {
    expect(asksToPay(query('?pay=now'))).toBe(true);
    expect(asksToPay(query('?pay=later'))).toBe(false);
    expect(asksToPay(query(''))).toBe(false);
    expect(withoutPayRequest(query('?pay=now&tab=transactions')).toString()).toBe('tab=transactions');
  });
});
