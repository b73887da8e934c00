import type { Outage } from '@harakeke/contract';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import type { BrandId } from '@harakeke/themes';
import { screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { outageAtom } from '../../../services/outage/atoms.js';
import { OUTAGE_NOTICE_DISMISSED_KEY } from '../../../services/outage/OutageNotice.js';
import { LoginScreen } from './LoginScreen.js';

const planned: Outage = {
  isOn: false,
  shouldNotify: true,
  period: 'from 9pm to 11pm on Saturday',
  endDate: null,
  outageDurationText: '2 hours',
};

function renderLogin(outage: Outage, brand: BrandId = 'kowhai') {
  const store = createStore();
  store.set(outageAtom, { status: 'SUCCESS', data: outage, error: null });
  renderInBrand(
    <Provider store={store}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginScreen />
      </MemoryRouter>
    </Provider>,
    { brand },
  );
}

afterEach(() => sessionStorage.removeItem(OUTAGE_NOTICE_DISMISSED_KEY));

// spec 1 §4: the outage notice is for every visitor, so a customer signed out reads it on /login before signing in.
describe('/login and a planned outage', () => {
  it('shows the maintenance notice, its duration in a sentence of its own', () => {
    renderLogin(planned);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeVisible();
    expect(screen.getByText('Planned maintenance')).toBeVisible();
    expect(
      screen.getByText(
        'The portal will be unavailable from 9pm to 11pm on Saturday. Your power and gas supply won’t be affected. We expect it to take about 2 hours.',
        { exact: false },
      ),
    ).toBeVisible();
  });

  it('shows no notice when none is asked for', () => {
    renderLogin({ ...planned, shouldNotify: false, period: null, outageDurationText: null });
    expect(screen.queryByText('Planned maintenance')).not.toBeInTheDocument();
  });
});

// spec 1 §1: the residential and sme sign-up links differ by brand. No business unit is known before sign-in, so
// both are offered, each saying whom it is for.
describe.each<[BrandId, string, string, string]>([
  [
    'kowhai',
    'Kōwhai Energy',
    'https://www.kowhaienergy.example/join',
    'https://www.kowhaienergy.example/business/join',
  ],
  ['fernlight', 'Fernlight', 'https://www.fernlight.example/join', 'https://www.fernlight.example/business/join'],
])('/login in %s', (brand, brandName, residential, sme) => {
  it('offers sign-up for a home and for a business, on the brand’s own site', () => {
    renderLogin({ ...planned, shouldNotify: false }, brand);
    const card = screen.getByRole('region', { name: 'Sign in to your account' });
    expect(within(card).getByRole('heading', { level: 2, name: `New to ${brandName}?` })).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Sign up for your home' })).toHaveAttribute('href', residential);
    expect(within(card).getByRole('link', { name: 'Sign up for your business' })).toHaveAttribute('href', sme);
  });
});
