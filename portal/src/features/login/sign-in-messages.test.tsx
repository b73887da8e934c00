import type { SignInReturnError } from '@harakeke/contract';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, within } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
// spec 1 §8's identity provider codes, the same returns the contract's reading and the identity provider are tested
// with: each error the provider can send back ends where the portal says it does, with the portal's words.
import { signInReturnCases } from '../../../../contract/src/sign-in-rules.cases.js';
import { AuthRedirectScreen } from '../../app/screens/AuthRedirectScreen.js';
import { outageAtom } from '../../services/outage/atoms.js';
import { LoginScreen } from './screens/LoginScreen.js';

const noOutage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };

/** What the customer is told after a return of each reading, written out here so a test fails if a message goes. */
const shownAfter: Record<Exclude<SignInReturnError, 'cancelled'>, { message: string; linkButton: string }> = {
  'expired-link': {
    message: 'The link is expired. Please sign in again to get a new one.',
    // spec 1 §8: an expired email link offers a new link.
    linkButton: 'Email me a new link',
  },
  'provider-error': { message: 'Sign-in was not completed. Please try again.', linkButton: 'Email me a sign-in link' },
};

/** Opens the identity provider's return address with this error; the returned location follows the navigation. */
function returnWith(error: string, errorDescription: string) {
  const search = `?${new URLSearchParams({ error, error_description: errorDescription, state: 'any' })}`;
  // The return page reads the browser's own address, as the identity provider's redirect leaves it.
  window.history.replaceState(null, '', `/auth/redirect/${search}`);
  const location = { pathname: '' };
  function Follow() {
    location.pathname = useLocation().pathname;
    return null;
  }
  const store = createStore();
  store.set(outageAtom, { status: 'SUCCESS', data: noOutage, error: null });
  renderInBrand(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/auth/redirect/${search}`]}>
        <Follow />
        <Routes>
          <Route path="/auth/redirect/" element={<AuthRedirectScreen />} />
          <Route path="/login" element={<LoginScreen />} />
          {/* Where the routes take a signed-out visitor from /app is theirs to test (app/routes.test.tsx). */}
          <Route path="/app" element={<h1>The account area</h1>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return location;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('spec 1 §4 and §8 a sign-in’s return with an error', () => {
  it.each(signInReturnCases)('$name', async ({ error, errorDescription, reads }) => {
    const location = returnWith(error, errorDescription);
    if (reads === 'cancelled') {
      // spec 1 §4: a cancelled self-service flow goes to /app, without a word about it.
      expect(await screen.findByRole('heading', { name: 'The account area' })).toBeVisible();
      expect(location.pathname).toBe('/app');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      return;
    }
    const alert = await screen.findByRole('alert');
    expect(location.pathname).toBe('/login');
    expect(within(alert).getByText('We couldn’t sign you in')).toBeVisible();
    expect(alert).toHaveTextContent(shownAfter[reads].message);
    expect(screen.getByRole('button', { name: shownAfter[reads].linkButton })).toBeEnabled();
  });
});
