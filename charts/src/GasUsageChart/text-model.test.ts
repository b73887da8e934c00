import { describe, expect, it } from 'vitest';
import type { ReadingType } from '../model/usage.js';
import type { GasReading } from './layout.js';
import { gasUsageText, type GasUsageTextInput } from './text-model.js';
import { tableRowsOf } from '../primitives/DataTable.js';

const reading = (
  startDate: string,
  endDate: string,
  type: ReadingType,
  kw: number,
  costNZD: number,
  days: number,
): GasReading => ({
  startDate,
  endDate,
  type,
  total: { kw, costNZD },
  dailyAverage: { kw: kw / days, costNZD: costNZD / days },
});

/** January actual, February estimated, March without a reading, a reading from mid-April to mid-May. */
const readings: GasReading[] = [
  reading('2025-01-01', '2025-01-31', 'actual', 310, 43.4, 31),
  reading('2025-02-01', '2025-02-28', 'estimated', 280, 39.2, 28),
  reading('2025-03-01', '2025-03-31', 'empty', 0, 0, 31),
  reading('2025-04-20', '2025-05-19', 'actual', 300, 42, 30),
];

function textOf(input: Partial<GasUsageTextInput> = {}) {
  return gasUsageText({ title: 'Natural gas use in 2025', readings, unit: 'kwh', year: 2025, ...input });
}

const rowsOf = (text: ReturnType<typeof textOf>) => tableRowsOf(text.table.rows);

describe('gasUsageText: names and labels', () => {
  it('names each reading by its period and labels it with the month its period mostly covers', () => {
    const text = textOf();
    expect(text.names).toEqual([
      '01 Jan 2025 to 31 Jan 2025',
      '01 Feb 2025 to 28 Feb 2025',
      '01 Mar 2025 to 31 Mar 2025',
      '20 Apr 2025 to 19 May 2025',
    ]);
    expect(text.axisLabels).toEqual(['Jan', 'Feb', 'Mar', 'May']);
  });
});

describe('gasUsageText: description', () => {
  it.each([
    [
      'kWh',
      'kwh',
      'Bar chart of natural gas use in 2025, one bar per reading, 01 Jan 2025 to 31 Jan 2025 to ' +
        '20 Apr 2025 to 19 May 2025, 4 points. Total 890.00 kWh. Highest 310.00 kWh on 01 Jan 2025 to 31 Jan 2025; ' +
        'lowest 280.00 kWh on 01 Feb 2025 to 28 Feb 2025. Use stayed about level over the period. ' +
        '1 reading estimated. 1 period without a reading. ' +
        '01 Jan 2025 to 31 Jan 2025: 310.00 kWh; 01 Feb 2025 to 28 Feb 2025: 280.00 kWh; ' +
        '01 Mar 2025 to 31 Mar 2025: no data; 20 Apr 2025 to 19 May 2025: 300.00 kWh.',
    ],
    ['dollars', 'monetary', 'Total $124.60.'],
  ] as const)('says the range, total, extremes and counts in %s', (_, unit, expected) => {
    expect(textOf({ unit }).description).toContain(expected);
  });

  it('says there is no data without readings', () => {
    expect(textOf({ readings: [] }).description).toBe(
      'Bar chart of natural gas use in 2025, one bar per reading: no data.',
    );
  });
});

describe('gasUsageText: balloon', () => {
  it.each([
    [
      'an actual reading: totals and daily averages in dollars and kWh',
      0,
      {
        title: '01 Jan 2025 to 31 Jan 2025',
        rows: [
          { label: 'Total', value: '$43.40 (310.00 kWh)' },
          { label: 'Daily average', value: '$1.40 (10.00 kWh)' },
        ],
        notes: [],
      },
    ],
    [
      'an estimated reading: the same, noted as estimated',
      1,
      {
        title: '01 Feb 2025 to 28 Feb 2025',
        rows: [
          { label: 'Total', value: '$39.20 (280.00 kWh)' },
          { label: 'Daily average', value: '$1.40 (10.00 kWh)' },
        ],
        notes: ['Estimated reading'],
      },
    ],
    [
      'a period without a reading: no values, a note',
      2,
      { title: '01 Mar 2025 to 31 Mar 2025', rows: [], notes: ['No reading for this period'] },
    ],
  ])('%s', (_, index, tooltip) => {
    expect(textOf().tooltip(index)).toEqual(tooltip);
  });
});

describe('gasUsageText: table and legend', () => {
  it('has a row per reading with every amount, "No data" without a reading, and the reading type', () => {
    const text = textOf();
    expect(text.table.caption).toBe('Natural gas use in 2025');
    expect(text.table.columns.map((column) => column.header)).toEqual([
      'Period',
      'Usage (kWh)',
      'Dollars',
      'Average per day (kWh)',
      'Average dollars per day',
      'Reading',
    ]);
    expect(rowsOf(text)).toEqual([
      ['01 Jan 2025 to 31 Jan 2025', '310.00 kWh', '$43.40', '10.00 kWh', '$1.40', 'Actual'],
      ['01 Feb 2025 to 28 Feb 2025', '280.00 kWh', '$39.20', '10.00 kWh', '$1.40', 'Estimated'],
      ['01 Mar 2025 to 31 Mar 2025', 'No data', 'No data', 'No data', 'No data', 'No reading'],
      ['20 Apr 2025 to 19 May 2025', '300.00 kWh', '$42.00', '10.00 kWh', '$1.40', 'Actual'],
    ]);
  });

  it.each([
    ['with an estimate', readings, ['Natural gas', 'Estimated']],
    ['without one', readings.filter((item) => item.type !== 'estimated'), ['Natural gas']],
  ])('lists natural gas, and estimated only when a reading is: %s', (_, shown, labels) => {
    expect(textOf({ readings: shown }).legend.map((entry) => entry.label)).toEqual(labels);
  });

  it('says which year has no readings', () => {
    expect(textOf({ readings: [], year: 2015 }).emptyMessage).toBe('There are no natural gas readings for 2015.');
  });
});
