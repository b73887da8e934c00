import type { MonitoringReading } from '../MonitoringChart/layout.js';
import { addDays, aucklandWallClock, hoursOfAucklandDay, toIsoDate, type IsoDate } from '@harakeke/design-system';
import { wobble } from './demo-usage.js';

const round2 = (value: number) => Math.round(value * 100) / 100;
const MINUTE = 60_000;

/** A household's demand curve: low overnight, peaks morning and evening. */
function demand(hour: number, n: number): number {
  const base = hour >= 7 && hour <= 9 ? 1.6 : hour >= 17 && hour <= 21 ? 2.4 : hour >= 23 || hour <= 5 ? 0.35 : 0.8;
  return round2(base + wobble(n) * 0.5);
}

/** Live: a reading per minute for the hour up to `end` (an ISO instant). */
export function demoLive(end: string, minutes = 60, missingAt: readonly number[] = []): MonitoringReading[] {
  const endMs = Date.parse(end);
  return Array.from({ length: minutes }, (_, index) => {
    const instant = endMs - (minutes - index) * MINUTE;
    const { hour } = aucklandWallClock(instant);
    return {
      time: new Date(instant).toISOString(),
      value: missingAt.includes(index) ? null : demand(hour, index) * 1.2,
    };
  });
}

/** Half-hourly energy for the 24 hours up to `end`. */
export function demoLast24Hours(end: string): MonitoringReading[] {
  const endMs = Date.parse(end);
  return Array.from({ length: 48 }, (_, index) => {
    const instant = endMs - (48 - index) * 30 * MINUTE;
    const { hour } = aucklandWallClock(instant);
    return { time: new Date(instant).toISOString(), value: round2(demand(hour, index) / 2) };
  });
}

/** Hourly energy over consecutive Auckland days (23, 24 or 25 readings a day). */
export function demoHours(from: IsoDate, days: number, missingAt: readonly number[] = []): MonitoringReading[] {
  const readings: MonitoringReading[] = [];
  for (let day = 0; day < days; day += 1) {
    hoursOfAucklandDay(addDays(from, day)).forEach((instant, hour) => {
      const n = readings.length;
      readings.push({ time: new Date(instant).toISOString(), value: missingAt.includes(n) ? null : demand(hour, n) });
    });
  }
  return readings;
}

/** Daily energy over consecutive days. */
export function demoDays(from: IsoDate, days: number): MonitoringReading[] {
  return Array.from({ length: days }, (_, index) => {
    const date = addDays(from, index);
    const month = Number(date.slice(5, 7));
    const winter = [6, 7, 8].includes(month) ? 8 : [5, 9].includes(month) ? 4 : 0;
    return { time: date, value: round2(16 + winter + wobble(index) * 8) };
  });
}

/** Monthly energy for a year. */
export function demoMonths(year: number): MonitoringReading[] {
  return Array.from({ length: 12 }, (_, index) => ({
    time: toIsoDate(year, index + 1, 1),
    value: round2(480 + ([5, 6, 7].includes(index) ? 200 : 0) + wobble(index) * 60),
  }));
}
