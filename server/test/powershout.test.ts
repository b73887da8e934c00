import {
  acceptPowershoutOffer,
  addPowershoutBooking,
  deletePowershoutBooking,
  getPowershout,
  getPowershoutBalance,
  getPowershoutBookings,
  getPowershoutCurrency,
  getPowershoutEligibleAccounts,
  getPowershoutHistory,
  getPowershoutOffers,
  problemSchema,
  setPowerShoutWalkThroughSeen,
  setPowershoutSeen,
  type PowershoutOffer,
} from '@harakeke/contract';
import { describe, expect, it } from 'vitest';
import { aucklandInstant, formatAucklandTime } from '@harakeke/calendar';
import { checkBookingTime, heldHoursByExpiry } from '../src/powershout/rules.js';
import { demoCustomers } from '../src/demo/customers.js';
import { demoCustomer, useCustomerApi } from './customer-api.js';
import { TEST_NOW } from './test-clock.js';

// PowerShout (spec 2 §3, §4, §7, §8). tama@ is enrolled (balance, offers in every state, upcoming bookings, three
// pages of history); aroha@ is not, and cannot reach any of tama's.
const tama = demoCustomer(demoCustomers, 'tama@example.nz');
const aroha = demoCustomer(demoCustomers, 'aroha@example.nz');

const { call, get } = useCustomerApi([tama, aroha]);

const HOME_ELECTRICITY = 'sp-2001-a-electricity';
const SLEEPOUT_ELECTRICITY = 'sp-2001-b-electricity';

async function problemOf(response: Response) {
  return problemSchema.parse(await response.json());
}

async function offersOf(as: { id: string }) {
  return getPowershoutOffers.response.parse(await (await get(as, getPowershoutOffers.path)).json());
}

async function balanceOf(as: { id: string }) {
  return getPowershoutBalance.response.parse(await (await get(as, getPowershoutBalance.path)).json());
}

function acceptBody(offers: { loyaltyAccountId: string; memberId: string }, offer: PowershoutOffer, quantity = 1) {
  return {
    loyaltyAccountId: offers.loyaltyAccountId,
    memberId: offers.memberId,
    campaignOfferId: offer.campaignOfferId,
    quantity,
    offerCode: offer.offerCode,
  };
}

describe('eligibility and the summary', () => {
  it("lists tama's active electricity supply points and nothing for aroha", async () => {
    const eligible = getPowershoutEligibleAccounts.response.parse(
      await (await get(tama, getPowershoutEligibleAccounts.path)).json(),
    );
    expect(eligible.accounts.flatMap((account) => account.supplyPoints.map((point) => point.supplyPointId))).toEqual([
      HOME_ELECTRICITY,
      SLEEPOUT_ELECTRICITY,
      'sp-2002-a-electricity',
    ]);
    const none = getPowershoutEligibleAccounts.response.parse(
      await (await get(aroha, getPowershoutEligibleAccounts.path)).json(),
    );
    expect(none.accounts).toEqual([]);
  });

  it('never answers an enrolled customer with an empty summary, and says an other is not eligible', async () => {
    const summary = getPowershout.response.parse(await (await get(tama, getPowershout.path)).json());
    expect(summary.eligible).toBe(true);
    if (!summary.eligible) return;
    expect(summary.notifications.length).toBeGreaterThan(0);
    expect(summary.activeOfferCount).toBeGreaterThan(0);
    expect(summary.nextBooking?.supplyPointId).toBe(HOME_ELECTRICITY);
    expect(getPowershout.response.parse(await (await get(aroha, getPowershout.path)).json())).toEqual({
      eligible: false,
      powerShoutSeen: false,
    });
  });

  it("keeps the what's-new seen flag", async () => {
    const saved = await call(aroha, 'POST', setPowershoutSeen.path, { powerShoutSeen: true });
    expect(setPowershoutSeen.response.parse(await saved.json())).toEqual({ powerShoutSeen: true });
    expect(getPowershout.response.parse(await (await get(aroha, getPowershout.path)).json()).powerShoutSeen).toBe(true);
    expect((await call(aroha, 'POST', setPowershoutSeen.path, { powerShoutSeen: 'yes' })).status).toBe(400);
  });

  it('keeps the walkthrough flag and shows it in the overview with the three tabs', async () => {
    const before = getPowershoutCurrency.response.parse(await (await get(tama, getPowershoutCurrency.path)).json());
    expect(before).toMatchObject({ eligible: true, isPowerShoutWalkThroughCompleted: false });
    expect(before.tabs.map((tab) => tab.path)).toEqual([
      '/account/profile/powershout/offers',
      '/account/profile/powershout/expiry',
      '/account/profile/powershout/history',
    ]);
    const seen = await call(tama, 'POST', setPowerShoutWalkThroughSeen.path);
    expect(setPowerShoutWalkThroughSeen.response.parse(await seen.json())).toEqual({
      isPowerShoutWalkThroughCompleted: true,
    });
    const after = getPowershoutCurrency.response.parse(await (await get(tama, getPowershoutCurrency.path)).json());
    expect(after.isPowerShoutWalkThroughCompleted).toBe(true);
    const other = getPowershoutCurrency.response.parse(await (await get(aroha, getPowershoutCurrency.path)).json());
    expect(other).toMatchObject({ eligible: false, tabs: [], balance: null });
  });
});

