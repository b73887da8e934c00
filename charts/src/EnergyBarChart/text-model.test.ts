import { describe, expect, it } from 'vitest';
import { pointTime, type EnergyAmount, type ReadingType, type SeriesKey, type UsagePoint } from '../model/usage.js';
import { pointName } from '../model/point-names.js';
import { pointCalendar } from '../model/point-calendar.js';
import { demoHourly } from '../test/demo-usage.js';
import { energyBarText, type EnergyBarTextInput } from './text-model.js';
import { tableRowsOf } from '../primitives/DataTable.js';

const amount = (kWh: number, costNZD: number, type: ReadingType = 'actual'): EnergyAmount => ({ kWh, costNZD, type });

/** Friday 1 to Monday 4 May 2026: an actual day, an estimated day, a day without data, and a credit day. */
const days: UsagePoint[] = [
  { start: '2026-05-01', electricity: amount(10, 3), naturalGas: amount(2, 0.5) },
  { start: '2026-05-02', electricity: amount(12, 3.6, 'estimated'), naturalGas: amount(3, 0.75, 'estimated') },
  { start: '2026-05-03', electricity: amount(0, 0, 'empty'), naturalGas: amount(0, 0, 'empty') },
  { start: '2026-05-04', electricity: amount(8, 2.4), naturalGas: amount(1, 0.25), creditApplied: true },
];

const BOTH: SeriesKey[] = ['electricity', 'naturalGas'];

function textOf(input: Partial<EnergyBarTextInput> = {}) {
  return energyBarText({
    title: 'Daily use',
    subject: 'daily use',
    points: days,
    granularity: 'DAILY',
    unit: 'kwh',
    series: BOTH,
    creditLabel: 'PowerShout credit applied',
    ...input,
  });
}

describe('energyBarText: names and totals', () => {
  it.each([
    ['kWh, both fuels', { unit: 'kwh', series: BOTH }, [12, 15, 0, 9]],
    ['dollars, both fuels', { unit: 'monetary', series: BOTH }, [3.5, 4.35, 0, 2.65]],
    ['kWh, electricity only', { unit: 'kwh', series: ['electricity'] }, [10, 12, 0, 8]],
  ] as const)('totals the shown fuels per point: %s', (_, input, totals) => {
    const text = textOf({ ...input, series: [...input.series] });
    text.totals.forEach((total, index) => expect(total).toBeCloseTo(totals[index] as number));
    expect(text.types).toEqual(['actual', 'estimated', 'empty', 'actual']);
  });

  it.each([
    ['DAILY', days, 'Friday 01 May 2026', 'days'],
    ['BILL_WINDOW', days, 'Friday 01 May 2026', 'days'],
    ['MONTHLY', [{ start: '2026-03-01', electricity: amount(300, 90) }], 'March 2026', 'months'],
    [
      'HOURLY',
      // 2am on the day the clocks go back: the zone tells the two 2am hours apart.
      [{ start: '2026-04-04T13:00:00.000Z', electricity: amount(1, 0.3) }],
      'Sunday 05 Apr 2026, 2:00am NZDT',
      'hours',
    ],
  ] as const)('names a %s point in full', (granularity, points, name, pointsName) => {
    const text = textOf({ granularity, points });
    expect(text.name(0)).toBe(name);
    expect(text.pointsName).toBe(pointsName);
  });
});

describe('energyBarText: description', () => {
  it('says the range, total, extremes, average and every count, then each point (four points)', () => {
    expect(textOf({ average: 9 }).description).toBe(
      'Bar chart of daily use, Friday 01 May 2026 to Monday 04 May 2026, 4 points. Total 36.00 kWh. ' +
        'Highest 15.00 kWh on Saturday 02 May 2026; lowest 9.00 kWh on Monday 04 May 2026. ' +
        'Use fell over the period. Daily average 9.00 kWh. 1 day estimated. 1 day without data. ' +
        '1 day with PowerShout credit applied. ' +
        'Friday 01 May 2026: 12.00 kWh; Saturday 02 May 2026: 15.00 kWh; Sunday 03 May 2026: no data; ' +
        'Monday 04 May 2026: 9.00 kWh.',
    );
  });

  it('counts in dollars when the unit is monetary', () => {
    expect(textOf({ unit: 'monetary' }).description).toContain('Total $10.50.');
  });

  it('says there is no data when there are no points', () => {
    const text = textOf({ points: [] });
    expect(text.description).toBe('Bar chart of daily use: no data.');
    expect(text.table.rows).toBeInstanceOf(Function);
    expect(tableRowsOf(text.table.rows)).toEqual([]);
  });
});

