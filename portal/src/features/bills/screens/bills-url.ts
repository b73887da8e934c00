/** The Bills tab's sections below the summary (spec 1 §2 bills area: tabs). */
export const billsTabs = ['bill-period', 'transactions'] as const;
export type BillsTab = (typeof billsTabs)[number];

/** The section a name asks for (`?tab=transactions`, a tab's value); the bill period when it names none we know. */
export function billsTabOf(tab: string | null): BillsTab {
  return billsTabs.find((known) => known === tab) ?? 'bill-period';
}

/** The query with the section chosen: the default section is the address without `tab`. */
export function withBillsTab(search: URLSearchParams, tab: BillsTab): URLSearchParams {
  const next = new URLSearchParams(search);
  if (tab === 'bill-period') next.delete('tab');
  else next.set('tab', tab);
  return next;
}

/**
 * `?pay=now` (the dashboard's and the hero's 'Pay now') opens the card payment once: whether the address asks for
 * it, and the query without it, so Back or a reload does not open it again.
 */
export const asksToPay = (search: URLSearchParams) => search.get('pay') === 'now';

/** Where a 'Pay now' outside the Bills tab leads: the tab with the card payment open (the dashboard's bill summary). */
export const PAY_NOW_PATH = '/account/bill?pay=now';

export function withoutPayRequest(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('pay');
  return next;
}