describe('balance and history', () => {
  it('holds hours by expiry date that add up to the balance, and the booked hours', async () => {
    const balance = await balanceOf(tama);
    expect(balance.availableHours).toBeGreaterThan(0);
    expect(balance.expiring.reduce((sum, entry) => sum + entry.hours, 0)).toBe(balance.availableHours);
    expect(balance.expiring.every((entry) => entry.expiresOn >= balance.asOf)).toBe(true);
    expect(balance.bookedHours).toBe(3);
  });

  it('pages the history by 40, newest first, over three pages or more', async () => {
    const first = getPowershoutHistory.response.parse(
      await (await get(tama, `${getPowershoutHistory.path}?pageSize=40&pageNumber=1`)).json(),
    );
    expect(first.items).toHaveLength(40);
    expect(first.totalItems).toBeGreaterThan(80);
    expect(first.totalPages).toBe(Math.ceil(first.totalItems / 40));
    expect(first.totalPages).toBeGreaterThanOrEqual(3);
    const dates = first.items.map((item) => item.occurredAt);
    expect(dates.map(Date.parse)).toEqual([...dates.map(Date.parse)].sort((a, b) => b - a));
    const last = getPowershoutHistory.response.parse(
      await (await get(tama, `${getPowershoutHistory.path}?pageSize=40&pageNumber=${first.totalPages}`)).json(),
    );
    expect(last.items).toHaveLength(first.totalItems - 40 * (first.totalPages - 1));
    expect((await get(tama, `${getPowershoutHistory.path}?pageSize=40&pageNumber=0`)).status).toBe(400);
  });

  it('answers 404 to a customer who is not enrolled', async () => {
    for (const path of [getPowershoutBalance.path, getPowershoutOffers.path, getPowershoutHistory.path]) {
      const response = await get(aroha, path);
      expect(response.status, path).toBe(404);
      expect((await problemOf(response)).type).toBe('not_enrolled');
    }
  });
});

