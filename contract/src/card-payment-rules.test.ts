import { describe, expect, it } from 'vitest';
import { cardFeeCases, cardFeeRatePercent } from './card-payment-rules.cases.js';
import { CARD_FEE_RATE_PERCENT, cardFeeCents, totalChargedCents } from './card-payment-rules.js';

describe('spec 1 §3 cardPayment rate: the card fee', () => {
  it('is the rate the cases are worked out at', () => {
    expect(CARD_FEE_RATE_PERCENT).toBe(cardFeeRatePercent);
  });

  it.each(cardFeeCases)('$name', ({ amountCents, feeCents, totalCents }) => {
    expect(cardFeeCents(amountCents)).toBe(feeCents);
    expect(cardFeeCents(amountCents, cardFeeRatePercent)).toBe(feeCents);
    expect(totalChargedCents(amountCents)).toBe(totalCents);
  });

  it('takes another rate when given one', () => {
    expect(cardFeeCents(10_000, 2)).toBe(200);
    expect(totalChargedCents(10_000, 0)).toBe(10_000);
  });
});
