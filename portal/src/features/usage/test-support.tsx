import type {
  getAdvancedGasBillPeriod,
  getElectricityBillPeriod,
  getElectricityHours,
  getElectricityMonths,
  getUsageSummary,
  Switcher,
} from '@harakeke/contract';
import { daysBetween, formatAucklandTime, hoursOfAucklandDay } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { billingAccountsAtom } from '../../core/user-details/atoms.js';
import { switcherAtom } from '../../services/sites/atoms.js';
import { fakeApi, problem, type FakeHandler, type FakeRequest } from '../../test-support/fake-api.js';
import { demoAccounts, demoPeriod } from '../../test-support/widget-fixtures.js';
import { UsageSection } from './usage-view/UsageSection.js';

// The usage page's tests' server: answers that cover exactly what was asked for, and the page's usage section.

export const notFound = problem(404, { type: '/error/not_found', title: 'Not found' });
export const bodyOf = <T,>(request: { body: string } | undefined) => JSON.parse(request?.body ?? '{}') as T;

/** A period answer covering exactly the days asked for. */
export const periodFor = (request: FakeRequest) => {
  const { startDate, endDate } = bodyOf<{ startDate: string; endDate: string }>(request);
  return demoPeriod({ startDate, days: daysBetween(startDate, endDate) + 1 });
};

/** A day's hours, each 0.5 kWh read. */
export const hoursFor = (request: FakeRequest) => {
  const { date } = bodyOf<{ date: string }>(request);
  return {
    date,
    costIncluded: true,
    lastCompleteDay: date,
    hours: hoursOfAucklandDay(date).map((start) => ({
      start: formatAucklandTime(start, 'YYYY-MM-DDTHH:mm:ssZ'),
      kw: 0.5,
      costNZD: 0.17,
      type: 'actual' as const,
      revised: false,
    })),
  };
};

/** A year's months, each 400 kWh read. */
export const monthsFor = (request: FakeRequest) => {
  const { year } = bodyOf<{ year: number }>(request);
  return {
    year,
    costIncluded: true,
    lastCompleteDay: `${year}-06-30`,
    months: Array.from({ length: 12 }, (_, index) => ({
      start: `${year}-${String(index + 1).padStart(2, '0')}-01`,
      kw: index < 6 ? 400 : 0,
      costNZD: index < 6 ? 132 : 0,
      type: index < 6 ? ('actual' as const) : ('empty' as const),
      revised: false,
      daysWithUsage: index < 6 ? 30 : 0,
    })),
    total: { kwh: 2400, costNZD: 792 },
    dailyAverage: { kwh: 13.33, costNZD: 4.4 },
    earliestYear: 2023,
    lastInvoice: { startDate: `${year}-05-16`, endDate: `${year}-06-15`, kwh: 413.33, costNZD: 136.4 },
    plan: { planName: 'Everyday', isValuePlan: false },
  };
};

/** A period's totals: $3.40 (10 kWh) a day, the days from 20 Nov still to come. */
export const summaryFor = (request: FakeRequest) => {
  const { startDate, endDate } = bodyOf<{ startDate: string; endDate: string }>(request);
  const days = daysBetween(startDate, endDate) + 1;
  const remainingDays = Math.max(0, Math.min(days, daysBetween('2026-11-20', endDate) + 1));
  const read = days - remainingDays;
  return {
    actualUsage: { value: Math.round(340 * read) / 100, unit: 'nzd' as const },
    estimatedUsage: { value: Math.round(340 * days) / 100, unit: 'nzd' as const },
    consumptionToDate: 10 * read,
    supplyPointTypes: ['electricity' as const],
    remainingDays,
    daysInBillPeriod: days,
    costBreakdown: null,
  };
};

/** The usage section (and `beside` it, what shares its period) on a fake server, with the selected account in. */
export function renderUsageSection({
  electricity = periodFor,
  hours = hoursFor,
  months = monthsFor,
  summary = summaryFor,
  gas = notFound,
  switcher,
  beside,
}: {
  electricity?: FakeHandler<typeof getElectricityBillPeriod>;
  hours?: FakeHandler<typeof getElectricityHours>;
  months?: FakeHandler<typeof getElectricityMonths>;
  summary?: FakeHandler<typeof getUsageSummary>;
  gas?: FakeHandler<typeof getAdvancedGasBillPeriod>;
  /** The accounts' sites and their supplies, once loaded; not loaded when unset (the page asks as if gas may be). */
  switcher?: Switcher;
  beside?: ReactNode;
} = {}) {
  const api = fakeApi({
    getUsageSummary: summary,
    getElectricityBillPeriod: electricity,
    getAdvancedGasBillPeriod: gas,
    getElectricityHours: hours,
    getElectricityMonths: months,
    postEvent: { recorded: true },
  });
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  if (switcher) store.set(switcherAtom, { data: switcher, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <UsageSection />
      {beside}
    </Provider>,
  );
  const section = screen.getByRole('region', { name: 'Your energy use' });
  return { api, section, user: userEvent.setup() };
}
