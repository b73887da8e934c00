import type { CardSession, deleteRecurringPayment, RecurringPayment } from '@harakeke/contract';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageNavigation, readCardReturn } from '../../services/card-return/card-return.js';
import { readCardSession, rememberCardSession } from '../../services/card-return/card-session-store.js';
import { leavingForCardPageAtom, savedCardQuery } from '../../services/cards/atoms.js';
import { demoSavedCard } from '../../services/cards/demo-cards.js';
import { fakeApi, problem, type FakeAnswer } from '../../test-support/fake-api.js';
import {
  addSavedCardAtom,
  cardErrorAtom,
  cardSuccessAtom,
  creditCardFormAtom,
  readPaymentOptionsReturnAtom,
  recurringCardPromptAtom,
  recurringCardUpdate,
  recurringErrorAtom,
  recurringFormShownAtom,
  recurringPaymentCancellation,
  recurringPaymentQuery,
  savedCardRemoval,
  selectedPaymentTypeAtom,
  setUpRecurringCardAtom,
} from './atoms.js';
import { demoCardPayment, demoNoRecurringPayment } from './demo-payment-options.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const here = '/account/profile/payment-options';

/** A return from the card page, read from its address as the screen reads it. */
const cardReturn = (search: string) => {
  const read = readCardReturn(search);
  if (!read) throw new Error(`not a card return: ${search}`);
  return read;
};

const session = (fields: Partial<CardSession>): CardSession => ({
  sessionId: 'abc',
  purpose: 'savedCard',
  status: 'error',
  sct: true,
  canUpdateCCV: false,
  payment: null,
  ...fields,
});

/** The reloads a return makes (spec 1 §4: the card page may have changed the card and the recurring payment). */
const reloads = { getSavedCard: { card: demoSavedCard }, getRecurringPayment: demoCardPayment };

const bodyOf = (request: { body?: string | null } | undefined) => JSON.parse(request?.body ?? '{}') as unknown;

describe('spec 1 §4 card return table (readPaymentOptionsReturnAtom)', () => {
  it('success, sct and canUpdateCCV: prompts to pay the bills with the new card, and reloads both', async () => {
    const api = fakeApi(reloads);
    const store = createStore();
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=success&sct=true&canUpdateCCV=true'));
    expect(store.get(recurringCardPromptAtom)).toEqual({ isOpen: true, seen: false });
    expect(store.get(recurringCardUpdate.stateAtom).status).toBe('idle');
    expect(store.get(cardSuccessAtom)).toBeNull();
    expect(api.requestsTo('getSavedCard')).toHaveLength(1);
    expect(api.requestsTo('getRecurringPayment')).toHaveLength(1);
    expect(store.get(savedCardQuery.dataAtom).data).toEqual({ card: demoSavedCard });
  });

  it('success without sct: the recurring card payment is set up', async () => {
    fakeApi(reloads);
    const store = createStore();
    rememberCardSession('recurringCard', 'abc');
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=success&sct=false&canUpdateCCV=false'));
    expect(store.get(cardSuccessAtom)).toEqual({ purpose: 'recurringCard' });
    expect(store.get(recurringCardPromptAtom).isOpen).toBe(false);
    expect(readCardSession('recurringCard')).toBeNull();
  });

  it('success and sct without canUpdateCCV: the card is saved', async () => {
    fakeApi(reloads);
    const store = createStore();
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=success&sct=true&canUpdateCCV=false'));
    expect(store.get(cardSuccessAtom)).toEqual({ purpose: 'savedCard' });
    expect(store.get(recurringCardPromptAtom).isOpen).toBe(false);
  });

  it('error with sct and no session kept: the card error, declined', async () => {
    const api = fakeApi(reloads);
    const store = createStore();
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=error&sct=true&canUpdateCCV=false'));
    expect(store.get(cardErrorAtom)).toEqual({ kind: 'declined' });
    expect(store.get(recurringErrorAtom)).toBeNull();
    expect(api.requestsTo('getCardSession')).toHaveLength(0);
  });

  it('error with sct whose kept session was cancelled: the card error, cancelled; the session is forgotten', async () => {
    const api = fakeApi({ ...reloads, getCardSession: session({ status: 'cancelled' }) });
    const store = createStore();
    rememberCardSession('savedCard', 'abc');
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=error&sct=true&canUpdateCCV=false'));
    expect(store.get(cardErrorAtom)).toEqual({ kind: 'cancelled' });
    expect(api.requestsTo('getCardSession')[0]?.url).toMatch(/card-sessions\/abc$/);
    expect(readCardSession('savedCard')).toBeNull();
  });

  it('error with sct whose session cannot be read: declined', async () => {
    fakeApi({ ...reloads, getCardSession: problem(404, { type: '/error/not_found' }) });
    const store = createStore();
    rememberCardSession('savedCard', 'abc');
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=error&sct=true&canUpdateCCV=false'));
    expect(store.get(cardErrorAtom)).toEqual({ kind: 'declined' });
  });

  it('error without sct: the recurring error, with the form shown and credit card selected', async () => {
    fakeApi({
      ...reloads,
      getRecurringPayment: demoNoRecurringPayment,
      getCardSession: session({ purpose: 'recurringCard', sct: false, status: 'error' }),
    });
    const store = createStore();
    rememberCardSession('recurringCard', 'abc');
    await store.set(readPaymentOptionsReturnAtom, cardReturn('?status=error&sct=false&canUpdateCCV=false'));
    expect(store.get(recurringErrorAtom)).toEqual({ kind: 'declined' });
    expect(store.get(cardErrorAtom)).toBeNull();
    expect(store.get(recurringFormShownAtom)).toBe(true);
    expect(store.get(selectedPaymentTypeAtom)).toBe('creditCard');
    expect(readCardSession('recurringCard')).toBeNull();
  });
});