describe('offers', () => {
  it('has active, accepted and expired offers', async () => {
    const offers = await offersOf(tama);
    expect(offers.activeOffers.length).toBeGreaterThan(0);
    expect(offers.acceptedOffers.length).toBeGreaterThan(0);
    expect(offers.expiredOffers.length).toBeGreaterThan(0);
    expect(offers.activeOffers.every((offer) => Date.parse(offer.expiresAt) > TEST_NOW)).toBe(true);
  });

  it("refuses an accepted offer and an expired one with spec 2 §8's titles", async () => {
    const offers = await offersOf(tama);
    const [accepted] = offers.acceptedOffers;
    const [expired] = offers.expiredOffers;
    if (!accepted || !expired) throw new Error('The demo offers changed.');
    const again = await call(tama, 'POST', acceptPowershoutOffer.path, acceptBody(offers, accepted));
    expect(again.status).toBe(400);
    expect((await problemOf(again)).title).toBe('Offer already accepted');
    const late = await call(tama, 'POST', acceptPowershoutOffer.path, acceptBody(offers, expired));
    expect(late.status).toBe(400);
    expect((await problemOf(late)).title).toBe('Offer expired');
  });

  it('names the field of any other bad acceptance', async () => {
    const offers = await offersOf(tama);
    const [offer] = offers.activeOffers;
    if (!offer) throw new Error('The demo offers changed.');
    const wrongCode = await call(tama, 'POST', acceptPowershoutOffer.path, {
      ...acceptBody(offers, offer),
      offerCode: 'NOPE',
    });
    expect(wrongCode.status).toBe(400);
    expect((await problemOf(wrongCode)).detail).toContain('offerCode');
    const tooMany = await call(
      tama,
      'POST',
      acceptPowershoutOffer.path,
      acceptBody(offers, offer, offer.maxQuantity + 1),
    );
    expect((await problemOf(tooMany)).detail).toContain('quantity');
    const zero = await call(tama, 'POST', acceptPowershoutOffer.path, acceptBody(offers, offer, 0));
    expect(zero.status).toBe(400);
  });

  it("does not let another customer accept tama's offer", async () => {
    const offers = await offersOf(tama);
    const [offer] = offers.activeOffers;
    if (!offer) throw new Error('The demo offers changed.');
    expect((await call(aroha, 'POST', acceptPowershoutOffer.path, acceptBody(offers, offer))).status).toBe(404);
    const missing = { ...acceptBody(offers, offer), campaignOfferId: 'CO-NONE' };
    expect((await call(tama, 'POST', acceptPowershoutOffer.path, missing)).status).toBe(404);
  });

  it('accepts an active offer once, earning its hours', async () => {
    const offers = await offersOf(tama);
    const [offer] = offers.activeOffers;
    if (!offer) throw new Error('The demo offers changed.');
    const before = await balanceOf(tama);
    const accepted = acceptPowershoutOffer.response.parse(
      await (await call(tama, 'POST', acceptPowershoutOffer.path, acceptBody(offers, offer))).json(),
    );
    expect(accepted.hoursEarned).toBe(offer.hoursPerUnit);
    expect(accepted.balance.availableHours).toBe(before.availableHours + offer.hoursPerUnit);
    const after = await offersOf(tama);
    expect(after.acceptedOffers.map((o) => o.campaignOfferId)).toContain(offer.campaignOfferId);
    const twice = await call(tama, 'POST', acceptPowershoutOffer.path, acceptBody(offers, offer));
    expect((await problemOf(twice)).title).toBe('Offer already accepted');
  });
});

