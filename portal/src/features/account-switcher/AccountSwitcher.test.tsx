import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom, sitesChangedAtom, unitModeAtom } from '../../core/user-details/atoms.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { json } from '../../test-support/fetch.js';
import { AccountSwitcher } from './AccountSwitcher.js';
import { arohaSwitcher, buyingGroupSwitcher, demoSelection, tamaSwitcher } from './demo-switcher.js';
import { accountsOf, fakeSwitcherServer } from './test-server.js';
import type { Switcher } from '@harakeke/contract';

afterEach(() => vi.unstubAllGlobals());

/** A store as the signed-in shell leaves it: the accounts loaded. */
function storeFor(switcher: Switcher) {
  const store = createStore();
  store.set(billingAccountsAtom, { data: accountsOf(switcher), status: 'SUCCESS', error: null });
  return store;
}

function renderSwitcher(store = createStore()) {
  renderInBrand(
    <Provider store={store}>
      <AccountSwitcher />
    </Provider>,
  );
  return store;
}

const trigger = (site: string) => screen.findByRole('button', { name: `${site}, switch account or site` });

/** Presses the button and waits for the dialog: the design system's Dialog loads its implementation on first open. */
async function openSwitcher(site: string) {
  await userEvent.click(await trigger(site));
  return screen.findByRole('dialog', { name: 'Switch account or site' });
}

