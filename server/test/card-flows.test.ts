import {
  API_BASE,
  calls,
  deleteSavedCard,
  getBillingAccounts,
  getRecurringPayment,
  getSavedCard,
  problemSchema,
} from '@harakeke/contract';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { DEMO_PASSWORD, demoCustomers } from '../src/demo/customers.js';
import { returnLocation } from '../src/card-provider/routes.js';
import { startServer, type RunningServer } from '../src/start.js';
import { demoCustomer } from './customer-api.js';
import { signInForTokens } from './oidc-flow.js';
import { freePort, openSeededDatabase, type TestServer } from './test-server.js';

// Card flows (spec 1 §5, §3 cardPayment) through the stand-in card provider's hosted page, and card payments. This
// file starts its own server so it can also read the database: to prove no card number is stored, and to age a
// session past expiry.

const { updateSavedCard, setupRecurringCard, updateRecurringCard, getCardPaymentFee, makeCardPayment, getCardSession } =
  calls;

const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const tama = demoCustomer(demoCustomers, 'tama@example.nz');

let db: Database;
let running: RunningServer;
let origin = '';
const tokens = new Map<string, string>();

beforeAll(async () => {
  db = await openSeededDatabase();
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
  running = await startServer(
    db,
    configFromEnv({ PORT: String(port), PUBLIC_URL: origin, BRAND: 'kowhai' }, serverDir),
  );
  const server: TestServer = {
    url: origin,
    redirectUri: `${origin}/auth/redirect/`,
    devRedirectUri: 'http://localhost:5173/auth/redirect/',
    testHookHeaders: {},
    close: async () => undefined,
  };
  for (const customer of [aroha, ana, mere, tama]) {
    tokens.set(customer.id, (await signInForTokens(server, customer.email, DEMO_PASSWORD)).access_token);
  }
});

afterAll(async () => {
  await running?.close();
  await db?.close();
});

