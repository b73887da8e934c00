import { getBillSummaryV2, getElectricityForecast, getHomeProfile, saveHomeProfile } from '@harakeke/contract';
import { addDays, aucklandInstant, aucklandOffsetMinutes } from '@harakeke/calendar';
import { describe, expect, it } from 'vitest';
import { issuedCycles } from '../src/billing-accounts/bill-cycles.js';
import { billsRoutes } from '../src/bills/routes.js';
import { demoCustomers } from '../src/demo/customers.js';
import { homeProfileRoutes } from '../src/home-profile/routes.js';
import { usageRoutes } from '../src/usage/routes.js';
import { clockChangeDaysBefore, firstAccountOf } from './demo-calendar.js';
import { mandatoryAnswers } from './profile-calls.js';
import { useRoutesOnADay } from './routes-on-a-day.js';
import { TEST_TODAY } from './test-clock.js';

/*
 * Business time is the request's clock, read as Auckland days (spec 1 §3 balance and currentBillPeriod, spec 2 §3 the
 * usage's last complete day): with the clock stopped a minute before an Auckland midnight and at it, what a customer
 * sees changes exactly there, on an ordinary night and on the nights around the days the clocks change (when a fixed
 * UTC offset would put midnight an hour out). Nothing reads the database's own time for it.
 */

const { answerAt, sendAt } = useRoutesOnADay([billsRoutes, usageRoutes, homeProfileRoutes]);

const demoCustomer = (email: string) => {
  const customer = demoCustomers.find((candidate) => candidate.email.startsWith(email));
  if (!customer) throw new Error(`The demo changed: ${email} is gone.`);
  return customer;
};
const tama = demoCustomer('tama@');
const aroha = demoCustomer('aroha@');
const account = firstAccountOf(tama);

const lastMinuteOf = (date: string) => aucklandInstant(date, 23, 59);
const midnightAfter = (date: string) => aucklandInstant(addDays(date, 1), 0, 0);

const { back, forward } = clockChangeDaysBefore(TEST_TODAY);
/** Days whose night ends on the Auckland midnight under test: both nights around each day the clocks change. */
const nights = [
  ['before the clocks go forward', addDays(forward, -1)],
  ['after the clocks go forward', forward],
  ['before the clocks go back', addDays(back, -1)],
  ['after the clocks go back', back],
] as const;

describe('the Auckland day turns at Auckland midnight, by the request’s clock', () => {
  it('in daylight saving and out of it', () => {
    // The nights under test cover both of Auckland's offsets, so a fixed offset cannot pass.
    const offsets = new Set(nights.map(([, date]) => aucklandOffsetMinutes(midnightAfter(date))));
    expect([...offsets].sort()).toEqual([720, 780]);
  });

  it.each(nights)('the usage’s last complete day and the bill period’s day count, %s', async (_, date) => {
    const before = lastMinuteOf(date);
    const after = midnightAfter(date);
    expect(after - before).toBe(60_000);

    const forecastBefore = await answerAt(getElectricityForecast, tama.id, before);
    const forecastAfter = await answerAt(getElectricityForecast, tama.id, after);
    expect(forecastBefore.lastCompleteDay).toBe(addDays(date, -1));
    expect(forecastAfter.lastCompleteDay).toBe(date);

    const summaryBefore = await answerAt(getBillSummaryV2, tama.id, before);
    const summaryAfter = await answerAt(getBillSummaryV2, tama.id, after);
    const noon = await answerAt(getBillSummaryV2, tama.id, aucklandInstant(date, 12));
    // A minute before midnight is still the day's noon; a minute later it is the next day.
    expect(summaryBefore.currentBillPeriod).toEqual(noon.currentBillPeriod);
    const { startDate, daysElapsed } = summaryAfter.currentBillPeriod;
    if (startDate === addDays(date, 1)) expect(daysElapsed).toBe(1);
    else expect(daysElapsed).toBe(summaryBefore.currentBillPeriod.daysElapsed + 1);
  });

  it('a bill falls overdue at the midnight after its due date, not a minute before', async () => {
    // tama@ pays five weeks after each due date, so nothing is paid the night the newest bill falls due.
    const anchorDay = Number(account.windowStart.slice(8, 10));
    const cycle = issuedCycles(addDays(TEST_TODAY, -1), anchorDay, '', 3).find((c) => c.dueDate < TEST_TODAY);
    if (!cycle) throw new Error(`${account.id} has no bill due before ${TEST_TODAY}`);

    const onDueDate = await answerAt(getBillSummaryV2, tama.id, lastMinuteOf(cycle.dueDate));
    const dayAfter = await answerAt(getBillSummaryV2, tama.id, midnightAfter(cycle.dueDate));
    const bill = onDueDate.lastBill;
    expect(bill?.dueDate).toBe(cycle.dueDate);
    expect(dayAfter.lastBill?.id).toBe(bill?.id);
    expect(onDueDate.balance.dueDate).toBe(cycle.dueDate);
    expect(dayAfter.balance.total).toBeCloseTo(onDueDate.balance.total, 2);
    expect(dayAfter.balance.overdue).toBeCloseTo(onDueDate.balance.overdue + (bill?.amount ?? Number.NaN), 2);
    expect(dayAfter.balance.current).toBeCloseTo(onDueDate.balance.current - (bill?.amount ?? Number.NaN), 2);
  });

  it('a home profile’s comparison data is ready the Auckland day after its mandatory answers, and dated then', async () => {
    // spec 2 §4: prepared overnight. Saved late on the day the clocks went forward; that night's midnight is NZDT.
    const savedAt = aucklandInstant(forward, 23, 0);
    const saved = await sendAt(saveHomeProfile, aroha.id, savedAt, '', mandatoryAnswers);
    expect(saved.status, await saved.clone().text()).toBe(200);

    const lateThatDay = await answerAt(getHomeProfile, aroha.id, lastMinuteOf(forward));
    const nextDay = await answerAt(getHomeProfile, aroha.id, midnightAfter(forward));
    expect(lateThatDay).toMatchObject({ unlockProgress: { isUnlocked: true }, isReady: false });
    expect(nextDay).toMatchObject({ unlockProgress: { isUnlocked: true }, isReady: true });
    // The update the customer sees is the request's time, not the database's.
    expect(nextDay.updatedAt).toBe(new Date(savedAt).toISOString().replace('.000Z', 'Z'));
  });
});
