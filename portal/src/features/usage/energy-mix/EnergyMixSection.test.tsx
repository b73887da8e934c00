import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { getThirtyDayInsights } from '@harakeke/contract';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem, type FakeHandler } from '../../../test-support/fake-api.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { demoEnergyMix } from './demo-energy-mix.js';
import { EnergyMixSection } from './EnergyMixSection.js';
import {
  BUSINESS_SPLIT_NOTE,
  energyMixDays,
  NO_ENERGY_MIX_MESSAGE,
  PROFILE_CHANGED_NOTE,
  TYPICAL_SPLIT_NOTE,
} from './EnergyMixView.js';

afterEach(() => vi.unstubAllGlobals());

function renderSection(
  answer: FakeHandler<typeof getThirtyDayInsights>,
  path = '/account/usage',
  accountType: 'residential' | 'sme' = 'residential',
) {
  const scrolled = vi.fn();
  Element.prototype.scrollIntoView = scrolled;
  const api = fakeApi({ getThirtyDayInsights: answer, postEvent: { recorded: true } });
  const store = createStore();
  const account = demoAccounts.selectedBillingAccount;
  const selected = account && { ...account, type: accountType };
  store.set(billingAccountsAtom, {
    data: { ...demoAccounts, selectedBillingAccount: selected },
    status: 'SUCCESS',
    error: null,
  });
  renderInBrand(
    <MemoryRouter initialEntries={[path]}>
      <Provider store={store}>
        <EnergyMixSection />
      </Provider>
    </MemoryRouter>,
  );
  return { api, scrolled, section: screen.getByRole('region', { name: 'Your energy mix' }) };
}

describe('EnergyMixSection', () => {
  it('splits the last 30 days by category, each with its share, and the total', async () => {
    const { section, scrolled } = renderSection(demoEnergyMix);
    expect(await within(section).findByText(/over the last 30 days, 30 Oct – 28 Nov 2026/)).toBeVisible();
    const chart = within(section).getByRole('application', { name: /Energy mix, 30 Oct – 28 Nov 2026/ });
    expect(chart).toBeVisible();
    await userEvent.click(within(section).getByText('Show the data as a table'));
    const rows = within(within(section).getByRole('table')).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Lights & Appliances138 kWh31%');
    expect(rows.at(-1)).toHaveTextContent(/^Total452.*kWh100%$/);
    expect(within(section).queryByText(TYPICAL_SPLIT_NOTE)).toBeNull();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('says when the split is a typical home’s, and is brought into view at /account/usage/energy-mix', async () => {
    const { section, scrolled } = renderSection({ ...demoEnergyMix, IsLite: true }, '/account/usage/energy-mix');
    expect(await within(section).findByText(TYPICAL_SPLIT_NOTE)).toBeVisible();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('says a business’s split is a typical home’s, with no home profile to complete', async () => {
    const { section } = renderSection({ ...demoEnergyMix, IsLite: true }, '/account/usage', 'sme');
    expect(await within(section).findByText(BUSINESS_SPLIT_NOTE)).toBeVisible();
    expect(within(section).queryByText(TYPICAL_SPLIT_NOTE)).toBeNull();
  });

  it('says when the split uses a home profile that changed during these days', async () => {
    const { section } = renderSection({ ...demoEnergyMix, HasHomeProfileChanged: true });
    expect(await within(section).findByText(PROFILE_CHANGED_NOTE)).toBeVisible();
  });

  it.each([
    ['without electricity', problem(404, { type: '/error/not_found', title: 'Not found' })],
    ['with no use in the 30 days', { ...demoEnergyMix, Readings: [] }],
  ])('shows the empty state for a property %s', async (_case, answer) => {
    const { section } = renderSection(answer);
    expect(await within(section).findByText(NO_ENERGY_MIX_MESSAGE)).toBeVisible();
  });

  it('shows a failed load with a retry that loads it again', async () => {
    let fail = true;
    const { section } = renderSection(() =>
      fail ? problem(500, { type: '/error/default', title: 'Down' }) : demoEnergyMix,
    );
    const alert = await within(section).findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText(/over the last 30 days/)).toBeVisible();
  });
});

describe('the days an energy mix covers', () => {
  it.each([
    ['in one year', { Date: '2026-10-30', EndDate: '2026-11-28' }, '30 Oct – 28 Nov 2026'],
    ['across a new year', { Date: '2025-12-10', EndDate: '2026-01-08' }, '10 Dec 2025 – 8 Jan 2026'],
  ])('names them %s', (_case, insights, said) => {
    expect(energyMixDays(insights)).toBe(said);
  });
});