const call = (as: { id: string }, method: string, apiPath: string, body?: unknown) =>
  fetch(`${origin}${API_BASE}${apiPath}`, {
    method,
    headers: { Authorization: `Bearer ${tokens.get(as.id) ?? ''}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const hostedPageSchema = updateSavedCard.response;

/** Starts a card flow and answers its hosted page. */
async function startSession(as: { id: string }, method: string, apiPath: string, body: unknown) {
  const response = await call(as, method, apiPath, body);
  expect(response.status).toBe(200);
  return hostedPageSchema.parse(await response.json());
}

const startSavedCard = (as: { id: string }, returnPath = '/account/payment-options') =>
  startSession(as, 'PUT', updateSavedCard.path, { returnPath });

const startRecurringCard = (as: { id: string }, returnPath = '/account/payment-options') =>
  startSession(as, 'POST', setupRecurringCard.path, {
    returnPath,
    creditCardTsAndCs: true,
    creditCardFeeAccept: true,
  });

const page = (url: string) => new URL(url, origin);

const card = (number: string, overrides: Record<string, string> = {}) => ({
  number,
  expiry: '12/39',
  cvc: '731',
  name: 'Aroha Ngata',
  action: 'submit',
  ...overrides,
});

/** POSTs the hosted form the way a browser would, without following the redirect. */
const submitForm = (url: string, form: Record<string, string>) =>
  fetch(page(url), { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

/** Opens the page, submits a card, follows the 303 and answers where the browser lands. */
async function enterCard(url: string, form: Record<string, string>): Promise<URL> {
  const opened = await fetch(page(url));
  expect(opened.status).toBe(200);
  const submitted = await submitForm(url, form);
  expect(submitted.status).toBe(303);
  const landing = new URL(submitted.headers.get('Location') ?? '', origin);
  expect(landing.origin).toBe(origin);
  return landing;
}

const returnFlags = (landing: URL) => ({
  status: landing.searchParams.get('status'),
  sct: landing.searchParams.get('sct'),
  canUpdateCCV: landing.searchParams.get('canUpdateCCV'),
});

async function savedCardOf(as: { id: string }) {
  return getSavedCard.response.parse(await (await call(as, 'GET', getSavedCard.path)).json()).card;
}

async function recurringOf(as: { id: string }) {
  return getRecurringPayment.response.parse(await (await call(as, 'GET', getRecurringPayment.path)).json());
}

async function problemOf(response: Response) {
  return problemSchema.parse(await response.json());
}

describe('the return path', () => {
  it.each([
    ['//evil.example/account'],
    ['https://evil.example/account'],
    ['/\\evil.example'],
    ['account/payment-options'],
    ['javascript:alert(1)'],
    ['/account/a b'],
    [''],
    // Path tricks that pass a check of the raw string but normalise to another host or path.
    ['/account/../..//evil.example'],
    ['/account/..//evil.example'],
    ['/./\\evil.example'],
    ['/account/./payment-options'],
    ['/account/..'],
    ['/%2F%2Fevil.example'],
    ['/%2fevil.example'],
    ['/%5Cevil.example'],
    ['/account/%2e%2e/%2E%2E//evil.example'],
    ['/account/%00'],
    ['/account/\u0000'],
    ['/account/\u001b[31m'],
    ['/account\t/x'],
    ['/\u2028evil'],
  ])('refuses %j with 400 naming returnPath', async (returnPath) => {
    const response = await call(aroha, 'PUT', updateSavedCard.path, { returnPath });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).detail).toMatch(/^returnPath: /);
  });

  it('is required', async () => {
    const response = await call(aroha, 'PUT', updateSavedCard.path, {});
    expect(response.status).toBe(400);
    expect((await problemOf(response)).detail).toMatch(/^returnPath: /);
  });

  it('redirects only to a path on this origin, even for a stored path that normalises elsewhere', () => {
    const outcome = { status: 'success', sct: false, canUpdateCCV: false } as const;
    for (const stored of ['/account/../..//evil.example', '/a/..//evil.example/x', '//evil.example', '/%2f/evil']) {
      expect(returnLocation(stored, outcome)).toBe('/');
    }
    expect(returnLocation('/account/bill?tab=1', outcome)).toBe(
      '/account/bill?tab=1&status=success&sct=false&canUpdateCCV=false',
    );
  });

  it('keeps the query the portal gave and adds the return flags', async () => {
    const { url } = await startSavedCard(mere, '/account/bill?tab=payments');
    const landing = await enterCard(url, card('4242 4242 4242 4242', { name: 'Mere Tawhiri' }));
    expect(landing.pathname).toBe('/account/bill');
    expect(landing.searchParams.get('tab')).toBe('payments');
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'true', canUpdateCCV: 'false' });
  });
});

describe('the hosted card page', () => {
  it('labels every field and offers Cancel, in no-store pages without a token in the address', async () => {
    const { url, sessionId } = await startSavedCard(aroha);
    expect(url).toBe(`/card-provider/session/${sessionId}`);
    expect(sessionId).toMatch(/^[\w-]{32}$/);
    const response = await fetch(page(url));
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const html = await response.text();
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date'],
      ['cvc', 'Security code (CVC)'],
      ['name', 'Name on card'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}`);
      expect(html).toContain(`<input id="${id}" name="${id}"`);
    }
    expect(html).toMatch(/<button type="submit" name="action" value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toContain('Stand-in card provider');
  });

  it('keeps what was typed and explains an invalid card number, without echoing the security code', async () => {
    const { url } = await startSavedCard(aroha);
    const response = await submitForm(url, card('4242 4242 4242 4241', { name: "Aroha O'Neil", cvc: '987' }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('Enter a valid card number: check the digits.');
    expect(html).toContain('value="Aroha O&#39;Neil"');
    expect(html).toContain('value="12/39"');
    expect(html).toMatch(/<input id="number"[^>]*aria-describedby="number-error" aria-invalid="true"/);
    expect(html).not.toContain('987');
    // The page still works: errors do not use the session up.
    expect((await fetch(page(url))).status).toBe(200);
  });

  it.each([
    [{ number: '' }, 'Enter the card number.'],
    [{ number: '4111 1111 1111 1111' }, 'This stand-in provider takes test card numbers only'],
    [{ expiry: '13/30' }, 'Enter the expiry date as MM/YY'],
    [{ expiry: '01/20' }, 'This card has expired'],
    [{ cvc: '12' }, 'Enter the 3-digit security code.'],
    [{ name: '' }, 'Enter the name on the card.'],
    [{ name: '<script>' }, 'letters, spaces and'],
  ])('explains %j', async (change, message) => {
    const { url } = await startSavedCard(aroha);
    const response = await submitForm(url, { ...card('4242424242424242'), ...change });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(message);
    expect(html).not.toContain('<script>');
  });

  it('works once', async () => {
    const { url } = await startSavedCard(aroha);
    await enterCard(url, card('4242424242424242'));
    expect((await fetch(page(url))).status).toBe(410);
    expect((await submitForm(url, card('4242424242424242'))).status).toBe(410);
  });

  it('expires', async () => {
    const { url, sessionId } = await startSavedCard(aroha);
    await db.query("UPDATE card_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [sessionId]);
    const opened = await fetch(page(url));
    expect(opened.status).toBe(410);
    expect(await opened.text()).toContain('This card page has expired');
    expect((await submitForm(url, card('4242424242424242'))).status).toBe(410);
    const session = getCardSession.response.parse(
      await (await call(aroha, 'GET', getCardSession.path.replace('{sessionId}', sessionId))).json(),
    );
    expect(session.status).toBe('expired');
  });

  it('answers 404 for an unknown session', async () => {
    expect((await fetch(page('/card-provider/session/not-a-session'))).status).toBe(404);
  });

  it("answers 404 for another customer's session and the session for its own customer", async () => {
    const { sessionId } = await startSavedCard(aroha);
    const sessionPath = getCardSession.path.replace('{sessionId}', sessionId);
    expect((await call(tama, 'GET', sessionPath)).status).toBe(404);
    const own = getCardSession.response.parse(await (await call(aroha, 'GET', sessionPath)).json());
    expect(own).toMatchObject({ sessionId, purpose: 'savedCard', status: 'open', sct: true });
  });
});

// sct (secure card transaction) is true for a card entered to be saved (updateSavedCard) and false for a recurring
// card set-up and a one-off payment, so a declined saved card is the card error and a declined recurring set-up the
// recurring error (spec 1 §8). ana@ starts with a saved Visa 4242 and bills paid by direct debit.
describe('spec 1 §4 card return table', () => {
  const sessionSct = async (as: { id: string }, sessionId: string) =>
    getCardSession.response.parse(
      await (await call(as, 'GET', getCardSession.path.replace('{sessionId}', sessionId))).json(),
    ).sct;

  it('error, sct true (card error): a declined card while saving one; nothing is saved', async () => {
    const before = await savedCardOf(ana);
    const { url, sessionId } = await startSavedCard(ana);
    const landing = await enterCard(url, card('4000 0000 0000 0002'));
    expect(returnFlags(landing)).toEqual({ status: 'error', sct: 'true', canUpdateCCV: 'false' });
    expect(await sessionSct(ana, sessionId)).toBe(true);
    expect(await savedCardOf(ana)).toEqual(before);
  });

  it('error, sct false (recurring error): a declined recurring card set-up; the recurring payment stays', async () => {
    const before = await savedCardOf(ana);
    const { url, sessionId } = await startRecurringCard(ana);
    const landing = await enterCard(url, card('4000000000000002'));
    expect(returnFlags(landing)).toEqual({ status: 'error', sct: 'false', canUpdateCCV: 'false' });
    expect(await sessionSct(ana, sessionId)).toBe(false);
    expect((await recurringOf(ana)).paymentMethod).toBe('directDebit');
    expect(await savedCardOf(ana)).toEqual(before);
  });

  it('cancel returns with status error and the flow’s sct', async () => {
    const saved = await startSavedCard(ana);
    const savedReturn = await submitForm(saved.url, { action: 'cancel' });
    expect(savedReturn.status).toBe(303);
    expect(returnFlags(new URL(savedReturn.headers.get('Location') ?? '', origin))).toEqual({
      status: 'error',
      sct: 'true',
      canUpdateCCV: 'false',
    });
    const recurring = await startRecurringCard(ana);
    const recurringReturn = await submitForm(recurring.url, { action: 'cancel' });
    expect(returnFlags(new URL(recurringReturn.headers.get('Location') ?? '', origin))).toEqual({
      status: 'error',
      sct: 'false',
      canUpdateCCV: 'false',
    });
  });

  it('success, sct true, no canUpdateCCV (success modal): the saved card changes (bills by direct debit)', async () => {
    expect(await savedCardOf(ana)).toMatchObject({ brand: 'Visa', last4: '4242' });
    const { url } = await startSavedCard(ana);
    const landing = await enterCard(url, card('5555 5555 5555 4444', { expiry: '07/31', name: 'Ana Fifita' }));
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'true', canUpdateCCV: 'false' });
    expect(await savedCardOf(ana)).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      expiry: '07/31',
      holder: 'ANA FIFITA',
    });
    expect((await recurringOf(ana)).paymentMethod).toBe('directDebit');
  });

  it('success, sct false (success modal): a recurring card set up replaces the direct debit and is saved', async () => {
    const { url } = await startRecurringCard(ana);
    const landing = await enterCard(url, card('4242 4242 4242 4242', { name: 'Ana Fifita' }));
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'false', canUpdateCCV: 'false' });
    const recurring = await recurringOf(ana);
    expect(recurring).toMatchObject({ paymentMethod: 'creditCard', directDebit: null, card: { last4: '4242' } });
    expect(await savedCardOf(ana)).toMatchObject({ last4: '4242' });
  });

  it('success, sct true, canUpdateCCV true: a new saved card while paying by another, then the update', async () => {
    const { url } = await startSavedCard(ana);
    const landing = await enterCard(url, card('3782 822463 10005', { cvc: '1234', name: 'Ana Fifita' }));
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'true', canUpdateCCV: 'true' });
    expect(await savedCardOf(ana)).toMatchObject({ brand: 'American Express', last4: '0005' });
    // Until the customer says yes to the prompt, the bills are still paid with the card they had.
    expect((await recurringOf(ana)).card).toMatchObject({ last4: '4242' });

    const updated = await call(ana, 'PUT', updateRecurringCard.path);
    expect(updated.status).toBe(200);
    expect(updateRecurringCard.response.parse(await updated.json())).toMatchObject({
      paymentMethod: 'creditCard',
      card: { brand: 'American Express', last4: '0005' },
    });
    expect((await recurringOf(ana)).card).toMatchObject({ last4: '0005' });
  });

  it('success, sct false: a recurring card set up while paying by another card replaces it, no prompt', async () => {
    expect((await recurringOf(ana)).card).toMatchObject({ last4: '0005' });
    const { url } = await startRecurringCard(ana);
    const landing = await enterCard(url, card('5555 5555 5555 4444', { expiry: '07/31', name: 'Ana Fifita' }));
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'false', canUpdateCCV: 'false' });
    expect(await recurringOf(ana)).toMatchObject({
      paymentMethod: 'creditCard',
      card: { brand: 'Mastercard', last4: '4444' },
    });
    expect(await savedCardOf(ana)).toMatchObject({ brand: 'Mastercard', last4: '4444' });
  });

  it('success, sct true, no canUpdateCCV: saving the card that pays the bills prompts for nothing', async () => {
    const { url } = await startSavedCard(ana);
    const landing = await enterCard(url, card('5555 5555 5555 4444', { expiry: '07/31', name: 'Ana Fifita' }));
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'true', canUpdateCCV: 'false' });
  });

  it('a saved card cannot be removed while it pays the bills', async () => {
    expect((await call(ana, 'DELETE', deleteSavedCard.path)).status).toBe(409);
  });
});

