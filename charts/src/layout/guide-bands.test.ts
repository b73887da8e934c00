import { describe, expect, it } from 'vitest';
import { addDays } from '@harakeke/design-system';
import {
  GUIDE_LABEL_INSET,
  MAX_MONTHS_ALL_LABELLED,
  MIN_LABELLED_DAYS,
  monthGuideBands,
  placeGuideBands,
} from './guide-bands.js';

/** `days` consecutive dates from `from`. */
const daysFrom = (from: string, days: number) => Array.from({ length: days }, (_, index) => addDays(from, index));

/** What a reader sees of each band: its month, its stretch, and its label if drawn. */
const seen = (dates: readonly string[]) =>
  monthGuideBands(dates).map(
    (band) => `${band.month} ${band.start}-${band.end} ${band.labelVisible ? band.label : '(hidden)'}`,
  );

describe('monthGuideBands', () => {
  it('splits a bill period into month segments by index (the end is exclusive)', () => {
    // 18 Feb to 19 Mar 2026: 11 February days, then 19 March days.
    expect(seen(daysFrom('2026-02-18', 30))).toEqual(['2026-02 0-11 Feb', '2026-03 11-30 Mar']);
  });

  it('gives a single month one labelled band', () => {
    expect(seen(daysFrom('2026-05-01', 31))).toEqual(['2026-05 0-31 May']);
  });

  it('has no bands without days', () => {
    expect(monthGuideBands([])).toEqual([]);
  });

  it.each([
    { days: 1, visible: false },
    { days: 4, visible: false },
    { days: 5, visible: true },
    { days: 6, visible: true },
  ])('spec 1 §9: a $days-day segment is labelled: $visible (hidden under 5 days)', ({ days, visible }) => {
    // A period ending `days` days into April.
    const dates = daysFrom(addDays('2026-04-01', -20), 20 + days);
    const [march, april] = monthGuideBands(dates);
    expect(march?.labelVisible).toBe(true);
    expect(april ? april.end - april.start : 0).toBe(days);
    expect(april?.labelVisible).toBe(visible);
    expect(MIN_LABELLED_DAYS).toBe(5);
  });

  it('hides a short segment at the start as well as at the end', () => {
    // 28 Feb to 4 Apr 2026: 1 February day, all of March, 4 April days.
    expect(seen(daysFrom('2026-02-28', 36))).toEqual([
      '2026-02 0-1 (hidden)',
      '2026-03 1-32 Mar',
      '2026-04 32-36 (hidden)',
    ]);
  });

  it('still draws a band whose label is hidden, so its days still read as a month', () => {
    const bands = monthGuideBands(daysFrom('2026-03-05', 30));
    expect(bands.map((band) => band.month)).toEqual(['2026-03', '2026-04']);
    expect(bands[1]).toMatchObject({ start: 27, end: 30, label: 'Apr', labelVisible: false });
  });

  it('labels every month of a 6-month stretch', () => {
    const bands = monthGuideBands(daysFrom('2026-01-01', 181)); // January to June
    expect(bands).toHaveLength(MAX_MONTHS_ALL_LABELLED);
    expect(bands.every((band) => band.labelVisible)).toBe(true);
  });

  it('spec 1 §9: hides every other label when there are more than 6 months', () => {
    expect(seen(daysFrom('2026-01-01', 212))).toEqual([
      '2026-01 0-31 Jan',
      '2026-02 31-59 (hidden)',
      '2026-03 59-90 Mar',
      '2026-04 90-120 (hidden)',
      '2026-05 120-151 May',
      '2026-06 151-181 (hidden)',
      '2026-07 181-212 Jul',
    ]);
  });

  it('applies both rules together: a short last month of many stays hidden even on a labelled turn', () => {
    // 1 Jan to 3 Jul 2026: seven months, July only 3 days.
    const bands = monthGuideBands(daysFrom('2026-01-01', 184));
    expect(bands.map((band) => band.labelVisible)).toEqual([true, false, true, false, true, false, false]);
  });

  it('shades alternate bands, starting unshaded, so neighbouring months read apart', () => {
    const bands = monthGuideBands(daysFrom('2025-11-20', 120));
    expect(bands.map((band) => band.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(bands.map((band) => band.shaded)).toEqual([false, true, false, true, false]);
  });

  it('keeps months of different years apart (December to January) and names them by month', () => {
    const bands = monthGuideBands(daysFrom('2025-12-20', 20));
    expect(bands.map(({ month, label }) => `${month} ${label}`)).toEqual(['2025-12 Dec', '2026-01 Jan']);
  });

  it('covers every day exactly once, in order', () => {
    const dates = daysFrom('2024-01-15', 400);
    const bands = monthGuideBands(dates);
    expect(bands[0]?.start).toBe(0);
    expect(bands.at(-1)?.end).toBe(dates.length);
    bands.slice(1).forEach((band, index) => expect(band.start).toBe(bands[index]?.end));
    bands.forEach((band) =>
      dates.slice(band.start, band.end).forEach((date) => expect(date.slice(0, 7)).toBe(band.month)),
    );
  });
});

describe('placeGuideBands', () => {
  const bands = monthGuideBands(daysFrom('2026-02-18', 30));

  it('spans each band over its days’ slots, from the first slot’s start to the last one’s end', () => {
    const placed = placeGuideBands(bands, (index) => index * 20);
    expect(placed.map(({ month, x, width, labelX }) => ({ month, x, width, labelX }))).toEqual([
      { month: '2026-02', x: 0, width: 11 * 20, labelX: GUIDE_LABEL_INSET },
      { month: '2026-03', x: 11 * 20, width: 19 * 20, labelX: 11 * 20 + GUIDE_LABEL_INSET },
    ]);
  });

  it('keeps each band’s month, label and shading', () => {
    const placed = placeGuideBands(bands, (index) => index * 20);
    expect(placed.map(({ month, label, labelVisible, shaded }) => ({ month, label, labelVisible, shaded }))).toEqual(
      bands.map(({ month, label, labelVisible, shaded }) => ({ month, label, labelVisible, shaded })),
    );
  });

  it('follows the bar layout’s slots, whatever they start at', () => {
    const placed = placeGuideBands(bands, (index) => 8 + index * 10);
    expect(placed[1]).toMatchObject({ x: 118, width: 190, labelX: 122 });
  });

  it('places no bands without days', () => {
    expect(placeGuideBands([], (index) => index)).toEqual([]);
  });
});
