import {
  API_BASE,
  chooseDonationOption,
  dismissDonationBanner,
  getDonation,
  getLoyaltyCard,
  linkLoyaltyCard,
  loyaltyCardMessages,
  passesLuhnCheck,
  problemContentType,
  selectSite,
  unlinkLoyaltyCard,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { currentCycle, issuedCycles } from '../src/bills/bill-cycles.js';
import { demoCustomers } from '../src/demo/customers.js';
import { demoLoyaltyCard } from '../src/loyalty-card/seed.js';
import { aucklandToday } from '../src/usage/period-data.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';

// Issue 6: the loyalty card link (spec 2 §3, our calls) and donations (spec 1 §2 /account/profile/donate, spec 2 §3)
// for the selected billing account: demo data, validation naming the field, conflicts, eligibility and persistence.
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');
const mere = demoCustomer(demoCustomers, 'mere@example.nz');
const hemi = demoCustomer(demoCustomers, 'hemi@example.nz');
const ana = demoCustomer(demoCustomers, 'ana@example.nz');

const api = useCustomerApi([tama, aroha, mere, hemi, ana]);

/** Valid numbers nobody has linked in the demo data. */
const arohasCard = '6014987612345677';
const spareCard = '6014202600012341';

const expectOk = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

const expectProblem = async (response: Response, status: number) => {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toContain(problemContentType);
  return (await response.json()) as { type: string; title: string; detail?: string };
};

const loyaltyCard = async (as: { id: string }) =>
  getLoyaltyCard.response.parse(await expectOk(await api.get(as, getLoyaltyCard.path)));
const link = (as: { id: string }, flybuysNumber: unknown) =>
  api.call(as, 'POST', linkLoyaltyCard.path, { flybuysNumber });
const unlink = (as: { id: string }) => api.call(as, 'DELETE', unlinkLoyaltyCard.path);
const donation = async (as: { id: string }) =>
  getDonation.response.parse(await expectOk(await api.get(as, getDonation.path)));
const choose = (as: { id: string }, optionId: unknown) => api.call(as, 'POST', chooseDonationOption.path, { optionId });
const selectAccount = async (as: { id: string }, billingAccountId: string, siteId: string) =>
  expectOk(await api.call(as, 'POST', selectSite.path, { billingAccountId, siteId }));

describe('loyalty card demo data', () => {
  it("shows tama@'s linked card masked but its last 4 digits, and the points its bills earned", async () => {
    const today = aucklandToday();
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
    const today = aucklandToday();
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

describe('donations', () => {
  it("shows tama@'s $5 a month, with the partner and every option", async () => {
    const tamas = await donation(tama);
    expect(tamas).toMatchObject({
      billingAccountId: 'ba-2001',
      selectedOption: 'monthly5',
      pending: null,
      promotion: null,
      showBanner: false,
    });
    expect(tamas.info.partnerName).toBe('Te Mahana Community Energy Fund');
    expect(tamas.options.map((option) => option.id)).toEqual(['roundUp', 'monthly2', 'monthly5', 'monthly10', 'none']);
    expect(tamas.options.find((option) => option.id === 'monthly10')?.monthlyAmount).toBe(10);
  });

  it('shows aroha@ the banner and the promotion until she chooses', async () => {
    expect(await donation(aroha)).toMatchObject({
      billingAccountId: 'ba-1001',
      selectedOption: 'none',
      pending: null,
      showBanner: true,
    });
    expect((await donation(aroha)).promotion?.title).toBeTruthy();
  });

  it("makes a chosen option pending until the next bill's issue date, and keeps it", async () => {
    const today = aucklandToday();
    const nextBill = currentCycle(today, 16).issueDate;
    expect(nextBill > today).toBe(true);
    const chosen = chooseDonationOption.response.parse(await expectOk(await choose(aroha, 'monthly10')));
    expect(chosen).toMatchObject({
      selectedOption: 'none',
      pending: { optionId: 'monthly10', effectiveDate: nextBill },
      promotion: null,
      showBanner: false,
    });
    expect(await donation(aroha)).toEqual(chosen);
    // Another change replaces the pending one; going back to the option in effect cancels it.
    expect(chooseDonationOption.response.parse(await expectOk(await choose(aroha, 'roundUp'))).pending).toEqual({
      optionId: 'roundUp',
      effectiveDate: nextBill,
    });
    const stopped = chooseDonationOption.response.parse(await expectOk(await choose(aroha, 'none')));
    expect(stopped).toMatchObject({ selectedOption: 'none', pending: null, showBanner: false });
    expect(stopped.promotion).not.toBeNull();
    expect((await donation(aroha)).showBanner).toBe(false);
  });

  it("dates tama@'s change by his own account's bills, and cancels it when he keeps his $5", async () => {
    const nextBill = currentCycle(aucklandToday(), 20).issueDate;
    const changed = chooseDonationOption.response.parse(await expectOk(await choose(tama, 'roundUp')));
    expect(changed).toMatchObject({
      selectedOption: 'monthly5',
      pending: { optionId: 'roundUp', effectiveDate: nextBill },
    });
    const kept = chooseDonationOption.response.parse(await expectOk(await choose(tama, 'monthly5')));
    expect(kept).toMatchObject({ selectedOption: 'monthly5', pending: null });
    expect(await donation(tama)).toEqual(kept);
  });

  it.each([['monthly20'], [''], [5], [null]])('answers 400 naming optionId for %j', async (optionId) => {
    const problem = await expectProblem(await choose(ana, optionId), 400);
    expect(problem.detail).toContain('optionId');
  });

  it('answers 400 naming optionId when it is missing, and changes nothing', async () => {
    expect((await expectProblem(await api.call(ana, 'POST', chooseDonationOption.path, {}), 400)).detail).toContain(
      'optionId',
    );
    expect(await donation(ana)).toMatchObject({ selectedOption: 'none', pending: null, showBanner: true });
  });

  it('hides the banner for good once dismissed, without choosing an option', async () => {
    const dismissed = dismissDonationBanner.response.parse(
      await expectOk(await api.call(ana, 'POST', dismissDonationBanner.path)),
    );
    expect(dismissed).toMatchObject({ billingAccountId: 'ba-5001', showBanner: false, selectedOption: 'none' });
    expect(dismissed.promotion).not.toBeNull();
    expect((await donation(ana)).showBanner).toBe(false);
  });

  it("keeps each customer's choice to their own account", async () => {
    expect(await donation(mere)).toMatchObject({
      billingAccountId: 'ba-3001',
      selectedOption: 'none',
      pending: null,
      showBanner: true,
    });
    expect((await donation(tama)).selectedOption).toBe('monthly5');
    expect((await donation(hemi)).showBanner).toBe(true);
  });
});

describe('without a bearer token', () => {
  it.each([
    ['GET', getLoyaltyCard.path],
    ['POST', linkLoyaltyCard.path],
    ['DELETE', unlinkLoyaltyCard.path],
    ['GET', getDonation.path],
    ['POST', chooseDonationOption.path],
    ['POST', dismissDonationBanner.path],
  ])('answers 401 to %s %s', async (method, path) => {
    const response = await fetch(`${api.server.current.url}${API_BASE}${path}`, { method });
    expect(response.status).toBe(401);
  });
});