describe('bookings', () => {
  const bookingDates = async (supplyPointId: string, selectedDate?: string) => {
    const query = `bookingDatesOnly=true&supplyPointId=${supplyPointId}${selectedDate ? `&selectedDate=${selectedDate}` : ''}`;
    const answer = getPowershoutBookings.response.parse(
      await (await get(tama, `${getPowershoutBookings.path}?${query}`)).json(),
    );
    if (answer.kind !== 'bookingDates') throw new Error('Expected booking dates.');
    return answer;
  };
  const activeBookings = async () => {
    const answer = getPowershoutBookings.response.parse(await (await get(tama, getPowershoutBookings.path)).json());
    if (answer.kind !== 'activeBookings') throw new Error('Expected active bookings.');
    return answer.activeBookings;
  };
  const accountOf = async () => {
    const offers = await offersOf(tama);
    return offers.loyaltyAccountId;
  };

  it('lists the active bookings and the bookable dates, without the booked hours', async () => {
    const bookings = await activeBookings();
    expect(bookings.length).toBeGreaterThanOrEqual(2);
    const home = bookings.find((booking) => booking.supplyPointId === HOME_ELECTRICITY);
    if (!home) throw new Error('The demo bookings changed.');
    const dates = await bookingDates(HOME_ELECTRICITY);
    expect(dates.bookingDates.length).toBeGreaterThan(10);
    const day = await bookingDates(HOME_ELECTRICITY, home.date);
    expect(day.bookingDates.map((date) => date.date)).toEqual([home.date]);
    expect(day.bookingDates[0]?.times.map((time) => time.time)).not.toContain(home.startTime);
    const missing = await get(tama, `${getPowershoutBookings.path}?bookingDatesOnly=true`);
    expect((await problemOf(missing)).detail).toContain('supplyPointId');
  });

  it('refuses a start that has passed with time_lapsed, and other bad bookings with another type', async () => {
    const loyaltyAccountId = await accountOf();
    const body = {
      startDate: new Date(TEST_NOW - 3_600_000).toISOString(),
      supplyAgreementId: 'SA-2001-B-ELE',
      duration: 1,
      supplyPointId: SLEEPOUT_ELECTRICITY,
      loyaltyAccountId,
    };
    const lapsed = await call(tama, 'POST', addPowershoutBooking.path, body);
    expect(lapsed.status).toBe(400);
    expect((await problemOf(lapsed)).type).toBe('time_lapsed');

    const [slot] = (await bookingDates(SLEEPOUT_ELECTRICITY)).bookingDates.at(-1)?.times ?? [];
    if (!slot) throw new Error('No bookable time.');
    const halfPast = new Date(Date.parse(slot.startDate) + 1_800_000).toISOString();
    const invalid = [
      { ...body, startDate: halfPast },
      { ...body, startDate: slot.startDate, supplyAgreementId: 'SA-2001-A-ELE' },
      { ...body, startDate: slot.startDate, supplyPointId: 'sp-2001-a-naturalGas', supplyAgreementId: 'SA-2001-A-NAT' },
      { ...body, startDate: slot.startDate, duration: 9 },
    ];
    for (const attempt of invalid) {
      const response = await call(tama, 'POST', addPowershoutBooking.path, attempt);
      expect(response.status).toBe(400);
      expect((await problemOf(response)).type).not.toBe('time_lapsed');
    }
  });

  it('books free hours, spending the balance, and refuses an overlapping booking', async () => {
    const loyaltyAccountId = await accountOf();
    const [slot] = (await bookingDates(SLEEPOUT_ELECTRICITY)).bookingDates.at(-1)?.times ?? [];
    if (!slot) throw new Error('No bookable time.');
    const before = await balanceOf(tama);
    const body = {
      startDate: slot.startDate,
      supplyAgreementId: 'SA-2001-B-ELE',
      duration: 1,
      supplyPointId: SLEEPOUT_ELECTRICITY,
      loyaltyAccountId,
    };
    const booked = addPowershoutBooking.response.parse(
      await (await call(tama, 'POST', addPowershoutBooking.path, body)).json(),
    );
    expect(booked.booking).toMatchObject({ supplyPointId: SLEEPOUT_ELECTRICITY, durationHours: 1, canDelete: true });
    expect(booked.balance.availableHours).toBe(before.availableHours - 1);
    expect(booked.balance.bookedHours).toBe(before.bookedHours + 1);
    const overlap = await call(tama, 'POST', addPowershoutBooking.path, body);
    expect((await problemOf(overlap)).type).toBe('invalid_request');
    expect((await activeBookings()).map((booking) => booking.bookingId)).toContain(booked.booking.bookingId);
  });

  it('cancels a booking, giving its hours back', async () => {
    const [booking] = (await activeBookings()).filter((b) => b.supplyPointId === SLEEPOUT_ELECTRICITY);
    if (!booking) throw new Error('No booking to cancel.');
    const before = await balanceOf(tama);
    const wrongAccount = await call(tama, 'POST', deletePowershoutBooking.path, {
      bookingId: booking.bookingId,
      billingAccountId: 'ba-2002',
    });
    expect(wrongAccount.status).toBe(404);
    const cancelled = deletePowershoutBooking.response.parse(
      await (
        await call(tama, 'POST', deletePowershoutBooking.path, {
          bookingId: booking.bookingId,
          billingAccountId: booking.billingAccountId,
        })
      ).json(),
    );
    expect(cancelled.balance.availableHours).toBe(before.availableHours + booking.durationHours);
    expect((await activeBookings()).map((b) => b.bookingId)).not.toContain(booking.bookingId);
    const again = await call(tama, 'POST', deletePowershoutBooking.path, {
      bookingId: booking.bookingId,
      billingAccountId: booking.billingAccountId,
    });
    expect(again.status).toBe(404);
  });

  it("keeps tama's bookings and supply points from another customer", async () => {
    const [booking] = await activeBookings();
    if (!booking) throw new Error('The demo bookings changed.');
    const remove = await call(aroha, 'POST', deletePowershoutBooking.path, {
      bookingId: booking.bookingId,
      billingAccountId: booking.billingAccountId,
    });
    expect(remove.status).toBe(404);
    const see = await get(aroha, `${getPowershoutBookings.path}?supplyPointId=${booking.supplyPointId}`);
    expect(see.status).toBe(404);
    const [slot] = (await bookingDates(HOME_ELECTRICITY)).bookingDates.at(-1)?.times ?? [];
    const book = await call(aroha, 'POST', addPowershoutBooking.path, {
      startDate: slot?.startDate,
      supplyAgreementId: 'SA-2001-A-ELE',
      duration: 1,
      supplyPointId: HOME_ELECTRICITY,
      loyaltyAccountId: await accountOf(),
    });
    expect(book.status).toBe(404);
    expect((await activeBookings()).map((b) => b.bookingId)).toContain(booking.bookingId);
  });
});

