import { brands } from '@harakeke/themes';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test-support/fake-api.js';
import { App } from './App.js';
import { RootLayout } from './RootLayout.js';

const noOutage = { isOn: false, shouldNotify: false, period: null, endDate: null, outageDurationText: null };

function Broken(): ReactNode {
  throw new Error('This screen cannot render');
}

/** Stands in for the browser's back button and the like: a way elsewhere that is not on the error screen. */
function GoElsewhere() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/fine')}>Elsewhere</button>;
}

afterEach(() => vi.restoreAllMocks());

describe('a screen that fails to render', () => {
  it('shows the error screen with reload, and going to another page shows that page', async () => {
    // React logs the error the boundary catches; here that is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The render error is reported to monitoring.
    fakeApi({ getOutage: noOutage, postEvent: { recorded: true } });
    const Router = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/broken']}>
        <GoElsewhere />
        {children}
      </MemoryRouter>
    );
    const table = [
      {
        element: <RootLayout />,
        children: [
          { path: '/broken', element: <Broken /> },
          { path: '/fine', element: <h1>A page that works</h1> },
        ],
      },
    ];
    render(<App brand={brands.kowhai} store={createStore()} Router={Router} routes={table} />);
    expect(await screen.findByText(/This page couldn’t be shown/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'A page that works' })).toBeVisible();
    expect(screen.queryByText(/This page couldn’t be shown/)).toBeNull();
  });
});
