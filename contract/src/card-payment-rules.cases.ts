/*
 * spec 1 §3 cardPayment rate: the card fee as test cases, each fee and total worked out by hand here rather than by
 * cardFeeCents, so a test fails if the rate or the rounding changes. Run against the shared rules (contract), the
 * server's saved-card payments (server/test/card-payment-rules.test.ts) and the portal's fee summary
 * (portal/src/features/bills/card-payment/rules.test.ts).
 */

/** spec 1 §3 cardPayment rate: the rate every case is worked out at, in percent. */
export const cardFeeRatePercent = 1.5;

export interface CardFeeCase {
  /** What the case shows, for the test's name. */
  name: string;
  /** The amount paid to the energy account, in cents. */
  amountCents: number;
  /** The card fee on it, in cents. */
  feeCents: number;
  /** What the card is charged, in cents: the amount and its fee. */
  totalCents: number;
}

/** Each amount once: the server pays them one after another, and the same amount twice at once is refused. */
export const cardFeeCases: readonly CardFeeCase[] = [
  { name: 'nothing', amountCents: 0, feeCents: 0, totalCents: 0 },
  { name: 'one cent (0.015 of a cent)', amountCents: 1, feeCents: 0, totalCents: 1 },
  { name: '$0.29 (0.435 of a cent, 0.29 × 100 is not 29 in binary)', amountCents: 29, feeCents: 0, totalCents: 29 },
  { name: '$0.33 (0.495 of a cent: down)', amountCents: 33, feeCents: 0, totalCents: 33 },
  { name: '$0.34 (0.51 of a cent: up)', amountCents: 34, feeCents: 1, totalCents: 35 },
  { name: '$1.00 (1.5 cents: half up)', amountCents: 100, feeCents: 2, totalCents: 102 },
  { name: '$3.00 (4.5 cents: half up, not to the even cent)', amountCents: 300, feeCents: 5, totalCents: 305 },
  { name: '$7.00 (10.5 cents: half up)', amountCents: 700, feeCents: 11, totalCents: 711 },
  { name: '$87.90 (131.85 cents)', amountCents: 8790, feeCents: 132, totalCents: 8922 },
  { name: '$184.52 (276.78 cents)', amountCents: 18452, feeCents: 277, totalCents: 18729 },
  { name: '$200.50 (300.75 cents)', amountCents: 20050, feeCents: 301, totalCents: 20351 },
  { name: '$1,000.00', amountCents: 100_000, feeCents: 1500, totalCents: 101_500 },
  { name: '$1,000.01 (1,500.015 cents)', amountCents: 100_001, feeCents: 1500, totalCents: 101_501 },
  { name: '$1,000,000.00', amountCents: 100_000_000, feeCents: 1_500_000, totalCents: 101_500_000 },
  {
    name: '$123,456,789.01 (185,185,183.515 cents)',
    amountCents: 12_345_678_901,
    feeCents: 185_185_184,
    totalCents: 12_530_864_085,
  },
];
