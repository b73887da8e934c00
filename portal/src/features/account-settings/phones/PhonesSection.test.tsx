import type { BillingAccounts } from '@harakeke/contract';
import { phoneRuleCases } from '../../../../../contract/src/account-settings-rules.cases.js';
import { preloadDialog } from '@harakeke/design-system';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { billingAccountsAtom } from '../../../core/user-details/atoms.js';
import { fakeApi, problem } from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { PhonesSection } from './PhonesSection.js';

vi.setConfig({ testTimeout: 30_000 });

// The delete's confirmation loads its implementation on its first opening: loaded once here, not inside a test's time.
beforeAll(() => preloadDialog());

afterEach(() => vi.unstubAllGlobals());

type Phones = BillingAccounts['contact']['phones'];

const onlyMobile: Phones = [{ purpose: 'mobile', number: '+64211239876' }];

const accountsWith = (phones: Phones): BillingAccounts => ({
  ...demoAccounts,
  contact: { ...demoAccounts.contact, phones },
});

/** The section, signed in with the accounts (and so the phones) loaded. */
function renderSection(phones: Phones = onlyMobile) {
  const store = createStore();
  store.set(billingAccountsAtom, { data: accountsWith(phones), status: 'SUCCESS', error: null });
  renderInBrand(
    <Provider store={store}>
      <PhonesSection />
    </Provider>,
  );
  return store;
}

/** A fake server holding the numbers: set and delete change them, the accounts answer them. */
function phoneServer(initial: Phones = onlyMobile) {
  let phones = [...initial];
  const api = fakeApi({
    getBillingAccounts: () => accountsWith(phones),
    setPhone: ({ params, body }) => {
      const { number } = JSON.parse(body) as { number: string };
      const purpose = params.purpose as Phones[number]['purpose'];
      phones = [...phones.filter((phone) => phone.purpose !== purpose), { purpose, number }];
      return { phones };
    },
    deletePhone: ({ params }) => {
      if (phones.length < 2)
        return problem(409, { detail: 'Keep at least one phone number: add another before deleting this one.' });
      phones = phones.filter((phone) => phone.purpose !== params.purpose);
      return { phones };
    },
  });
  return { api, phones: () => phones };
}

const section = () => screen.getByRole('region', { name: 'Phone numbers' });
const field = (label: string) => within(section()).getByRole('group', { name: label });
const button = (name: string, label: string) => screen.getByRole('button', { name: `${name} ${label}` });
const queryButton = (name: string, label: string) => screen.queryByRole('button', { name: `${name} ${label}` });
const input = (label: string) => screen.getByRole('textbox', { name: label });

