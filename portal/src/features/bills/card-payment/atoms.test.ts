import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test-support/fake-api.js';
import { demoAccounts } from '../../../test-support/widget-fixtures.js';
import { cardPayment, payByCardAtom, readCardPaymentReturnAtom } from './atoms.js';

afterEach(() => vi.unstubAllGlobals());

const paid = { paymentTransactionStatus: 'MADE' as const, reference: 'CP-1', paidAmount: 20, fee: 0.3 };

describe('payByCardAtom', () => {
  it('pays once when asked twice before the first answer (a double click), whatever the button shows', async () => {
    const api = fakeApi({ makeCardPayment: paid, getBillingAccounts: demoAccounts });
    const store = createStore();
    const request = { amount: 20, withToken: true, returnPath: '/account/bill' };
    await Promise.all([store.set(payByCardAtom, request), store.set(payByCardAtom, request)]);
    expect(api.requestsTo('makeCardPayment')).toHaveLength(1);
    expect(store.get(cardPayment.stateAtom)).toMatchObject({
      status: 'success',
      data: { paymentTransactionStatus: 'MADE', reference: 'CP-1' },
    });
  });

  it('reads no return while a payment is being sent', async () => {
    const api = fakeApi({ makeCardPayment: paid, getBillingAccounts: demoAccounts });
    const store = createStore();
    const paying = store.set(payByCardAtom, { amount: 20, withToken: true, returnPath: '/account/bill' });
    await store.set(readCardPaymentReturnAtom);
    await paying;
    expect(store.get(cardPayment.stateAtom).data).toMatchObject({ paymentTransactionStatus: 'MADE' });
    expect(api.requestsTo('makeCardPayment')).toHaveLength(1);
  });
});
