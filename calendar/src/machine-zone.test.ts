// The calendar must answer the same on a server in UTC, a developer's laptop in London and a customer's phone in
// New York: dayjs's timezone plugin reads some answers through the machine's own zone (it parses a locale string
// with Date), which goes wrong on the machine's own daylight-saving days. Node applies a change of process.env.TZ at
// once, so each zone is tried in this process, on a fresh copy of the calendar (its caches empty).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayjs } from './dayjs.js';

const MACHINE_ZONES = ['UTC', 'Europe/London', 'America/New_York', 'Pacific/Auckland', 'Asia/Kolkata'];
const originalZone = process.env.TZ;

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

function useMachineZone(zone: string) {
  process.env.TZ = zone;
  // Proof the switch took: London is an hour ahead of UTC in July, New York four hours behind.
  const julyOffset = new Date(Date.UTC(2026, 6, 1)).getTimezoneOffset();
  const expected: Record<string, number> = { 'Europe/London': -60, 'America/New_York': 240, UTC: 0 };
  if (zone in expected) expect(julyOffset).toBe(expected[zone]);
}

// Auckland's change days, and the machines' own: London's on 29 March and 25 October 2026, New York's on 8 March
// and 1 November.
const DATES = ['2026-04-05', '2026-09-27', '2026-03-29', '2026-10-25', '2026-03-08', '2026-11-01', '2026-06-10'];

/** Everything the calendar says about those days, as text. */
async function answers(): Promise<string[]> {
  vi.resetModules();
  const calendar = await import('./index.js');
  return DATES.flatMap((date) => [
    `${date} starts ${new Date(calendar.startOfAucklandDay(date)).toISOString()}`,
    `${date} has ${calendar.hoursInAucklandDay(date)} hours`,
    `${date} + 1 is ${calendar.addDays(date, 1)}, its week starts ${calendar.startOfWeek(date)}`,
    `${date} is ${calendar.daysBetween('2026-01-01', date)} days into 2026`,
    `${date} is written ${calendar.formatDate(date, 'dddd DD MMM YYYY')}`,
    `${date} 2:30am is ${new Date(calendar.aucklandInstant(date, 2, 30)).toISOString()}`,
    `${date} hours: ${calendar
      .halfHoursOfAucklandDay(date)
      .map((instant) => {
        const clock = calendar.aucklandWallClock(instant);
        return `${clock.date} ${clock.hour}:${clock.minute} ${calendar.formatAucklandTime(instant, 'h:mma z')}`;
      })
      .join(', ')}`,
  ]);
}

describe('the machine’s own time zone', () => {
  it('dayjs 1.11: on a London machine, dayjs(instant).tz() misreads an Auckland time that is in London’s gap', () => {
    useMachineZone('Europe/London');
    // 01:30 NZDT on 29 March 2026 is 01:30 in a London that skips from 01:00 to 02:00 that night.
    const instant = Date.parse('2026-03-28T12:30:00Z');
    expect(dayjs(instant).tz('Pacific/Auckland').hour()).toBe(2);
    expect(dayjs(instant).tz('Pacific/Auckland').valueOf()).not.toBe(instant);
    expect(dayjs.tz('2026-03-29 12:00', 'Pacific/Auckland').startOf('day').format()).toBe('2026-03-28T23:00:00+13:00');
  });

  it.each(MACHINE_ZONES)('the calendar answers on a machine in %s as it does in UTC', async (zone) => {
    useMachineZone('UTC');
    const inUtc = await answers();
    useMachineZone(zone);
    expect(await answers()).toEqual(inUtc);
  });

  it('the calendar reads 01:30 on 29 March 2026 right on a London machine', async () => {
    useMachineZone('Europe/London');
    vi.resetModules();
    const { aucklandWallClock, startOfAucklandDay } = await import('./index.js');
    expect(aucklandWallClock(Date.parse('2026-03-28T12:30:00Z'))).toMatchObject({ date: '2026-03-29', hour: 1 });
    expect(new Date(startOfAucklandDay('2026-03-29')).toISOString()).toBe('2026-03-28T11:00:00.000Z');
  });
});