describe('energyBarText: tooltip and table', () => {
  it.each([
    [
      'an actual day, both fuels',
      0,
      BOTH,
      {
        title: 'Friday 01 May 2026',
        rows: [
          { label: 'Electricity', value: '10.00 kWh' },
          { label: 'Natural gas', value: '2.00 kWh' },
          { label: 'Total', value: '12.00 kWh', total: true },
        ],
        notes: [],
      },
      ['Friday 01 May 2026', '10.00 kWh', '2.00 kWh', '12.00 kWh', 'Actual'],
    ],
    [
      'an estimated day',
      1,
      BOTH,
      {
        title: 'Saturday 02 May 2026',
        rows: [
          { label: 'Electricity', value: '12.00 kWh' },
          { label: 'Natural gas', value: '3.00 kWh' },
          { label: 'Total', value: '15.00 kWh', total: true },
        ],
        notes: ['Estimated reading'],
      },
      ['Saturday 02 May 2026', '12.00 kWh', '3.00 kWh', '15.00 kWh', 'Estimated reading'],
    ],
    [
      'a day without data',
      2,
      BOTH,
      {
        title: 'Sunday 03 May 2026',
        rows: [
          { label: 'Electricity', value: 'No data' },
          { label: 'Natural gas', value: 'No data' },
          { label: 'Total', value: 'No data', total: true },
        ],
        notes: ['No reading yet'],
      },
      ['Sunday 03 May 2026', 'No data', 'No data', 'No data', 'No reading yet'],
    ],
    [
      'a credit day, electricity only (no total)',
      3,
      ['electricity'],
      {
        title: 'Monday 04 May 2026',
        rows: [{ label: 'Electricity', value: '8.00 kWh' }],
        notes: ['PowerShout credit applied'],
      },
      ['Monday 04 May 2026', '8.00 kWh', 'PowerShout credit applied'],
    ],
  ] as const)('says the same of %s in the tooltip and the table row', (_, index, series, tooltip, row) => {
    const text = textOf({ series: [...series] });
    expect(text.tooltip(index)).toEqual(tooltip);
    const rows = tableRowsOf(text.table.rows);
    expect(rows[index]).toEqual(row);
  });

  it('heads the table with the point, each fuel, a total when fuels stack, and the reading', () => {
    expect(textOf().table).toMatchObject({
      caption: 'Daily use',
      columns: [
        { header: 'Day' },
        { header: 'Electricity', numeric: true },
        { header: 'Natural gas', numeric: true },
        { header: 'Total', numeric: true },
        { header: 'Reading' },
      ],
    });
    expect(textOf({ series: ['naturalGas'], granularity: 'MONTHLY' }).table.columns).toEqual([
      { header: 'Month' },
      { header: 'Natural gas', numeric: true },
      { header: 'Reading' },
    ]);
  });

  it('uses the unit of the chart: dollars', () => {
    expect(textOf({ unit: 'monetary' }).tooltip(0).rows).toEqual([
      { label: 'Electricity', value: '$3.00' },
      { label: 'Natural gas', value: '$0.50' },
      { label: 'Total', value: '$3.50', total: true },
    ]);
  });
});

describe('energyBarText: legend', () => {
  it.each([
    [
      'every fuel, estimates, the average and credits when the chart shows them',
      { average: 9 },
      [
        'series Electricity',
        'series Natural gas',
        'estimated Estimated',
        'average Daily average',
        'credit PowerShout credit applied',
      ],
    ],
    [
      'only the fuels when nothing else is drawn',
      { points: days.slice(0, 1) },
      ['series Electricity', 'series Natural gas'],
    ],
    [
      'the brand’s name for the credit marker',
      { points: days.slice(3), series: ['electricity'] as SeriesKey[], creditLabel: 'Credit applied' },
      ['series Electricity', 'credit Credit applied'],
    ],
  ] as const)('lists %s', (_, input, legend) => {
    expect(textOf(input).legend.map((entry) => `${entry.kind} ${entry.label}`)).toEqual(legend);
  });

  it('shows estimates in the bottom fuel’s hatch', () => {
    expect(textOf({ series: ['naturalGas', 'electricity'] }).legend).toContainEqual({
      kind: 'estimated',
      series: 'naturalGas',
      label: 'Estimated',
    });
  });
});

describe('energyBarText: a year of hours', () => {
  const points = demoHourly('2025-07-01', 365);
  const text = textOf({ points, granularity: 'HOURLY', series: ['electricity'], subject: 'hourly electricity use' });

  it('names any hour as pointName does, the two 2am hours of the day the clocks go back apart', () => {
    const calendar = pointCalendar(points);
    for (const index of [0, 1000, 4000, points.length - 1]) {
      expect(text.name(index)).toBe(
        pointName(pointTime(points[index] as UsagePoint), 'HOURLY', Date.parse(points[index]?.start ?? '')),
      );
    }
    const twoAms = points.flatMap((point, index) =>
      point.start.startsWith('2026-04-04T1') && calendar.hours[index] === 2 ? [text.name(index)] : [],
    );
    expect(twoAms).toEqual(['Sunday 05 Apr 2026, 2:00am NZDT', 'Sunday 05 Apr 2026, 2:00am NZST']);
    expect(text.name(points.length)).toBe('');
  });

  it('describes the year from its first, last, highest and lowest hours', () => {
    expect(text.description).toMatch(
      /^Bar chart of hourly electricity use, Tuesday 01 Jul 2025, 12:00am NZST to Tuesday 30 Jun 2026, 11:00pm NZST, 8760 points\./,
    );
    const highest = text.totals.indexOf(Math.max(...text.totals));
    expect(text.description).toContain(` on ${text.name(highest)}; lowest `);
  });
});

describe('energyBarText: revised readings', () => {
  // 1 May revised (first estimated, since read); 3 May has no reading, so nothing of it can be revised.
  const revisedDays: UsagePoint[] = [
    { start: '2026-05-01', electricity: { ...amount(10, 3), revised: true } },
    { start: '2026-05-02', electricity: amount(12, 3.6) },
    { start: '2026-05-03', electricity: { ...amount(0, 0, 'empty'), revised: true } },
  ];
  const text = textOf({ points: revisedDays, series: ['electricity'] });

  it('marks the revised points, says so in their tooltip and table row, and counts them in the description', () => {
    expect(text.revised).toEqual([true, false, false]);
    expect(text.tooltip(0).notes).toEqual(['Revised: first estimated, since read']);
    expect(text.tooltip(1).notes).toEqual([]);
    expect(tableRowsOf(text.table.rows)[0]?.at(-1)).toBe('Revised: first estimated, since read');
    expect(text.description).toContain('1 day revised since first estimated');
  });

  it('puts Revised in the legend only when a point is', () => {
    expect(text.legend.map((entry) => entry.label)).toContain('Revised');
    expect(textOf().legend.map((entry) => entry.label)).not.toContain('Revised');
  });
});
