import type { CardSession } from '@harakeke/contract';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, problem } from '../../test-support/fake-api.js';
import { demoAccounts } from '../../test-support/widget-fixtures.js';
import { pageNavigation } from '../card-return/card-return.js';
import { readCardSession, rememberCardSession } from '../card-return/card-session-store.js';
import {
  cardSessionOutcome,
  cardSessionStart,
  forgetCardSessionOutcomeAtom,
  leavingForCardPageAtom,
  startCardSessionAtom,
} from './atoms.js';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const page = { url: '/card-provider/session/s1', sessionId: 's1' };
const returnPath = '/account/profile/payment-options';

const session = (fields: Partial<CardSession>): CardSession => ({
  sessionId: 's1',
  purpose: 'cardPayment',
  status: 'success',
  sct: false,
  canUpdateCCV: false,
  payment: null,
  ...fields,
});

const made = { paymentTransactionStatus: 'MADE' as const, reference: 'CP-1', paidAmount: 20, fee: 0.3 };

describe('starting a card page (startCardSessionAtom)', () => {
  it('keeps the session for the return and leaves for the page; a second press, of any card button, opens nothing', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    const api = fakeApi({ updateSavedCard: page, setupRecurringCard: page });
    const store = createStore();
    expect(await store.set(startCardSessionAtom, { purpose: 'savedCard', returnPath })).toEqual(page);
    expect(readCardSession('savedCard')).toBe('s1');
    expect(assign).toHaveBeenCalledWith('/card-provider/session/s1');
    expect(store.get(leavingForCardPageAtom)).toBe('savedCard');
    const request = { returnPath, creditCardTsAndCs: true, creditCardFeeAccept: true } as const;
    expect(await store.set(startCardSessionAtom, { purpose: 'recurringCard', request })).toBeNull();
    expect(api.requests).toHaveLength(1);
  });

  it('keeps a page that cannot be opened as its purpose’s error, and leaves for nothing', async () => {
    const assign = vi.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
    fakeApi({ updateSavedCard: problem(500, { detail: 'The card provider is down.' }) });
    const store = createStore();
    expect(await store.set(startCardSessionAtom, { purpose: 'savedCard', returnPath })).toBeNull();
    expect(store.get(cardSessionStart.stateOf('savedCard'))).toMatchObject({
      status: 'error',
      error: { detail: 'The card provider is down.' },
    });
    expect(store.get(leavingForCardPageAtom)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    store.set(forgetCardSessionOutcomeAtom, 'savedCard');
    expect(store.get(cardSessionStart.stateOf('savedCard')).status).toBe('idle');
  });
});

describe('reading a card page’s outcome (cardSessionOutcome)', () => {
  it('asks nothing when no session was kept: the address is all there is', async () => {
    const api = fakeApi({});
    const store = createStore();
    expect(await store.set(cardSessionOutcome.mutateAtom, 'savedCard')).toBeNull();
    expect(store.get(cardSessionOutcome.stateOf('savedCard')).status).toBe('success');
    expect(api.requests).toHaveLength(0);
  });

  it('reads the kept session and forgets it; one that cannot be read is no outcome', async () => {
    const api = fakeApi({ getCardSession: problem(404, { type: '/error/not_found' }) });
    const store = createStore();
    rememberCardSession('recurringCard', 's1');
    expect(await store.set(cardSessionOutcome.mutateAtom, 'recurringCard')).toBeNull();
    expect(api.requestsTo('getCardSession')[0]?.url).toMatch(/card-sessions\/s1$/);
    expect(readCardSession('recurringCard')).toBeNull();
  });

  it('reloads every balance when the page took a payment (spec 1 §3 cardPayment), not when it was cancelled', async () => {
    let answer = session({ payment: made });
    const api = fakeApi({ getCardSession: () => answer, getBillingAccounts: demoAccounts });
    const store = createStore();
    rememberCardSession('cardPayment', 's1');
    expect(await store.set(cardSessionOutcome.mutateAtom, 'cardPayment')).toEqual(answer);
    expect(api.requestsTo('getBillingAccounts')).toHaveLength(1);

    answer = session({ status: 'cancelled', payment: made });
    rememberCardSession('cardPayment', 's1');
    await store.set(cardSessionOutcome.mutateAtom, 'cardPayment');
    expect(api.requestsTo('getBillingAccounts')).toHaveLength(1);
  });
});
