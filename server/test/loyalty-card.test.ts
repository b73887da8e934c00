import {
  API_BASE,
  getLoyaltyCard,
  linkLoyaltyCard,
  loyaltyCardMessages,
  passesLuhnCheck,
  selectSite,
  unlinkLoyaltyCard,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { issuedCycles } from '../src/billing-accounts/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { demoLoyaltyCard } from '../src/loyalty-card/seed.js';
import { demoCustomer, expectOk, expectProblem, useCustomerApi } from './customer-api.js';
import { TEST_TODAY } from './test-clock.js';

// The loyalty card link (spec 1 §2 'Loyalty Card Settings', spec 2 §3, our calls) for the selected billing account:
// demo data, validation naming the field, conflicts, eligibility and persistence.
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const api = useCustomerApi([tama, aroha, mere, hemi, ana]);

/** Valid numbers nobody has linked in the demo data. */
const arohasCard = '6014987612345677';
const spareCard = '6014202600012341';

const loyaltyCard = async (as: { id: string }) =>
  getLoyaltyCard.response.parse(await expectOk(await api.get(as, getLoyaltyCard.path)));
const link = (as: { id: string }, flybuysNumber: unknown) =>
  api.call(as, 'POST', linkLoyaltyCard.path, { flybuysNumber });
const unlink = (as: { id: string }) => api.call(as, 'DELETE', unlinkLoyaltyCard.path);
const selectAccount = async (as: { id: string }, billingAccountId: string, siteId: string) =>
  expectOk(await api.call(as, 'POST', selectSite.path, { billingAccountId, siteId }));

describe('loyalty card demo data', () => {
  it("shows tama@'s linked card masked but its last 4 digits, and the points its bills earned", async () => {
    const today = TEST_TODAY;
    const card = await loyaltyCard(tama);
    expect(card).toMatchObject({
      billingAccountId: 'ba-2001',
      isEligible: true,
      ineligibleReason: null,
      hasLinkedCard: true,
      flybuysNumber: '•••• •••• •••• 8129',
    });
    expect(JSON.stringify(card)).not.toContain(demoLoyaltyCard.cardNumber);
    expect(passesLuhnCheck(demoLoyaltyCard.cardNumber)).toBe(true);
    // Points come with each bill issued since the card was linked: the last is the newest issued bill's.
    const [lastBill] = issuedCycles(today, 20, demoLoyaltyCard.linkedOn, 1);
    expect(card.flybuysData).toMatchObject({
      year: Number(today.slice(0, 4)),
      pointsPerDollar: 0.5,
      linkedOn: demoLoyaltyCard.linkedOn,
      lastPointsDate: lastBill?.issueDate,
    });
    const billedThisYear = lastBill?.issueDate.startsWith(today.slice(0, 4)) ?? false;
    expect((card.flybuysData?.pointsThisYear ?? 0) > 0).toBe(billedThisYear);
  });

  it('lets aroha@ (residential) link a card she has not linked yet', async () => {
    expect(await loyaltyCard(aroha)).toMatchObject({
      billingAccountId: 'ba-1001',
      isEligible: true,
      hasLinkedCard: false,
      flybuysNumber: null,
      flybuysData: null,
    });
  });

  it.each([
    [mere, 'business accounts'],
    [hemi, 'Buying-group accounts'],
  ])('does not let a business or buying-group account link a card (%#)', async (customer, reason) => {
    const card = await loyaltyCard(customer);
    expect(card).toMatchObject({ isEligible: false, hasLinkedCard: false });
    expect(card.ineligibleReason).toContain(reason);
    const refused = await expectProblem(await link(customer, spareCard), 403);
    expect(refused).toMatchObject({ type: '/error/loyalty_card_not_eligible' });
    expect(refused.detail).toContain(reason);
    expect((await loyaltyCard(customer)).hasLinkedCard).toBe(false);
  });
});

describe('linking a card', () => {
  it.each([
    ['', loyaltyCardMessages.required],
    ['   ', loyaltyCardMessages.required],
    ['6014-9876-1234-5677', loyaltyCardMessages.digitsOnly],
    ['6014 9876 1234 567', loyaltyCardMessages.length],
    ['60149876123456770', loyaltyCardMessages.length],
    ['5014987612345678', loyaltyCardMessages.prefix],
    // One digit mistyped: the Luhn check digit no longer matches.
    ['6014987612345678', loyaltyCardMessages.checkDigit],
    ['6014987612345767', loyaltyCardMessages.checkDigit],
  ])('answers 400 naming flybuysNumber for %j', async (flybuysNumber, message) => {
    const problem = await expectProblem(await link(aroha, flybuysNumber), 400);
    expect(problem.detail).toBe(`flybuysNumber: ${message}`);
  });

  it('answers 400 naming flybuysNumber when it is missing or not text', async () => {
    expect((await expectProblem(await api.call(aroha, 'POST', linkLoyaltyCard.path, {}), 400)).detail).toContain(
      'flybuysNumber',
    );
    expect((await expectProblem(await link(aroha, 6014987612345677), 400)).detail).toContain('flybuysNumber');
    expect((await loyaltyCard(aroha)).hasLinkedCard).toBe(false);
  });

  it('links a number typed with spaces, keeps it, and links it again without change', async () => {
    const today = TEST_TODAY;
    const linked = linkLoyaltyCard.response.parse(await expectOk(await link(aroha, '6014 9876 1234 5677')));
    expect(linked).toMatchObject({
      hasLinkedCard: true,
      flybuysNumber: '•••• •••• •••• 5677',
      flybuysData: { pointsThisYear: 0, lastPointsDate: null, linkedOn: today },
    });
    expect(await loyaltyCard(aroha)).toEqual(linked);
    expect(linkLoyaltyCard.response.parse(await expectOk(await link(aroha, arohasCard)))).toEqual(linked);
  });

  it('refuses with 409 a number another customer linked, without saying whose, and leaves theirs linked', async () => {
    for (const taken of [demoLoyaltyCard.cardNumber, arohasCard]) {
      const problem = await expectProblem(await link(ana, taken), 409);
      expect(problem.type).toBe('/error/loyalty_card_in_use');
      expect(problem.detail).toContain('another customer');
      expect(problem.detail).not.toMatch(/tama|aroha/i);
    }
    expect((await loyaltyCard(ana)).hasLinkedCard).toBe(false);
    expect((await loyaltyCard(tama)).flybuysNumber).toBe('•••• •••• •••• 8129');
    expect((await loyaltyCard(aroha)).flybuysNumber).toBe('•••• •••• •••• 5677');
  });

  it('links a card per billing account: the same customer may link their card to both accounts', async () => {
    await selectAccount(tama, 'ba-2002', 'site-2002-a');
    try {
      expect(await loyaltyCard(tama)).toMatchObject({ billingAccountId: 'ba-2002', hasLinkedCard: false });
      const linked = linkLoyaltyCard.response.parse(await expectOk(await link(tama, demoLoyaltyCard.cardNumber)));
      expect(linked).toMatchObject({ billingAccountId: 'ba-2002', flybuysNumber: '•••• •••• •••• 8129' });
      expect(unlinkLoyaltyCard.response.parse(await expectOk(await unlink(tama))).hasLinkedCard).toBe(false);
    } finally {
      await selectAccount(tama, 'ba-2001', 'site-2001-a');
    }
    expect((await loyaltyCard(tama)).flybuysNumber).toBe('•••• •••• •••• 8129');
    // His first account still holds the number, so it is still his.
    expect((await expectProblem(await link(ana, demoLoyaltyCard.cardNumber), 409)).type).toBe(
      '/error/loyalty_card_in_use',
    );
  });

  it('replaces a linked card with another, freeing the first number', async () => {
    expect(linkLoyaltyCard.response.parse(await expectOk(await link(aroha, spareCard))).flybuysNumber).toBe(
      '•••• •••• •••• 2341',
    );
    const anas = linkLoyaltyCard.response.parse(await expectOk(await link(ana, arohasCard)));
    expect(anas).toMatchObject({ billingAccountId: 'ba-5001', flybuysNumber: '•••• •••• •••• 5677' });
    await expectOk(await unlink(ana));
  });
});

describe('unlinking a card', () => {
  it('unlinks, keeps it unlinked, answers 404 when none is linked, and frees the number', async () => {
    const unlinked = unlinkLoyaltyCard.response.parse(await expectOk(await unlink(aroha)));
    expect(unlinked).toMatchObject({ hasLinkedCard: false, flybuysNumber: null, flybuysData: null, isEligible: true });
    expect(await loyaltyCard(aroha)).toEqual(unlinked);
    expect((await expectProblem(await unlink(aroha), 404)).detail).toContain('no Kererū Rewards card');
    expect(linkLoyaltyCard.response.parse(await expectOk(await link(ana, spareCard))).hasLinkedCard).toBe(true);
    await expectOk(await unlink(ana));
  });

  it('answers 404 for an account that never linked one', async () => {
    await expectProblem(await unlink(mere), 404);
  });
});

describe('without a bearer token', () => {
  it.each([
    ['GET', getLoyaltyCard.path],
    ['POST', linkLoyaltyCard.path],
    ['DELETE', unlinkLoyaltyCard.path],
  ])('answers 401 to %s %s', async (method, path) => {
    const response = await fetch(`${api.server.current.url}${API_BASE}${path}`, { method });
    expect(response.status).toBe(401);
  });
});