describe('spec 1 §4 recurring card update (recurringCardUpdate)', () => {
  it('marks the prompt seen, hides it and shows success, with the recurring payment reloaded', async () => {
    const moved: RecurringPayment = { ...demoCardPayment, card: { ...demoSavedCard, last4: '1881' } };
    const api = fakeApi({ updateRecurringCard: moved, getRecurringPayment: moved });
    const store = createStore();
    store.set(recurringCardPromptAtom, { isOpen: true, seen: false });
    await store.set(recurringCardUpdate.mutateAtom, undefined);
    expect(store.get(recurringCardPromptAtom)).toEqual({ isOpen: false, seen: true });
    expect(store.get(recurringCardUpdate.stateAtom)).toMatchObject({ status: 'success', error: null });
    expect(api.requestsTo('updateRecurringCard')).toHaveLength(1);
    expect(store.get(recurringPaymentQuery.dataAtom).data?.card?.last4).toBe('1881');
  });

  it('keeps the prompt open with the error on a failure', async () => {
    fakeApi({ updateRecurringCard: problem(409, { type: '/error/conflict', detail: 'No recurring card payment.' }) });
    const store = createStore();
    store.set(recurringCardPromptAtom, { isOpen: true, seen: false });
    await store.set(recurringCardUpdate.mutateAtom, undefined);
    expect(store.get(recurringCardPromptAtom)).toEqual({ isOpen: true, seen: false });
    expect(store.get(recurringCardUpdate.stateAtom)).toMatchObject({
      status: 'error',
      error: { status: 409, detail: 'No recurring card payment.' },
    });
  });
});

describe('spec 1 §4 cancel recurring payment (recurringPaymentCancellation)', () => {
  it('goes idle, pending, success, reloads the payment, and sends one DELETE for two presses', async () => {
    let answer: (value: FakeAnswer<typeof deleteRecurringPayment>) => void = () => undefined;
    const api = fakeApi({
      deleteRecurringPayment: () => new Promise((resolve) => (answer = resolve)),
      getRecurringPayment: demoNoRecurringPayment,
    });
    const store = createStore();
    store.set(recurringFormShownAtom, true);
    expect(store.get(recurringPaymentCancellation.stateAtom).status).toBe('idle');
    const cancelling = store.set(recurringPaymentCancellation.mutateAtom, undefined);
    expect(store.get(recurringPaymentCancellation.stateAtom).status).toBe('pending');
    expect(await store.set(recurringPaymentCancellation.mutateAtom, undefined)).toBeNull();
    await vi.waitFor(() => expect(api.requestsTo('deleteRecurringPayment')).toHaveLength(1));
    answer(demoNoRecurringPayment);
    expect(await cancelling).toEqual(demoNoRecurringPayment);
    expect(store.get(recurringPaymentCancellation.stateAtom)).toMatchObject({ status: 'success', error: null });
    expect(api.requestsTo('deleteRecurringPayment')).toHaveLength(1);
    expect(api.requestsTo('getRecurringPayment')).toHaveLength(1);
    expect(store.get(recurringPaymentQuery.dataAtom).data?.paymentMethod).toBe('none');
    // A customer who has just cancelled sees that it is cancelled, not a form (spec 1 §2's form flag).
    expect(store.get(recurringFormShownAtom)).toBe(false);
  });

  it('keeps the failure', async () => {
    const api = fakeApi({ deleteRecurringPayment: problem(500) });
    const store = createStore();
    expect(await store.set(recurringPaymentCancellation.mutateAtom, undefined)).toBeNull();
    expect(store.get(recurringPaymentCancellation.stateAtom)).toMatchObject({
      status: 'error',
      error: { status: 500 },
    });
    expect(api.requestsTo('getRecurringPayment')).toHaveLength(0);
  });
});

