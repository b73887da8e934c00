import { describe, expect, it } from 'vitest';
import type { MonitoringPeriod, MonitoringReading } from './layout.js';
import { formatKw, monitoringText, monitoringTitle } from './text-model.js';
import { tableRowsOf } from '../primitives/DataTable.js';

/** Three minutes of live demand from 6:30pm NZDT on Wednesday 18 March 2026, the second missing. */
const minutes: MonitoringReading[] = [
  { time: '2026-03-18T05:30:00.000Z', value: 1.25 },
  { time: '2026-03-18T05:31:00.000Z', value: null },
  { time: '2026-03-18T05:32:00.000Z', value: 2.5 },
];

/** 1am to 3am NZST on Sunday 5 April 2026, the day the clocks go back: 2am twice. */
const hours: MonitoringReading[] = [
  { time: '2026-04-04T12:00:00.000Z', value: 0.5 },
  { time: '2026-04-04T13:00:00.000Z', value: 0.4 },
  { time: '2026-04-04T14:00:00.000Z', value: 0.3 },
  { time: '2026-04-04T15:00:00.000Z', value: 0.2 },
];

const days: MonitoringReading[] = [
  { time: '2026-02-18', value: 20 },
  { time: '2026-02-19', value: 22.5 },
];

const months: MonitoringReading[] = [
  { time: '2025-01-01', value: 600 },
  { time: '2025-02-01', value: 550 },
];

function textOf(period: MonitoringPeriod, readings: readonly MonitoringReading[]) {
  return monitoringText({ period, readings, title: monitoringTitle[period] });
}

const rowsOf = (text: ReturnType<typeof textOf>) => tableRowsOf(text.table.rows);

describe('monitoringText: names', () => {
  it.each([
    [
      'live',
      minutes,
      [
        'Wednesday 18 Mar 2026, 6:30pm NZDT',
        'Wednesday 18 Mar 2026, 6:31pm NZDT',
        'Wednesday 18 Mar 2026, 6:32pm NZDT',
      ],
      'minutes',
      'ten minutes',
    ],
    [
      'day',
      hours,
      [
        'Sunday 05 Apr 2026, 1:00am NZDT',
        'Sunday 05 Apr 2026, 2:00am NZDT',
        'Sunday 05 Apr 2026, 2:00am NZST',
        'Sunday 05 Apr 2026, 3:00am NZST',
      ],
      'readings',
      'three hours',
    ],
    ['month', days, ['Wednesday 18 Feb 2026', 'Thursday 19 Feb 2026'], 'days', 'a week'],
    ['year', months, ['January 2025', 'February 2025'], 'months', 'a month'],
  ] as const)('names %s readings in full', (period, readings, names, pointsName, pageName) => {
    const text = textOf(period, readings);
    expect(text.names).toEqual(names);
    expect(text.pointsName).toBe(pointsName);
    expect(text.pageName).toBe(pageName);
  });
});

describe('monitoringText: description', () => {
  it.each([
    [
      'live demand in kW, without a total, and the missing readings',
      'live',
      minutes,
      'Line chart of live electricity demand by minute, Wednesday 18 Mar 2026, 6:30pm NZDT to ' +
        'Wednesday 18 Mar 2026, 6:32pm NZDT, 3 points. Highest 2.50 kW on Wednesday 18 Mar 2026, 6:32pm NZDT; ' +
        'lowest 1.25 kW on Wednesday 18 Mar 2026, 6:30pm NZDT. 1 reading missing.',
    ],
    [
      'energy in kWh, with its total and trend',
      'month',
      days,
      'Line chart of electricity use over the month, Wednesday 18 Feb 2026 to Thursday 19 Feb 2026, 2 points. ' +
        'Total 42.50 kWh. Highest 22.50 kWh on Thursday 19 Feb 2026; lowest 20.00 kWh on Wednesday 18 Feb 2026.',
    ],
  ] as const)('describes %s', (_, period, readings, start) => {
    expect(textOf(period, readings).description.startsWith(start)).toBe(true);
  });

  it('says there is no data without readings', () => {
    expect(textOf('week', []).description).toBe('Line chart of electricity use over the week: no data.');
  });
});

describe('monitoringText: tooltip and table', () => {
  it.each([
    ['live demand', 'live', minutes, 0, { label: 'Demand', value: '1.25 kW' }],
    ['a missing minute', 'live', minutes, 1, { label: 'Demand', value: 'No data' }],
    ['an hour’s energy', 'day', hours, 2, { label: 'Electricity', value: '0.30 kWh' }],
  ] as const)('says %s', (_, period, readings, index, row) => {
    const text = textOf(period, readings);
    expect(text.tooltip(index)).toEqual({ title: text.names[index], rows: [row] });
  });

  it.each([
    ['live', minutes, ['Time', 'Demand (kW)'], ['Wednesday 18 Mar 2026, 6:31pm NZDT', 'No data']],
    ['year', months, ['Period', 'Use (kWh)'], ['February 2025', '550.00 kWh']],
  ] as const)('tabulates %s readings, one row each', (period, readings, headers, secondRow) => {
    const text = textOf(period, readings);
    expect(text.table.caption).toBe(monitoringTitle[period]);
    expect(text.table.columns.map((column) => column.header)).toEqual(headers);
    expect(rowsOf(text)).toHaveLength(readings.length);
    expect(rowsOf(text)[1]).toEqual(secondRow);
  });

  it('writes kW like kWh', () => {
    expect(formatKw(1.5)).toBe('1.50 kW');
  });
});
