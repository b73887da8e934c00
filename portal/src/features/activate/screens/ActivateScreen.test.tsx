import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../../auth/token-store.js';
import { storeTestSession } from '../../../test-support/session.js';
import { ActivateScreen } from './ActivateScreen.js';

function Arrived() {
  return <p>{`${useNavigationType()} ${useLocation().pathname}`}</p>;
}

function renderActivate() {
  renderInBrand(
    <MemoryRouter initialEntries={['/activate/welcome']}>
      <Routes>
        <Route path="/activate/*" element={<ActivateScreen />} />
        <Route path="/account/dashboard" element={<Arrived />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => tokenStore.set(null));

describe('/activate', () => {
  it('welcomes a customer signed out and sends them to sign in', () => {
    renderActivate();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Kōwhai Energy' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('sends a customer already signed in to their dashboard, in place of /activate', () => {
    storeTestSession();
    renderActivate();
    expect(screen.getByText('REPLACE /account/dashboard')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });
});
