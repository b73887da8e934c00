import { describe, expect, it } from 'vitest';
import type { UsageImpactPoint } from './layout.js';
import {
  carbonNotes,
  impactPageName,
  usageImpactText,
  usageImpactTitle,
  type UsageImpactTextInput,
} from './text-model.js';
import { tableRowsOf } from '../../primitives/DataTable.js';

/** 1am to 3am on Sunday 5 April 2026, the day the clocks go back: 2am twice, one hour without a reading. */
const hours: UsageImpactPoint[] = [
  { start: '2026-04-04T12:00:00.000Z', kWh: 0.5, carbonLevel: 1 },
  { start: '2026-04-04T13:00:00.000Z', kWh: 1.5, carbonLevel: 4 },
  { start: '2026-04-04T14:00:00.000Z', kWh: null, carbonLevel: 4 },
  { start: '2026-04-04T15:00:00.000Z', kWh: 2, carbonLevel: 0 },
];

/** Friday 1 and Saturday 2 May 2026. */
const days: UsageImpactPoint[] = [
  { start: '2026-05-01', kWh: 10, carbonLevel: 2 },
  { start: '2026-05-02', kWh: 12, carbonLevel: 2 },
];

function textOf(input: Partial<UsageImpactTextInput> = {}) {
  const period = input.period ?? 'daily';
  return usageImpactText({ points: hours, period, title: usageImpactTitle[period], ...input });
}

const rowsOf = (text: ReturnType<typeof textOf>) => tableRowsOf(text.table.rows);

describe('usageImpactText: names', () => {
  it.each([
    [
      'daily',
      hours,
      [
        'Sunday 05 Apr 2026, 1:00am NZDT',
        'Sunday 05 Apr 2026, 2:00am NZDT',
        'Sunday 05 Apr 2026, 2:00am NZST',
        'Sunday 05 Apr 2026, 3:00am NZST',
      ],
      'hours',
      'six hours',
    ],
    ['monthly', days, ['Friday 01 May 2026', 'Saturday 02 May 2026'], 'days', 'a week'],
  ] as const)('names %s points in full', (period, points, names, pointsName, pageName) => {
    const text = textOf({ period, points });
    expect(text.names).toEqual(names);
    expect(text.pointsName).toBe(pointsName);
    expect(text.pageName).toBe(pageName);
    expect(impactPageName[period]).toBe(pageName);
  });
});

describe('usageImpactText: description', () => {
  it('says the use and the carbon intensity it was used at, then each hour', () => {
    expect(textOf({ points: hours.filter((point) => point.kWh !== null) }).description).toBe(
      'Bar chart of hourly electricity use and the grid’s carbon intensity, Sunday 05 Apr 2026, 1:00am NZDT to ' +
        'Sunday 05 Apr 2026, 3:00am NZST, 3 points. Total 4.00 kWh. ' +
        'Highest 2.00 kWh on Sunday 05 Apr 2026, 3:00am NZST; lowest 0.50 kWh on Sunday 05 Apr 2026, 1:00am NZDT. ' +
        'Use rose over the period. Carbon intensity was very low for 1 hour, high for 1 hour. ' +
        '1 hour without carbon intensity data. 1.50 kWh (38%) was used while carbon intensity was high or very high. ' +
        'Sunday 05 Apr 2026, 1:00am NZDT: 0.50 kWh; Sunday 05 Apr 2026, 2:00am NZDT: 1.50 kWh; ' +
        'Sunday 05 Apr 2026, 3:00am NZST: 2.00 kWh.',
    );
  });

  it.each([
    ['hours', 'daily', hours.map((point) => ({ ...point, kWh: null })), ['4 hours without a reading.']],
    // The fixture's one hour without a reading is spoken of in the singular.
    ['one hour', 'daily', hours, ['1 hour without a reading.']],
    [
      'days',
      'monthly',
      [...days, ...['2026-05-03', '2026-05-04'].map((start) => ({ start, kWh: null, carbonLevel: 2 }))],
      ['Carbon intensity was low for 4 days.', '2 days without a reading.'],
    ],
  ] as const)('counts the %s without a reading', (_, period, points, sentences) => {
    const description = textOf({ period, points: [...points] }).description;
    sentences.forEach((sentence) => expect(description).toContain(sentence));
  });

  it('says there is no data without points', () => {
    expect(textOf({ period: 'monthly', points: [] }).description).toBe(
      'Bar chart of daily electricity use and the grid’s carbon intensity: no data.',
    );
  });
});

describe('usageImpactText: tooltip and announcement', () => {
  it.each([
    [0, '0.50 kWh', 'Very low', 'Sunday 05 Apr 2026, 1:00am NZDT: 0.50 kWh used; carbon intensity was very low.'],
    [2, 'No reading', 'High', 'Sunday 05 Apr 2026, 2:00am NZST: no reading; carbon intensity was high.'],
    [3, '2.00 kWh', 'No data', 'Sunday 05 Apr 2026, 3:00am NZST: 2.00 kWh used; no carbon intensity data.'],
  ])('says point %i’s use and carbon intensity, in the past tense', (index, use, level, announcement) => {
    const text = textOf();
    expect(text.tooltip(index)).toEqual({
      title: text.names[index],
      rows: [
        { label: 'Use', value: use },
        { label: 'Carbon intensity', value: level },
      ],
    });
    expect(text.announce(index)).toBe(announcement);
  });
});

describe('usageImpactText: table, legend and empty message', () => {
  it.each([
    ['daily', hours, 'Hour', ['Sunday 05 Apr 2026, 2:00am NZST', 'No reading', 'High']],
    ['monthly', days, 'Day', ['Saturday 02 May 2026', '12.00 kWh', 'Low']],
  ] as const)('tabulates %s points: the point, its use and its carbon intensity', (period, points, first, row) => {
    const text = textOf({ period, points });
    expect(text.table.caption).toBe(usageImpactTitle[period]);
    expect(text.table.columns.map((column) => column.header)).toEqual([first, 'Use', 'Carbon intensity']);
    expect(rowsOf(text)).toHaveLength(points.length);
    expect(rowsOf(text).at(period === 'daily' ? 2 : 1)).toEqual(row);
  });

  it.each([
    ['the levels present, very low first, then no data', hours, ['Very low', 'High', 'No carbon data']],
    ['only the levels present', days, ['Low']],
  ])('lists %s', (_, points, labels) => {
    expect(textOf({ points }).legend.map((entry) => entry.label)).toEqual(labels);
  });

  it.each([
    ['daily', 'There is no usage to show for this day yet.'],
    ['monthly', 'There is no usage to show for this month yet.'],
  ] as const)('says a %s chart has no usage yet', (period, message) => {
    expect(textOf({ period, points: [] }).emptyMessage).toBe(message);
  });
});

describe('carbonNotes', () => {
  it('counts the hours at each level and the use at high or very high intensity, in the past tense', () => {
    expect(carbonNotes([1, 2, 3, 4, null], [1, 1, 4, 5, 0], 'daily')).toEqual([
      'Carbon intensity was very low for 2 hours, high for 1 hour, very high for 1 hour.',
      '1 hour without carbon intensity data.',
      '7.00 kWh (70%) was used while carbon intensity was high or very high.',
    ]);
  });

  it('speaks of days by month, and says nothing of use when there is none', () => {
    expect(carbonNotes([0, null], [2, 2], 'monthly')).toEqual(['Carbon intensity was low for 2 days.']);
  });
});
