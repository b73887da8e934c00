import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem, type FakeHandler } from '../../../test-support/fake-api.js';
import type { getElectricityForecast } from '@harakeke/contract';
import { demoForecast } from './demo-forecast.js';
import { ForecastSection } from './ForecastSection.js';
import { comparedWithLastPeriod } from './ForecastView.js';

afterEach(() => vi.unstubAllGlobals());

const forecast = demoForecast;

function renderSection(answer: FakeHandler<typeof getElectricityForecast>) {
  const api = fakeApi({ getElectricityForecast: answer, postEvent: { recorded: true } });
  renderInBrand(
    <MemoryRouter initialEntries={['/account/usage']}>
      <Provider store={createStore()}>
        <ForecastSection />
      </Provider>
    </MemoryRouter>,
  );
  return { api, section: screen.getByRole('region', { name: 'This bill period' }) };
}

describe('ForecastSection', () => {
  it('shows the period so far, its daily average and where it is heading, and posts viewEnergyForecast', async () => {
    const { api, section } = renderSection(forecast);
    expect(await within(section).findByText('$222.48')).toBeVisible();
    expect(within(section).getByText('$96.41, up to 28 Nov 2026')).toBeVisible();
    expect(within(section).getByText('$7.42')).toBeVisible();
    expect(within(section).getByText('7% less than last bill period ($238.90).')).toBeVisible();
    expect(within(section).getByText(/17 of 30 days to go/)).toBeVisible();
    await waitFor(() => expect(api.requestsTo('postEvent')).toHaveLength(1));
    expect(api.requestsTo('postEvent')[0]?.url).toContain('/events/viewEnergyForecast');
  });

  it('says so for a property without electricity, rather than a forecast of nothing', async () => {
    const { section } = renderSection(problem(404, { type: '/error/not_found', title: 'Not found' }));
    expect(await within(section).findByText(/has no electricity supply with us/)).toBeVisible();
  });

  it('shows a failed load with a retry that loads it again', async () => {
    let fail = true;
    const { section } = renderSection(() =>
      fail ? problem(500, { type: '/error/default', title: 'Down' }) : forecast,
    );
    const alert = await within(section).findByRole('alert');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('$222.48')).toBeVisible();
  });
});

describe('the forecast beside last period', () => {
  it.each([
    ['less', { ...forecast }, '7% less than last bill period ($238.90).'],
    ['more', { ...forecast, lastPeriod: { kwh: 400, costNZD: 180 } }, '24% more than last bill period ($180.00).'],
    ['about the same', { ...forecast, lastPeriod: { kwh: 580, costNZD: 225 } }, 'About the same as last bill period.'],
    ['in kWh', { ...forecast, costIncluded: false }, '6% less than last bill period (612.30 kWh).'],
    ['with no period before', { ...forecast, lastPeriod: null }, null],
  ])('says %s', (_case, data, said) => {
    expect(comparedWithLastPeriod(data)).toBe(said);
  });
});
