import { formatKwh, formatNzd } from '@harakeke/design-system';
import { describe, expect, it } from 'vitest';
import { countNote, describeChart, DESCRIBE_EACH_POINT_MAX, trendOf, type DescribeInput } from './describe.js';

const base: DescribeInput = {
  kind: 'Bar chart',
  subject: 'daily electricity use',
  labels: ['Monday 04 May 2026', 'Tuesday 05 May 2026', 'Wednesday 06 May 2026'],
  values: [8, 10, 12],
  format: formatKwh,
};

/** 'Day 1', 'Day 2'… for the given values. */
const days = (values: ReadonlyArray<number | null>): Pick<DescribeInput, 'labels' | 'values'> => ({
  labels: values.map((_, index) => `Day ${index + 1}`),
  values,
});

describe('describeChart', () => {
  it('says what the chart shows, its range, total, extremes and trend, then each point', () => {
    expect(describeChart(base)).toBe(
      'Bar chart of daily electricity use, Monday 04 May 2026 to Wednesday 06 May 2026, 3 points. ' +
        'Total 30.00 kWh. ' +
        'Highest 12.00 kWh on Wednesday 06 May 2026; lowest 8.00 kWh on Monday 04 May 2026. ' +
        'Use rose over the period. ' +
        'Monday 04 May 2026: 8.00 kWh; Tuesday 05 May 2026: 10.00 kWh; Wednesday 06 May 2026: 12.00 kWh.',
    );
  });

  it('says when there is no data', () => {
    expect(describeChart({ ...base, labels: [], values: [] })).toBe('Bar chart of daily electricity use: no data.');
  });

  it(`lists every point at ${DESCRIBE_EACH_POINT_MAX} points`, () => {
    const twelve = Array.from({ length: 12 }, (_, index) => index + 1);
    const text = describeChart({ ...base, ...days(twelve) });
    expect(text).toContain('12 points.');
    for (const [index, value] of twelve.entries()) expect(text).toContain(`Day ${index + 1}: ${formatKwh(value)}`);
  });

  it('summarises above 12 points without reading each one out (the table has them all)', () => {
    const thirteen = Array.from({ length: 13 }, (_, index) => index + 1);
    const text = describeChart({ ...base, ...days(thirteen) });
    expect(text).toBe(
      'Bar chart of daily electricity use, Day 1 to Day 13, 13 points. Total 91.00 kWh. ' +
        'Highest 13.00 kWh on Day 13; lowest 1.00 kWh on Day 1. Use rose over the period.',
    );
    expect(text).not.toContain('Day 2');
  });

  it('summarises a year of hours in a few sentences', () => {
    const values = Array.from({ length: 8760 }, (_, index) => (index % 24 >= 17 ? 2 : 0.5));
    const text = describeChart({ ...base, ...days(values) });
    expect(text.split('. ').length).toBeLessThanOrEqual(5);
    expect(text).toContain('8760 points');
  });

  it('leaves points without data out of the total and extremes, and says “no data” for them', () => {
    const text = describeChart({ ...base, values: [8, null, 12] });
    expect(text).toContain('Total 20.00 kWh.');
    expect(text).toContain('lowest 8.00 kWh on Monday 04 May 2026');
    expect(text).toContain('Tuesday 05 May 2026: no data;');
  });

  it('names the first point of a tie as highest or lowest', () => {
    const text = describeChart({ ...base, values: [10, 10, 10] });
    expect(text).toContain('Highest 10.00 kWh on Monday 04 May 2026; lowest 10.00 kWh on Monday 04 May 2026.');
    expect(text).toContain('Use stayed about level over the period.');
  });

  it('describes a single point without a range, extremes or trend', () => {
    expect(describeChart({ ...base, labels: ['Wednesday 18 Mar 2026'], values: [21.5] })).toBe(
      'Bar chart of daily electricity use, Wednesday 18 Mar 2026, 1 point. Total 21.50 kWh. Wednesday 18 Mar 2026: 21.50 kWh.',
    );
  });

  it('says nothing of totals or extremes when no point has data', () => {
    expect(describeChart({ ...base, values: [null, null, null] })).toBe(
      'Bar chart of daily electricity use, Monday 04 May 2026 to Wednesday 06 May 2026, 3 points. ' +
        'Monday 04 May 2026: no data; Tuesday 05 May 2026: no data; Wednesday 06 May 2026: no data.',
    );
  });

  it('leaves out the total for levels, names the trend’s subject, and adds notes before the points', () => {
    const text = describeChart({
      ...base,
      kind: 'Line chart',
      subject: 'carbon intensity',
      values: [300, 200, 100],
      format: (value) => `${value} g/kWh`,
      total: false,
      trendSubject: 'Carbon intensity',
      notes: ['1 day estimated.'],
    });
    expect(text).not.toContain('Total');
    expect(text).toContain('Carbon intensity fell over the period. 1 day estimated. Monday 04 May 2026: 300 g/kWh;');
  });

  it('uses the formatter it is given (dollars)', () => {
    expect(describeChart({ ...base, format: formatNzd })).toContain('Total $30.00.');
  });
});