describe('spec 1 §4 delete card (savedCardRemoval)', () => {
  it('removes the card, reloads it and succeeds', async () => {
    const api = fakeApi({ deleteSavedCard: { card: null }, getSavedCard: { card: null } });
    const store = createStore();
    expect(await store.set(savedCardRemoval.mutateAtom, undefined)).toEqual({ card: null });
    expect(store.get(savedCardRemoval.stateAtom)).toMatchObject({ status: 'success', error: null });
    expect(api.requestsTo('deleteSavedCard')).toHaveLength(1);
    expect(store.get(savedCardQuery.dataAtom).data).toEqual({ card: null });
  });

  it('keeps the failure, e.g. the card that pays the bills (409)', async () => {
    fakeApi({ deleteSavedCard: problem(409, { type: '/error/conflict' }) });
    const store = createStore();
    expect(await store.set(savedCardRemoval.mutateAtom, undefined)).toBeNull();
    expect(store.get(savedCardRemoval.stateAtom)).toMatchObject({ status: 'error', error: { status: 409 } });
  });
});

describe('leaving for the card page', () => {
  const page = { url: '/card-provider/session/s1', sessionId: 's1' };

  it('adds a card: sends the return path, keeps the session and leaves', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({ updateSavedCard: page });
    const store = createStore();
    await store.set(addSavedCardAtom, here);
    expect(bodyOf(api.requestsTo('updateSavedCard')[0])).toEqual({ returnPath: here });
    expect(readCardSession('savedCard')).toBe('s1');
    expect(assign).toHaveBeenCalledWith('/card-provider/session/s1');
    expect(store.get(leavingForCardPageAtom)).toBe('savedCard');
    // A second press while leaving opens nothing.
    await store.set(addSavedCardAtom, here);
    expect(api.requestsTo('updateSavedCard')).toHaveLength(1);
  });

  it('a card page that cannot be opened is the card error', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ updateSavedCard: problem(500, { detail: 'The card provider is down.' }) });
    const store = createStore();
    await store.set(addSavedCardAtom, here);
    expect(store.get(cardErrorAtom)).toMatchObject({
      kind: 'failed',
      problem: { detail: 'The card provider is down.' },
    });
    expect(store.get(leavingForCardPageAtom)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('sets up a recurring card payment with both ticks: the return path, the session, and off', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({ setupRecurringCard: page });
    const store = createStore();
    store.set(creditCardFormAtom, {
      creditCardTsAndCs: true,
      creditCardFeeAccept: true,
      touched: { creditCardTsAndCs: true, creditCardFeeAccept: true },
    });
    await store.set(setUpRecurringCardAtom, here);
    expect(bodyOf(api.requestsTo('setupRecurringCard')[0])).toEqual({
      returnPath: here,
      creditCardTsAndCs: true,
      creditCardFeeAccept: true,
    });
    expect(readCardSession('recurringCard')).toBe('s1');
    expect(assign).toHaveBeenCalledWith('/card-provider/session/s1');
    expect(store.get(leavingForCardPageAtom)).toBe('recurringCard');
  });

  it('a recurring card page that cannot be opened is the recurring error', async () => {
    vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ setupRecurringCard: problem(500) });
    const store = createStore();
    store.set(creditCardFormAtom, {
      creditCardTsAndCs: true,
      creditCardFeeAccept: true,
      touched: { creditCardTsAndCs: true, creditCardFeeAccept: true },
    });
    await store.set(setUpRecurringCardAtom, here);
    expect(store.get(recurringErrorAtom)).toMatchObject({ kind: 'failed', problem: { status: 500 } });
    expect(store.get(cardErrorAtom)).toBeNull();
    expect(store.get(leavingForCardPageAtom)).toBeNull();
  });

  it('sends nothing for a recurring card payment without both ticks, and touches both boxes', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({});
    const store = createStore();
    store.set(creditCardFormAtom, {
      creditCardTsAndCs: true,
      creditCardFeeAccept: false,
      touched: { creditCardTsAndCs: true, creditCardFeeAccept: false },
    });
    await store.set(setUpRecurringCardAtom, here);
    expect(api.requests).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
    expect(store.get(creditCardFormAtom)).toEqual({
      creditCardTsAndCs: true,
      creditCardFeeAccept: false,
      touched: { creditCardTsAndCs: true, creditCardFeeAccept: true },
    });
  });
});