describe('AccountSwitcher', () => {
  it('names the site shown by its new nickname once a site is renamed elsewhere (the account details)', async () => {
    let switcher = tamaSwitcher();
    fakeApi({ getSwitcher: () => switcher, getBillingAccounts: () => accountsOf(switcher) });
    const store = renderSwitcher(storeFor(switcher));
    await trigger('Home');
    switcher = structuredClone(switcher);
    const home = switcher.billingAccounts[0]?.billingAccountSites.find((site) => site.id === 'site-2001-a');
    if (home) home.nickname = 'Whare';
    await store.set(sitesChangedAtom);
    expect(await trigger('Whare')).toBeInTheDocument();
  });

  it('shows a skeleton while the switcher loads, then the selected site on its button', async () => {
    fakeSwitcherServer(tamaSwitcher());
    renderSwitcher(storeFor(tamaSwitcher()));
    expect(screen.getByText('Loading your sites').closest('[role=status]')).toBeInTheDocument();
    expect(await trigger('Home')).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByText('Loading your sites')).not.toBeInTheDocument();
  });

  it('lists each billing account with its sites, their addresses, supply types and status labels', async () => {
    fakeSwitcherServer(tamaSwitcher());
    renderSwitcher(storeFor(tamaSwitcher()));
    const dialog = await openSwitcher('Home');
    const first = within(dialog).getByRole('region', { name: 'Account 2001234567' });
    expect(within(first).getByText('48 Rimu Road, Kelburn, Wellington 6012', { selector: 'p' })).toBeVisible();
    expect(within(first).getAllByRole('button')).toHaveLength(3);

    const home = within(first).getByRole('button', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'true');
    expect(home).toHaveAccessibleDescription(
      /Showing now.*48 Rimu Road, Kelburn, Wellington 6012.*Electricity.*Natural gas/,
    );
    expect(within(first).getByRole('button', { name: 'Sleepout' })).toHaveAccessibleDescription(
      /48A Rimu Road.*Electricity.*LPG/,
    );
    // spec 2 §3: an opening site shows '(Pending)'; without a nickname the address is its name.
    const tawa = within(first).getByRole('button', { name: '7 Tawa Terrace, Tawa, Wellington 5028 (Pending)' });
    expect(tawa).not.toHaveAttribute('aria-current');

    const second = within(dialog).getByRole('region', { name: 'Account 2002345678' });
    expect(within(second).getByText('3 Beach Lane, Raglan 3225', { selector: 'p' })).toBeVisible();
    expect(within(second).getByRole('button', { name: 'Bach' })).toHaveAccessibleDescription(/Electricity.*LPG/);
    expect(within(dialog).queryByText(/Buying group/)).not.toBeInTheDocument();
  });

  it('names a buying group and marks a closing site (Closed)', async () => {
    fakeSwitcherServer(buyingGroupSwitcher());
    renderSwitcher(storeFor(buyingGroupSwitcher()));
    const dialog = await openSwitcher('Orchard');
    const group = within(dialog).getByRole('region', { name: 'Account 4001234567' });
    expect(within(group).getByText('Buying group: Hawke’s Bay Growers Group')).toBeVisible();
    const other = within(dialog).getByRole('region', { name: 'Account 4002345678' });
    expect(within(other).queryByText(/Buying group/)).not.toBeInTheDocument();
    expect(within(other).getByRole('button', { name: '9 Station Street, Napier 4110 (Closed)' })).toBeVisible();
  });

  it('posts exactly the chosen account and site, reloads accounts and switcher together, closes, returns focus and announces', async () => {
    const server = fakeSwitcherServer(tamaSwitcher());
    // The accounts answer waits for the switcher request: the two reloads must run side by side.
    let switcherAsked: () => void = () => undefined;
    const switcherRequested = new Promise<void>((resolve) => (switcherAsked = resolve));
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/billing/accounts/switcher')) switcherAsked();
      else if (url.endsWith('/billing/accounts')) await switcherRequested;
      return answer!(input, init);
    });
    renderSwitcher(storeFor(tamaSwitcher()));
    await openSwitcher('Home');
    const before = server.requests.length;

    await userEvent.click(screen.getByRole('button', { name: 'Bach' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = server.requests.slice(before);
    expect(after[0]?.method).toBe('POST');
    expect(after[0]?.url).toMatch(/\/api\/v1\/private\/user\/site$/);
    expect(JSON.parse(after[0]?.body ?? '')).toStrictEqual({ billingAccountId: 'ba-2002', siteId: 'site-2002-a' });
    expect(
      server
        .calls()
        .slice(before + 1)
        .sort(),
    ).toEqual(['GET /private/billing/accounts', 'GET /private/billing/accounts/switcher']);

    const bach = await trigger('Bach');
    expect(bach).toHaveFocus();
    expect(screen.getByText('Now showing Bach')).toHaveAttribute('role', 'status');
  });

  it('shows progress while switching', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    fakeSwitcherServer(tamaSwitcher());
    const answer = vi.mocked(fetch).getMockImplementation();
    vi.mocked(fetch).mockImplementation(async (input, init) => {
      if (init?.method === 'POST') await held;
      return answer!(input, init);
    });
    renderSwitcher(storeFor(tamaSwitcher()));
    await openSwitcher('Home');
    const sleepout = screen.getByRole('button', { name: 'Sleepout' });
    await userEvent.click(sleepout);

    expect(await screen.findByText('Switching to Sleepout…')).toHaveAttribute('role', 'status');
    expect(sleepout).toHaveAttribute('data-state', 'pending');
    expect(sleepout).toHaveAccessibleDescription(/Switching…/);
    expect(screen.getByRole('button', { name: 'Bach' })).toHaveAttribute('aria-disabled', 'true');
    // A second choice while the first runs posts nothing more.
    await userEvent.click(screen.getByRole('button', { name: 'Bach' }));
    expect(vi.mocked(fetch).mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    release();
    expect(await trigger('Sleepout')).toHaveFocus();
  });

  it('sets the unit mode to kWh for a buying group and monetary otherwise', async () => {
    const start = buyingGroupSwitcher(demoSelection.depot);
    fakeSwitcherServer(start);
    const store = renderSwitcher(storeFor(start));
    expect(store.get(unitModeAtom)).toBe('monetary');

    await openSwitcher('Depot');
    await userEvent.click(screen.getByRole('button', { name: 'Orchard' }));
    await trigger('Orchard');
    expect(store.get(unitModeAtom)).toBe('kwh');

    await openSwitcher('Orchard');
    await userEvent.click(screen.getByRole('button', { name: 'Depot' }));
    await trigger('Depot');
    expect(store.get(unitModeAtom)).toBe('monetary');
  });

  it('keeps the dialog open with the error and a retry when the switch fails', async () => {
    let failing = true;
    const server = fakeSwitcherServer(tamaSwitcher(), {
      failSelect: () =>
        failing
          ? json(
              {
                type: '/error/default',
                status: 500,
                title: 'Down',
                detail: 'Call us on 0800 300 400 if this keeps up.',
              },
              500,
            )
          : null,
    });
    renderSwitcher(storeFor(tamaSwitcher()));
    await openSwitcher('Home');
    await userEvent.click(screen.getByRole('button', { name: 'Bach' }));

    const dialog = screen.getByRole('dialog', { name: 'Switch account or site' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t switch to Bach');
    // spec 1 §5: the retired support number is shown as the current one.
    expect(alert).toHaveTextContent('Call us on 0800 086 400 if this keeps up.');
    expect(server.calls().filter((call) => call.startsWith('GET')).length).toBe(1);
    expect(screen.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'true');

    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await trigger('Bach')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Now showing Bach')).toBeInTheDocument();
  });

  it('reports a failed reload after the post as a failed switch', async () => {
    let switcherDown = false;
    fakeSwitcherServer(tamaSwitcher(), {
      failSwitcher: () => (switcherDown ? json({ type: '/error/default', status: 500, title: 'Down' }, 500) : null),
    });
    renderSwitcher(storeFor(tamaSwitcher()));
    await openSwitcher('Home');
    switcherDown = true;
    await userEvent.click(screen.getByRole('button', { name: 'Sleepout' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'We couldn’t switch to Sleepout',
    );
  });

  it('works with the keyboard alone', async () => {
    const server = fakeSwitcherServer(tamaSwitcher());
    renderSwitcher(storeFor(tamaSwitcher()));
    const user = userEvent.setup();
    const home = await trigger('Home');

    await user.tab();
    expect(home).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Switch account or site' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // Escape closes without posting, and focus goes back to the button.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(home).toHaveFocus();

    await user.keyboard(' ');
    const bach = screen.getByRole('button', { name: 'Bach' });
    for (let presses = 0; presses < 6 && document.activeElement !== bach; presses += 1) await user.tab();
    expect(bach).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await trigger('Bach')).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.getByText('Now showing Bach')).toBeInTheDocument();
  });

  it('closes without posting when the site already shown is chosen', async () => {
    const server = fakeSwitcherServer(tamaSwitcher());
    renderSwitcher(storeFor(tamaSwitcher()));
    await openSwitcher('Home');
    await userEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await trigger('Home')).toHaveFocus();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('shows a single site as text, without a button', async () => {
    fakeSwitcherServer(arohaSwitcher());
    renderSwitcher(storeFor(arohaSwitcher()));
    expect(await screen.findByText('12 Kōwhai Street, Ponsonby, Auckland 1011')).toBeVisible();
    expect(screen.getByText('Your site:')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the switcher cannot load, and loads again on retry', async () => {
    let down = true;
    fakeSwitcherServer(tamaSwitcher(), {
      failSwitcher: () => (down ? json({ type: '/error/default', status: 500, title: 'Down' }, 500) : null),
    });
    renderSwitcher(storeFor(tamaSwitcher()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load your sites.');
    down = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await trigger('Home')).toBeVisible();
  });
});