describe('trendOf', () => {
  it.each([
    { values: [], trend: null, why: 'no values' },
    { values: [1, 2], trend: null, why: 'too few to have thirds' },
    { values: [8, 10, 12], trend: 'rose', why: 'last third 50% above the first' },
    { values: [12, 10, 8], trend: 'fell', why: 'last third a third below the first' },
    { values: [10, 50, 10.5], trend: 'stayed about level', why: 'the middle does not count' },
    { values: [9, 0, 10], trend: 'stayed about level', why: 'a change of exactly 10% is not a trend' },
    { values: [9, 0, 10.2], trend: 'rose', why: 'just over 10%' },
    { values: [0, 0, 0], trend: 'stayed about level', why: 'all zero' },
    { values: [0, 5, 4], trend: 'rose', why: 'from nothing' },
    { values: [1, 1, 5, 5, 3, 3], trend: 'rose', why: 'means of the first two and last two' },
    { values: [5, 1, 9, 9, 1, 5.2], trend: 'stayed about level', why: 'means of 3 and 3.1' },
  ] as const)('$values: $trend ($why)', ({ values, trend }) => {
    expect(trendOf(values)).toBe(trend);
  });
});

describe('countNote', () => {
  it.each([
    { count: 0, note: [] },
    { count: 1, note: ['1 day estimated.'] },
    { count: 4, note: ['4 days estimated.'] },
  ])('$count → $note', ({ count, note }) => {
    expect(countNote(count, 'day', 'days', 'estimated')).toEqual(note);
  });
});

describe('describeChart: labels made when asked for', () => {
  it('says the same as with every label given, asking only for the first, last, highest and lowest', () => {
    const values = Array.from({ length: 500 }, (_, index) => (index === 40 ? null : ((index * 37) % 101) + 1));
    const labels = values.map((_, index) => `Hour ${index + 1}`);
    const asked: number[] = [];
    const label = (index: number) => {
      asked.push(index);
      return `Hour ${index + 1}`;
    };
    expect(describeChart({ ...base, labels: label, values })).toBe(describeChart({ ...base, labels, values }));
    expect(new Set(asked)).toEqual(new Set([0, 499, values.indexOf(101), values.indexOf(1)]));
  });

  it('reads every point when there are few, and counts the values when labels are a function', () => {
    const values = [8, null, 12];
    const label = (index: number) => `Day ${index + 1}`;
    expect(describeChart({ ...base, labels: label, values })).toBe(
      describeChart({ ...base, labels: ['Day 1', 'Day 2', 'Day 3'], values }),
    );
    expect(describeChart({ ...base, labels: label, values: [] })).toBe('Bar chart of daily electricity use: no data.');
  });
});
