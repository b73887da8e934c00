import { getCardPaymentFee, makeCardPayment } from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { cardFeeCases, cardFeeRatePercent } from '../../contract/src/card-payment-rules.cases.js';
import { demoCustomers } from '../src/demo/customers.js';
import { ADVANCE_PAYMENT_CAP_CENTS } from '../src/payment-options/rules.js';
import { demoCustomer, expectOk, useCustomerApi } from './customer-api.js';

// spec 1 §3 cardPayment rate: the card fee's cases, the same the shared rule and the portal's fee summary are tested
// with, paid with a saved card through the real route: the fee charged is the fee the portal showed. Ana is the demo
// customer with a saved card.
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const { call } = useCustomerApi([ana]);

// An amount above nothing and within what any account may pay at once (in credit, the advance cap): the route
// refuses the others before any fee (server/test/card-flows.test.ts), so the shared rule alone answers for them.
const payable = cardFeeCases.filter(({ amountCents }) => amountCents > 0 && amountCents <= ADVANCE_PAYMENT_CAP_CENTS);

describe('spec 1 §3 card fee on a card payment', () => {
  it('answers the rate the cases are worked out at', async () => {
    const fee = getCardPaymentFee.response.parse(await expectOk(await call(ana, 'GET', getCardPaymentFee.path)));
    expect(fee.rate).toBe(cardFeeRatePercent);
  });

  it.each(payable)('$name', async ({ amountCents, feeCents }) => {
    const body = { amount: amountCents / 100, withToken: true };
    const result = makeCardPayment.response.parse(await expectOk(await call(ana, 'POST', makeCardPayment.path, body)));
    expect(result).toMatchObject({
      paymentTransactionStatus: 'MADE',
      paidAmount: amountCents / 100,
      fee: feeCents / 100,
    });
  });
});
