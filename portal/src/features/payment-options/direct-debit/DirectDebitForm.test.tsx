import {
  brandHasAuthoriseTAndC,
  directDebitTextFields,
  directDebitTickBoxes,
  type setupDirectDebit,
} from '@harakeke/contract';
import { renderInBrand } from '@harakeke/design-system/testing/vitest';
import type { BrandId } from '@harakeke/themes';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem, type FakeAnswer } from '../../../test-support/fake-api.js';
import { demoDirectDebitPayment, demoDirectDebitValues } from '../demo-payment-options.js';
import { directDebitFormAtom } from './atoms.js';
import type { DirectDebitFormState } from './direct-debit-form.js';
import { DirectDebitForm } from './DirectDebitForm.js';

// Filling in the whole form by hand is a few dozen events, each re-rendering it: one test does it (in the brand with
// every box); the submissions start from a form the customer has filled in, put in the store.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The form as a customer leaves it once every field is filled in validly and touched. */
const filledForm: DirectDebitFormState = {
  values: demoDirectDebitValues,
  touched: Object.fromEntries([...directDebitTextFields, ...directDebitTickBoxes].map((field) => [field, true])),
  serverErrors: {},
};

function renderForm(brand: BrandId, { filled = false } = {}) {
  const store = createStore();
  if (filled) store.set(directDebitFormAtom, filledForm);
  renderInBrand(
    <Provider store={store}>
      <DirectDebitForm />
    </Provider>,
    { brand },
  );
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const submitButton = () => screen.getByRole('button', { name: 'Set up direct debit' });
// While the bank list is open, react-aria hides everything else from assistive technology, the trigger included.
const bankPicker = () => screen.getByRole('button', { name: /Bank/, hidden: true });

/** The text fields by label, with what a customer types into each (spec 1 §5's valid values). */
const typedFields: [label: string, value: string][] = [
  ['Your full name', demoDirectDebitValues.submitterName],
  ['Mobile number', demoDirectDebitValues.mobileNumber],
  ['Name on the bank account', demoDirectDebitValues.bankAccountName],
  ['Branch location', demoDirectDebitValues.branch],
  ['Bank account number', demoDirectDebitValues.bankAccountNumber],
  ['Branch address', demoDirectDebitValues.branchAddress],
  ['Payment reference', demoDirectDebitValues.paymentInformation],
];

/** Enters a text field's value in one go (a paste: typing a whole form key by key is slow in jsdom), leaving it. */
async function enter(label: string, value: string) {
  await userEvent.click(textbox(label));
  await userEvent.paste(value);
}

/** The text of what an element's aria-describedby points at. */
const accessibleDescriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Every value stays as typed after a failed submission. */
function expectValuesKept() {
  for (const [label, value] of typedFields) expect(textbox(label)).toHaveValue(value);
  expect(bankPicker()).toHaveTextContent('ANZ');
  for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
}

describe.each<BrandId>(['kowhai', 'fernlight'])('DirectDebitForm in %s', (brand) => {
  it('shows a field’s message once it is left, not before', async () => {
    fakeApi({});
    renderForm(brand);
    const mobile = textbox('Mobile number');
    await enter('Mobile number', '09 377 1234');
    expect(mobile).not.toHaveAccessibleDescription(/valid mobile/);
    await userEvent.tab();
    expect(mobile).toHaveAccessibleDescription(/Please enter a valid mobile phone number\./);
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(textbox('Your full name'));
    await userEvent.tab();
    expect(textbox('Your full name')).toHaveAccessibleDescription(/Please enter a submitter’s name\./);
  });

  it('shows an account number example that the form accepts', async () => {
    fakeApi({});
    renderForm(brand);
    const number = textbox('Bank account number');
    const example = /e\.g\. ([\d-]+)\./.exec(accessibleDescriptionOf(number))?.[1];
    expect(example).toBeDefined();
    await enter('Bank account number', example ?? '');
    await userEvent.tab();
    expect(number).toHaveValue(example);
    expect(number).not.toHaveAccessibleDescription(/Please enter a valid bank account number\./);
    expect(number).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('warns, without blocking the submit, when the bank chosen is not the account number’s', async () => {
    fakeApi({});
    renderForm(brand, { filled: true });
    // The number starts 01, ANZ's bank code.
    await userEvent.click(bankPicker());
    await userEvent.click(await screen.findByRole('option', { name: /^ASB/ }));
    const warning = await screen.findByText(/^This account number starts with 01/);
    expect(warning).toHaveTextContent(
      'This account number starts with 01, which is ANZ’s bank code, not ASB’s. Please check the bank you’ve chosen ' +
        'and the number. If both are right, you can still set up your direct debit.',
    );
    expect(warning.closest('[role="status"]')).not.toBeNull();
    expect(submitButton()).toBeEnabled();

    await userEvent.click(bankPicker());
    await userEvent.click(await screen.findByRole('option', { name: /^ANZ/ }));
    await waitFor(() => expect(screen.queryByText(/^This account number starts with/)).not.toBeInTheDocument());
  });

  it('has the authority box in the brand whose form asks for it only', () => {
    fakeApi({});
    renderForm(brand);
    expect(screen.getAllByRole('checkbox')).toHaveLength(brandHasAuthoriseTAndC(brand) ? 3 : 2);
  });

  it('sends one POST for a double click, then empties the form and reloads the recurring payment', async () => {
    let answer: (value: FakeAnswer<typeof setupDirectDebit>) => void = () => undefined;
    const api = fakeApi({
      setupDirectDebit: () => new Promise((resolve) => (answer = resolve)),
      getRecurringPayment: demoDirectDebitPayment,
    });
    renderForm(brand, { filled: true });
    await userEvent.dblClick(submitButton());
    expect(api.requestsTo('setupDirectDebit')).toHaveLength(1);
    answer(demoDirectDebitPayment);
    await waitFor(() => expect(textbox('Your full name')).toHaveValue(''));
    expect(api.requestsTo('setupDirectDebit')).toHaveLength(1);
    expect(api.requestsTo('getRecurringPayment')).toHaveLength(1);
    const body = JSON.parse(api.requestsTo('setupDirectDebit')[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ bankDetails: { customerName: 'Aroha Ngata', issuer: 'ANZ', branch: 'Ponsonby' } });
    expect('authoriseTAndC' in body).toBe(brandHasAuthoriseTAndC(brand));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('shows a 400’s message on the field it names, and keeps every value', async () => {
    const detail = 'We couldn’t find this branch. Please check its location.';
    fakeApi({
      setupDirectDebit: problem(400, {
        type: '/error/bad_request',
        detail: `branch: ${detail}`,
        errors: [{ field: 'branch', detail }],
      }),
    });
    renderForm(brand, { filled: true });
    await userEvent.click(submitButton());
    const branch = textbox('Branch location');
    await waitFor(() => expect(branch).toHaveAccessibleDescription(new RegExp(detail)));
    expect(branch).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('One field needs changing');
    expectValuesKept();
    expect(submitButton()).toBeDisabled();
    // Editing the field clears the server's message: the customer is fixing it.
    await userEvent.type(branch, ' Central');
    expect(branch).not.toHaveAccessibleDescription(new RegExp(detail));
    expect(submitButton()).toBeEnabled();
  });

  it('shows a 500 in the error box with a retry, and keeps every value', async () => {
    const api = fakeApi({ setupDirectDebit: problem(500) });
    renderForm(brand, { filled: true });
    await userEvent.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sorry, something went wrong');
    expectValuesKept();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.requestsTo('setupDirectDebit')).toHaveLength(2));
  });
});

// Filled in by hand once, in the brand whose form has every box (spec 1 §3: authoriseTAndC in one brand only).
describe('DirectDebitForm filled in by a customer', () => {
  it('enables the submit only once every field is touched and valid', async () => {
    fakeApi({});
    renderForm('fernlight');
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription(
      'Fill in every field and tick each box to set up your direct debit.',
    );
    for (const [label, value] of typedFields) await enter(label, value);
    expect(submitButton()).toBeDisabled();
    await userEvent.click(bankPicker());
    await userEvent.click(await screen.findByRole('option', { name: /^ANZ/ }));
    expect(submitButton()).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    expect(submitButton()).toBeEnabled();
  });
});
