import type { Switcher } from '@harakeke/contract';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nicknameRuleCases } from '../../../../../contract/src/account-settings-rules.cases.js';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem, trackOf } from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { demoProperties, demoRoles } from './demo-properties.js';
import { PropertiesSection } from './PropertiesSection.js';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  const store = createStore();
  store.set(billingAccountsAtom, { data: demoAccounts, status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <PropertiesSection />
    </Provider>,
  );
}

/** A fake server holding the nicknames: a post names the site, the switcher answers the names. */
function propertiesServer() {
  let properties: Switcher = structuredClone(demoProperties);
  const api = fakeApi({
    getSwitcher: () => properties,
    getAccountRoles: demoRoles,
    getBillingAccounts: demoAccounts,
    setSiteNickname: ({ body }) => {
      const { billingAccountSiteId, nickname } = JSON.parse(body) as { billingAccountSiteId: string; nickname: string };
      properties = {
        billingAccounts: properties.billingAccounts.map((account) => ({
          ...account,
          billingAccountSites: account.billingAccountSites.map((site) =>
            site.id === billingAccountSiteId ? { ...site, nickname } : site,
          ),
        })),
      };
      return { billingAccountSiteId, nickname };
    },
  });
  return api;
}

const flat = '2/48 Rimu Road, Kelburn, Wellington 6012';
const flatLabel = `Nickname for ${flat}`;
const button = (name: string) => screen.getByRole('button', { name: `${name} ${flatLabel}` });
const input = () => screen.getByRole('textbox', { name: flatLabel });
const field = () => screen.getByRole('group', { name: flatLabel });

describe('PropertiesSection', () => {
  it('lists the accounts with their roles and the sites with their status and supply types', async () => {
    propertiesServer();
    renderSection();
    const section = screen.getByRole('region', { name: 'Your properties' });
    expect(await within(section).findByText('Account 2001234567')).toBeInTheDocument();
    expect(within(section).getByText(/Account holder/)).toBeInTheDocument();
    expect(within(section).getByText(/Authorised person/)).toBeInTheDocument();
    const second = within(section).getByRole('list', { name: 'Sites of account 2002345678' });
    expect(second).toHaveTextContent('12 Tawa Terrace, Tawa, Wellington 5028 (Pending)');
    const first = within(section).getByRole('list', { name: 'Sites of account 2001234567' });
    expect(first).toHaveTextContent('7 Kōwhai Street, Ōtaki 5512 (Closed)');
    expect(first).toHaveTextContent('Electricity and natural gas');
    expect(
      screen.getByRole('group', { name: 'Nickname for 48 Rimu Road, Kelburn, Wellington 6012' }),
    ).toHaveTextContent('Home');
  });

  it.each(nicknameRuleCases.filter((ruleCase) => ruleCase.message !== undefined && ruleCase.nickname !== ''))(
    'refuses $name before sending, with the message',
    async ({ nickname, message }) => {
      const api = propertiesServer();
      renderSection();
      await userEvent.click(await screen.findByRole('button', { name: `Edit ${flatLabel}` }));
      // Pasted: typing 26 characters one by one only makes the test slow.
      await userEvent.click(input());
      await userEvent.paste(nickname);
      await userEvent.click(button('Save'));
      expect(within(field()).getByRole('alert')).toHaveTextContent(message ?? '');
      expect(api.requestsTo('setSiteNickname')).toHaveLength(0);
    },
  );

  it('saves a nickname, then reloads the properties and the accounts and shows the stored name', async () => {
    const api = propertiesServer();
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${flatLabel}` }));
    await userEvent.type(input(), "  Nana's flat (2)  ");
    await userEvent.click(button('Save'));
    expect(await within(field()).findByText('Changes Saved')).toBeInTheDocument();
    expect(field()).toHaveTextContent("Nana's flat (2)");
    // Focus moves in an effect of the answer's transition, which may run a moment after its commit.
    await waitFor(() => expect(button('Edit')).toHaveFocus());
    expect(api.requestsTo('setSiteNickname').map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { billingAccountSiteId: 'site-2001-b', nickname: "Nana's flat (2)" },
    ]);
    expect(api.requestsTo('getSwitcher')).toHaveLength(2);
    expect(api.requestsTo('getBillingAccounts')).toHaveLength(1);
  });

  it("a refused save keeps the typed name with the server's message", async () => {
    fakeApi({
      getSwitcher: demoProperties,
      getAccountRoles: demoRoles,
      setSiteNickname: problem(400, { detail: 'nickname: A nickname has at most 25 characters.' }),
    });
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: `Edit ${flatLabel}` }));
    await userEvent.type(input(), 'The flat');
    await userEvent.click(button('Save'));
    expect(await within(field()).findByRole('alert')).toHaveTextContent('A nickname has at most 25 characters.');
    expect(input()).toHaveValue('The flat');
  });

  it('shows an error with a retry when the roles failed to load, and reports the failure', async () => {
    let rolesFail = true;
    const api = fakeApi({
      getSwitcher: demoProperties,
      getAccountRoles: () => (rolesFail ? problem(500) : demoRoles),
      postEvent: { recorded: true },
    });
    renderSection();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(within(screen.getByRole('region', { name: 'Your properties' })).getByRole('alert')).toHaveTextContent(
      'We couldn’t load your properties',
    );
    // spec 2 §8: the failure goes to monitoring, named after the section's data.
    await waitFor(() =>
      expect(api.requestsTo('postEvent').map(trackOf)).toEqual([
        expect.stringMatching(/^accountSettings\.accountRoles/),
      ]),
    );
    rolesFail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Account 2001234567')).toBeInTheDocument();
    // Only what failed is loaded again.
    expect(api.requestsTo('getSwitcher')).toHaveLength(1);
  });
});
