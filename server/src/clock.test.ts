import { describe, expect, it } from 'vitest';
import { clockStartingAt, parseInstant, stoppedClock } from './clock.js';

describe('parseInstant', () => {
  it.each([
    ['2026-12-24T09:00:00+13:00', Date.UTC(2026, 11, 23, 20)],
    ['2026-12-23T20:00:00Z', Date.UTC(2026, 11, 23, 20)],
    ['2026-04-05T02:30+12:00', Date.UTC(2026, 3, 4, 14, 30)],
    ['2028-02-29T12:00:00.250+13:00', Date.UTC(2028, 1, 28, 23, 0, 0, 250)],
  ])('reads %s', (text, instant) => {
    expect(parseInstant(text)).toBe(instant);
  });

  it.each([
    ['2026-12-24T09:00:00', 'no offset: a different moment on every machine'],
    ['2026-12-24', 'a date, not a moment'],
    ['2026-02-30T09:00:00+13:00', 'no such day'],
    ['2027-02-29T09:00:00+13:00', 'not a leap year'],
    ['2026-12-24T24:00:00+13:00', 'no such hour'],
    ['yesterday', 'not ISO 8601'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (text) => {
    expect(parseInstant(text)).toBeUndefined();
  });
});

describe('clocks', () => {
  it('starts at the moment and runs on at the system’s pace', () => {
    let system = 1_000;
    const clock = clockStartingAt(Date.UTC(2026, 11, 23, 20), () => system);
    expect(clock.now()).toBe(Date.UTC(2026, 11, 23, 20));
    system += 90_000;
    expect(clock.now()).toBe(Date.UTC(2026, 11, 23, 20) + 90_000);
  });

  it('stands still when stopped', () => {
    const clock = stoppedClock(42);
    expect([clock.now(), clock.now()]).toEqual([42, 42]);
  });
});