describe('PhonesSection', () => {
  it('shows the numbers readable, and no Delete while only one is set (spec 1 §5)', () => {
    renderSection();
    expect(field('Mobile phone')).toHaveTextContent('021 123 9876');
    expect(field('Home phone')).toHaveTextContent('No number');
    expect(queryButton('Delete', 'Mobile phone')).not.toBeInTheDocument();
  });

  it('keeps digits and spaces only as the customer types, at most 15 characters', async () => {
    fakeApi({});
    renderSection();
    await userEvent.click(button('Edit', 'Home phone'));
    await userEvent.type(input('Home phone'), 'abc-021.123');
    expect(input('Home phone')).toHaveValue('021123');
    await userEvent.clear(input('Home phone'));
    await userEvent.type(input('Home phone'), '0211234567 8901');
    expect(input('Home phone')).toHaveValue('0211234567 8901');
    await userEvent.type(input('Home phone'), '2');
    expect(input('Home phone')).toHaveValue('0211234567 8901');
    expect(input('Home phone')).toHaveAccessibleDescription(/Digits and spaces only, up to 15 characters/);
  });

  it('saves the number normalised, shows it as stored and readable, and then offers Delete on both', async () => {
    const server = phoneServer();
    renderSection();
    await userEvent.click(button('Edit', 'Home phone'));
    await userEvent.type(input('Home phone'), '(09) 377-1234');
    await userEvent.click(button('Save', 'Home phone'));
    expect(await within(field('Home phone')).findByText('Changes Saved')).toBeInTheDocument();
    expect(server.api.requestsTo('setPhone').map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { number: '+6493771234' },
    ]);
    expect(field('Home phone')).toHaveTextContent('09 377 1234');
    // Focus moves in an effect of the answer's transition, which may run a moment after its commit.
    await waitFor(() => expect(button('Edit', 'Home phone')).toHaveFocus());
    expect(button('Delete', 'Home phone')).toBeInTheDocument();
    expect(button('Delete', 'Mobile phone')).toBeInTheDocument();
    // The accounts reloaded after the save, so everything shows what is stored.
    expect(server.api.requestsTo('getBillingAccounts')).toHaveLength(1);
  });

  it.each(phoneRuleCases.filter((ruleCase) => ruleCase.message !== undefined && ruleCase.typed !== ''))(
    'refuses $name before sending, with the message',
    async ({ typed, message }) => {
      const api = fakeApi({});
      renderSection();
      await userEvent.click(button('Edit', 'Work phone'));
      await userEvent.type(input('Work phone'), typed);
      await userEvent.click(button('Save', 'Work phone'));
      expect(within(field('Work phone')).getByRole('alert')).toHaveTextContent(message ?? '');
      expect(api.requests).toHaveLength(0);
    },
  );

  it('a failed save keeps the typed value with the message, to try again', async () => {
    fakeApi({ setPhone: problem(500, { title: 'Sorry, something went wrong' }) });
    renderSection();
    await userEvent.click(button('Edit', 'Work phone'));
    await userEvent.type(input('Work phone'), '04 801 2345');
    await userEvent.click(button('Save', 'Work phone'));
    expect(await within(field('Work phone')).findByRole('alert')).toHaveTextContent('Sorry, something went wrong');
    expect(input('Work phone')).toHaveValue('04 801 2345');
  });

  it('deletes a number once confirmed, reloads, hides Delete on the one left and puts focus on the emptied field', async () => {
    const server = phoneServer([...onlyMobile, { purpose: 'home', number: '+6493771234' }]);
    renderSection(server.phones());
    await userEvent.click(button('Delete', 'Home phone'));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete your home phone number?' });
    expect(confirmation).toHaveAccessibleDescription('09 377 1234 will no longer be one of your contact numbers.');
    expect(server.api.requestsTo('deletePhone')).toHaveLength(0);

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete number' }));
    expect(await screen.findByText('Your home phone number has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The answer renders as a transition (renderAnswer): on a busy machine it may commit a moment after the status.
    await waitFor(() => expect(field('Home phone')).toHaveTextContent('No number'));
    expect(queryButton('Delete', 'Mobile phone')).not.toBeInTheDocument();
    await waitFor(() => expect(button('Edit', 'Home phone')).toHaveFocus());
    expect(server.phones()).toEqual(onlyMobile);
    expect(server.api.requestsTo('deletePhone')).toHaveLength(1);
  });

  it('keeps the number when the confirmation is turned down, with focus back on its Delete', async () => {
    const server = phoneServer([...onlyMobile, { purpose: 'home', number: '+6493771234' }]);
    renderSection(server.phones());
    await userEvent.click(button('Delete', 'Home phone'));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete your home phone number?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Keep number' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field('Home phone')).toHaveTextContent('09 377 1234');
    await waitFor(() => expect(button('Delete', 'Home phone')).toHaveFocus());
    expect(server.api.requestsTo('deletePhone')).toHaveLength(0);
  });

  it("shows the server's 409 in the confirmation when the last number is deleted anyway", async () => {
    fakeApi({
      deletePhone: problem(409, { detail: 'Keep at least one phone number: add another before deleting this one.' }),
    });
    renderSection([...onlyMobile, { purpose: 'work', number: '+6448012345' }]);
    await userEvent.click(button('Delete', 'Work phone'));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete your work phone number?' });
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Delete number' }));
    expect(await within(confirmation).findByText('We couldn’t delete your work phone number')).toBeInTheDocument();
    expect(
      within(confirmation).getByText('Keep at least one phone number: add another before deleting this one.'),
    ).toBeVisible();
  });

  it('cancels an invalid number on the first click on Cancel: no message appears as focus leaves the input', async () => {
    const api = fakeApi({});
    // One session, so the button pressed in one call is released in the next.
    const user = userEvent.setup();
    renderSection();
    await user.click(button('Edit', 'Home phone'));
    await user.type(input('Home phone'), '021 12');
    const cancel = button('Cancel', 'Home phone');
    // A message shown on blur would push Cancel from under the pointer between the press and the release.
    await user.pointer({ keys: '[MouseLeft>]', target: cancel });
    expect(within(field('Home phone')).queryByRole('alert')).not.toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: cancel });
    expect(field('Home phone')).toHaveTextContent('No number');
    expect(button('Edit', 'Home phone')).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('shows an error with a retry when the accounts failed to load', async () => {
    fakeApi({ getBillingAccounts: accountsWith(onlyMobile) });
    const store = createStore();
    store.set(billingAccountsAtom, {
      data: null,
      status: 'ERROR',
      error: { type: '/error/default', status: 500, title: 'Sorry, something went wrong' },
    });
    renderInBrand(
      <Provider store={store}>
        <PhonesSection />
      </Provider>,
    );
    await userEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('021 123 9876')).toBeInTheDocument();
  });
});