describe('updating the recurring card', () => {
  it('needs a saved card (404) and a recurring card payment (409)', async () => {
    expect((await call(tama, 'PUT', updateRecurringCard.path)).status).toBe(404);
    const { url } = await startSavedCard(tama);
    await enterCard(url, card('4242424242424242', { name: 'Tama Wiremu' }));
    const response = await call(tama, 'PUT', updateRecurringCard.path);
    expect(response.status).toBe(409);
  });
});

describe('card payment', () => {
  const sessionPath = (id: string) => getCardSession.path.replace('{sessionId}', id);

  async function feeOf(as: { id: string }) {
    return getCardPaymentFee.response.parse(await (await call(as, 'GET', getCardPaymentFee.path)).json());
  }

  async function balanceOf(as: { id: string }) {
    const accounts = getBillingAccounts.response.parse(await (await call(as, 'GET', getBillingAccounts.path)).json());
    return accounts.selectedBillingAccount?.balance.totalBalance ?? Number.NaN;
  }

  /** Dollars less dollars, to the cent. */
  const less = (a: number, b: number) => Math.round(a * 100 - b * 100) / 100;

  it('answers the fee rate and the balance to pay, as the balance everywhere is derived', async () => {
    const owed = Math.max(await balanceOf(mere), 0);
    expect(await feeOf(mere)).toEqual({ rate: 1.5, amountToPay: owed, maximumAmount: less(owed, -1000) });
  });

  it.each([[0], [-5], [1.234]])('refuses amount %j with 400 naming amount', async (amount) => {
    const response = await call(mere, 'POST', makeCardPayment.path, { amount, withToken: true });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).detail).toMatch(/^amount: /);
  });

  it('refuses an amount over the balance plus $1,000.00 in advance', async () => {
    const amount = less((await feeOf(mere)).maximumAmount, -0.01);
    const response = await call(mere, 'POST', makeCardPayment.path, { amount, withToken: true });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).detail).toMatch(/^amount: must be at most/);
  });

  it('needs a returnPath to pay with another card', async () => {
    const response = await call(mere, 'POST', makeCardPayment.path, { amount: 10, withToken: false });
    expect(response.status).toBe(400);
    expect((await problemOf(response)).detail).toMatch(/^returnPath: /);
  });

  it('pays with the saved card at once, and the balance goes down', async () => {
    const before = await balanceOf(mere);
    const response = await call(mere, 'POST', makeCardPayment.path, { amount: 200.5, withToken: true });
    expect(response.status).toBe(200);
    const result = makeCardPayment.response.parse(await response.json());
    expect(result).toMatchObject({ paymentTransactionStatus: 'MADE', paidAmount: 200.5, fee: 3.01 });
    expect(result).toHaveProperty('reference', expect.stringMatching(/^CP-[0-9A-F]{10}$/));
    // The payment is in the ledger the balance is derived from (in credit when it pays more than is owed).
    expect(await balanceOf(mere)).toBe(less(before, 200.5));
    expect((await feeOf(mere)).amountToPay).toBe(Math.max(less(before, 200.5), 0));
  });

  it('pays the same saved-card payment sent twice at once only once: the second is 409 (spec 1 §4 IN_USE)', async () => {
    const before = await balanceOf(mere);
    const twice = await Promise.all(
      [1, 2].map(() => call(mere, 'POST', makeCardPayment.path, { amount: 12.5, withToken: true })),
    );
    expect(twice.map((response) => response.status).sort()).toEqual([200, 409]);
    const refused = twice.find((response) => response.status === 409);
    expect((await problemOf(refused ?? twice[0]!)).detail).toMatch(/a moment ago, so it was not paid again/);
    expect(await balanceOf(mere)).toBe(less(before, 12.5));
    // Another amount is another payment.
    expect((await call(mere, 'POST', makeCardPayment.path, { amount: 12.6, withToken: true })).status).toBe(200);
  });

  it('pays with a one-off card on the hosted page', async () => {
    const before = await balanceOf(mere);
    const started = await call(mere, 'POST', makeCardPayment.path, {
      amount: 87.9,
      withToken: false,
      returnPath: '/account/bill',
    });
    const { url, sessionId } = hostedPageSchema.parse(await started.json());
    // spec 1 §3 cardPayment rate: the page names what the card is charged, the amount and its 1.5 % fee ($1.32).
    const hosted = await (await fetch(page(url))).text();
    expect(hosted).toContain('<h1>Pay $89.22</h1>');
    expect(hosted).toContain('$87.90 to your energy account and a card fee of $1.32 (1.5%): $89.22 is charged');
    const landing = await enterCard(url, card('5555555555554444', { name: 'Mere Tawhiri' }));
    expect(returnFlags(landing)).toEqual({ status: 'success', sct: 'false', canUpdateCCV: 'false' });
    const session = getCardSession.response.parse(await (await call(mere, 'GET', sessionPath(sessionId))).json());
    expect(session).toMatchObject({
      status: 'success',
      payment: { paymentTransactionStatus: 'MADE', paidAmount: 87.9 },
    });
    expect(await balanceOf(mere)).toBe(less(before, 87.9));
    // The one-off card is not kept: the saved card is still the one saved before.
    expect(await savedCardOf(mere)).toMatchObject({ last4: '4242' });
  });

  it('a declined one-off card returns with status error and records a failed payment', async () => {
    const before = await balanceOf(mere);
    const started = await call(mere, 'POST', makeCardPayment.path, { amount: 10, withToken: false, returnPath: '/x' });
    const { url, sessionId } = hostedPageSchema.parse(await started.json());
    const landing = await enterCard(url, card('4000000000000002', { name: 'Mere Tawhiri' }));
    expect(returnFlags(landing)).toEqual({ status: 'error', sct: 'false', canUpdateCCV: 'false' });
    const session = getCardSession.response.parse(await (await call(mere, 'GET', sessionPath(sessionId))).json());
    expect(session.payment).toMatchObject({ paymentTransactionStatus: 'FAILED', paidAmount: 0, fee: 0 });
    expect(await balanceOf(mere)).toBe(before);
  });

  it('answers FAILED when the saved card is declined, and 404 without a saved card', async () => {
    expect((await call(aroha, 'DELETE', deleteSavedCard.path)).status).toBe(200);
    expect((await call(aroha, 'POST', makeCardPayment.path, { amount: 5, withToken: true })).status).toBe(404);
    const { url } = await startSavedCard(aroha);
    await enterCard(url, card('4000 0000 0000 0341'));
    const before = await balanceOf(aroha);
    const response = await call(aroha, 'POST', makeCardPayment.path, { amount: 5, withToken: true });
    expect(makeCardPayment.response.parse(await response.json())).toMatchObject({
      paymentTransactionStatus: 'FAILED',
      paidAmount: 0,
    });
    expect(await balanceOf(aroha)).toBe(before);
  });
});

describe('what is stored', () => {
  it('keeps no card number or security code anywhere in the database', async () => {
    const tables = await db.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const randomColumns = [
      'id',
      'reference',
      'payment_reference',
      'created_at',
      'expires_at',
      'used_at',
      'paid_at',
      'set_up_at',
      // A time's milliseconds are three digits too (test:dates met '.731' in a loyalty card link's).
      'updated_at',
    ];
    const numbers = ['4242424242424242', '5555555555554444', '378282246310005', '4000000000000341', '42424242'];
    for (const { name } of tables) {
      const cardTable = /card|recurring/.test(name);
      // Random ids and times could hold any three digits, so the security codes are looked for in the rest.
      const row = cardTable ? `(to_jsonb(t) - ${randomColumns.map((c) => `'${c}'`).join(' - ')})::text` : 't::text';
      const rows = await db.query<{ row: string }>(`SELECT ${row} AS row FROM "${name}" AS t`);
      for (const { row } of rows) {
        for (const number of numbers) expect(row, name).not.toContain(number);
        // The security codes typed in this file.
        if (cardTable) for (const cvc of ['731', '1234', '987']) expect(row, name).not.toContain(cvc);
      }
    }
  });
});