describe('points rules', () => {
  it('spends the hours that expire soonest, so the balance is held by the latest grants', () => {
    const grants = [
      { expiresOn: '2027-01-01', hours: 5 },
      { expiresOn: '2027-06-01', hours: 3 },
      { expiresOn: '2027-03-01', hours: 4 },
    ];
    expect(heldHoursByExpiry(6, grants)).toEqual([
      { expiresOn: '2027-03-01', hours: 3 },
      { expiresOn: '2027-06-01', hours: 3 },
    ]);
    expect(heldHoursByExpiry(0, grants)).toEqual([]);
  });

  it('writes Auckland hours with the offset of their season', () => {
    expect(formatAucklandTime(aucklandInstant('2027-01-15', 18), 'YYYY-MM-DDTHH:mm:ssZ')).toBe(
      '2027-01-15T18:00:00+13:00',
    );
    expect(formatAucklandTime(aucklandInstant('2027-07-15', 7), 'YYYY-MM-DDTHH:mm:ssZ')).toBe(
      '2027-07-15T07:00:00+12:00',
    );
    // The day daylight saving starts (2027-09-26): 07:00 is already NZDT.
    expect(formatAucklandTime(aucklandInstant('2027-09-26', 7), 'YYYY-MM-DDTHH:mm:ssZ')).toBe(
      '2027-09-26T07:00:00+13:00',
    );
  });

  it('tells a passed start from the other refusals', () => {
    const now = aucklandInstant('2027-01-15', 12);
    expect(checkBookingTime(aucklandInstant('2027-01-15', 11), 1, [], now)?.reason).toBe('timeLapsed');
    expect(checkBookingTime(aucklandInstant('2027-01-15', 21), 2, [], now)?.detail).toContain('duration');
    expect(checkBookingTime(aucklandInstant('2027-01-16', 6), 1, [], now)?.reason).toBe('invalid');
    expect(checkBookingTime(aucklandInstant('2027-01-29', 18), 1, [], now)?.detail).toContain('up to 2027-01-28');
    const taken = [{ start: aucklandInstant('2027-01-16', 18), end: aucklandInstant('2027-01-16', 20) }];
    expect(checkBookingTime(aucklandInstant('2027-01-16', 17), 2, taken, now)?.detail).toContain('overlaps');
    expect(checkBookingTime(aucklandInstant('2027-01-16', 20), 2, taken, now)).toBeNull();
  });
});
