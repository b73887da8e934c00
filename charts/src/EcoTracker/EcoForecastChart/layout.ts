import { scaleBand } from 'd3-scale';
import { pointName } from '../../model/point-names.js';
import {
  aucklandWallClock,
  formatDate,
  hoursOfAucklandDay,
  type AucklandWallClock,
  type IsoDate,
} from '@harakeke/design-system';

/** One hour of the forecast as the API gives it (spec 2 §3 Forecast: HourlyBreakdown entries Hour, EcoFriendly). */
export interface HourlyBreakdown {
  /** The Auckland clock hour, 0 to 23. */
  Hour: number;
  EcoFriendly: boolean;
}

/**
 * One day of the forecast (the nextSevenDay call): its Auckland date and its hours as the API lists them, in order.
 * The clock hours (0-23) say which hour of the day each entry is. When the clocks go back the day has two 2am hours:
 * two entries with Hour 2, the first for 2am NZDT and the second for 2am NZST. When they go forward there is no 2am,
 * and an entry for it is ignored.
 */
export interface EcoForecastDay {
  date: IsoDate;
  HourlyBreakdown: readonly HourlyBreakdown[];
}

/** One real hour of a forecast day. */
export interface ForecastCell {
  /** Which day (column) it belongs to. */
  day: number;
  date: IsoDate;
  /** When the hour starts (epoch ms). */
  instant: number;
  time: AucklandWallClock;
  /** 1 for the second of two hours with the same clock hour (the clocks went back), else 0. */
  repeat: 0 | 1;
  /** Whether the hour is forecast to be eco-friendly; null when the API gave no entry for it. */
  ecoFriendly: boolean | null;
  /** The hour's full name: 'Sunday 05 Apr 2026, 2:00am NZST'. */
  name: string;
}

/** A forecast day's summary. */
export interface ForecastDaySummary {
  date: IsoDate;
  /** 'Sunday 05 Apr 2026' */
  name: string;
  /** Hours the day really has: 24, 23 when the clocks go forward, 25 when they go back. */
  hours: number;
  ecoFriendlyHours: number;
  /** Hours without a forecast entry. */
  unknownHours: number;
  /** Index of the day's first cell. */
  first: number;
}

export interface ForecastCells {
  cells: ForecastCell[];
  days: ForecastDaySummary[];
}

/**
 * Every real hour of each day in order, each with its forecast: hour by hour from the day's Auckland midnight, so a
 * 23-hour day has 23 cells and a 25-hour day 25. Each API entry goes to the first hour of the day with its clock hour
 * that no entry has taken yet; entries for an hour the day does not have (or beyond 0-23) are ignored.
 */
export function forecastCells(days: readonly EcoForecastDay[]): ForecastCells {
  const cells: ForecastCell[] = [];
  const summaries: ForecastDaySummary[] = [];
  days.forEach((day, dayIndex) => {
    const instants = hoursOfAucklandDay(day.date);
    const times = instants.map(aucklandWallClock);
    const forecast: Array<boolean | null> = times.map(() => null);
    for (const entry of day.HourlyBreakdown) {
      const slot = times.findIndex((time, index) => time.hour === entry.Hour && forecast[index] === null);
      if (slot >= 0) forecast[slot] = entry.EcoFriendly;
    }
    const first = cells.length;
    times.forEach((time, index) => {
      const instant = instants[index] as number;
      cells.push({
        day: dayIndex,
        date: day.date,
        instant,
        time,
        repeat: index > 0 && times[index - 1]?.hour === time.hour ? 1 : 0,
        ecoFriendly: forecast[index] ?? null,
        name: pointName(time, 'HOURLY', instant),
      });
    });
    summaries.push({
      date: day.date,
      name: formatDate(day.date, 'dddd DD MMM YYYY'),
      hours: times.length,
      ecoFriendlyHours: forecast.filter((value) => value === true).length,
      unknownHours: forecast.filter((value) => value === null).length,
      first,
    });
  });
  return { cells, days: summaries };
}

/** 'Eco-friendly', 'Not eco-friendly' or 'No forecast': what a cell is, in words. */
export function ecoStateText(ecoFriendly: boolean | null): string {
  if (ecoFriendly === null) return 'No forecast';
  return ecoFriendly ? 'Eco-friendly' : 'Not eco-friendly';
}

const hoursWord = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;

/** What a day with a clock change is like, for the description and the legend; null on an ordinary day. */
export function clockChangeNote(day: ForecastDaySummary): string | null {
  if (day.hours === 23) return `The clocks go forward on ${day.name}: it has 23 hours, with no 2am.`;
  if (day.hours === 25) return `The clocks go back on ${day.name}: it has 25 hours, with 2am twice.`;
  return null;
}

/**
 * The forecast's description: its days, how many hours are predicted to be eco-friendly in all, the days with the
 * most and fewest, any clock change, and each day's count (seven days, so all are read out; the hours are in the
 * table and under the keys).
 */
export function describeForecast(days: readonly ForecastDaySummary[]): string {
  if (days.length === 0) return 'Grid of the eco-friendly hours forecast: no data.';
  const range = days.length === 1 ? days[0]?.name : `${days[0]?.name} to ${days.at(-1)?.name}`;
  const hours = days.reduce((sum, day) => sum + day.hours, 0);
  const eco = days.reduce((sum, day) => sum + day.ecoFriendlyHours, 0);
  const unknown = days.reduce((sum, day) => sum + day.unknownHours, 0);
  const sentences = [
    `Grid of the eco-friendly hours forecast by hour, ${range}, ${days.length} ${days.length === 1 ? 'day' : 'days'}.`,
    `${eco} of ${hours} hours are predicted to be eco-friendly.`,
  ];
  if (days.length > 1) {
    const most = days.reduce((best, day) => (day.ecoFriendlyHours > best.ecoFriendlyHours ? day : best));
    const fewest = days.reduce((best, day) => (day.ecoFriendlyHours < best.ecoFriendlyHours ? day : best));
    sentences.push(
      `Most on ${most.name} (${hoursWord(most.ecoFriendlyHours)}); fewest on ${fewest.name} (${hoursWord(fewest.ecoFriendlyHours)}).`,
    );
  }
  if (unknown > 0) sentences.push(`${hoursWord(unknown)} without a forecast.`);
  sentences.push(...days.map(clockChangeNote).filter((note): note is string => note !== null));
  sentences.push(`${days.map((day) => `${day.name}: ${day.ecoFriendlyHours} of ${day.hours}`).join('; ')}.`);
  return sentences.join(' ');
}

/** Room around the grid: clock hours on the left, day names above, each day's count below (px). */
export const FORECAST_MARGINS = { top: 40, right: 4, bottom: 32, left: 44 } as const;
/** Height of one clock hour's row. */
export const FORECAST_ROW_HEIGHT = 12;
/** A cell's inset from its column's edges, and the gap between the halves of a shared row (px). */
const CELL_GAP = 2;
/** A column is never narrower than this, however narrow the drawing (px). */
const MIN_COLUMN_WIDTH = 4;
const HOUR_MS = 3_600_000;

/** Whether an hour has passed by an instant: it has ended. */
export function hasPassed(cell: ForecastCell, now: number | undefined): boolean {
  return now !== undefined && cell.instant + HOUR_MS <= now;
}

export interface CellBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ForecastGridLayout {
  /** The whole drawing's height (px), margins included. */
  height: number;
  /** Width of one day's column. */
  columnWidth: number;
  /** Where a day's column starts (px from the drawing's left); the day count: where the last column ends. */
  columnX: (day: number) => number;
  /** The middle of a day's column: its name and its count are centred on it. */
  columnCentre: (day: number) => number;
  /** Where a day's column ends: the now line runs across its day's column to here. */
  columnEnd: (day: number) => number;
  /** Top of a clock hour's row; 24: the grid's bottom. */
  rowY: (hour: number) => number;
  /** The middle of a clock hour's row: its label is centred on it. */
  rowCentre: (hour: number) => number;
  /** The grid's right edge: where the last day's column ends. */
  gridRight: number;
  /** The grid's bottom: where the last hour's row ends. */
  gridBottom: number;
  /** A cell's box; the two hours that share a clock hour when the clocks go back each take half the row's width. */
  boxOf: (index: number) => CellBox;
  /** The cell under a point of the drawing: the day's column by x, the clock hour's row by y. */
  indexAt: (x: number, y: number) => number;
  /** Where an instant falls: its day's column and a y within its hour's cell; null outside the forecast. */
  positionOf: (instant: number) => { day: number; y: number } | null;
}

/**
 * Days across, clock hours down, like a week in a calendar: seven columns stay wide enough on a 320 px phone, and an
 * hour's row lines up across the days. A missing hour (the clocks go forward) leaves its row empty in that column.
 */
export function layoutForecastGrid({
  cells,
  dayCount,
  width,
}: {
  cells: readonly ForecastCell[];
  dayCount: number;
  width: number;
}): ForecastGridLayout {
  const { top, left, right, bottom } = FORECAST_MARGINS;
  const columnCount = Math.max(dayCount, 1);
  // Days are d3 bands edge to edge across the room between the margins, as visx lays out a band axis; the range
  // grows past the right margin only to keep each column MIN_COLUMN_WIDTH wide.
  const columns = scaleBand<number>()
    .domain(Array.from({ length: columnCount }, (_, day) => day))
    .range([left, Math.max(width - right, left + columnCount * MIN_COLUMN_WIDTH)]);
  const columnWidth = columns.bandwidth();
  // The count (the grid's right edge) is past the domain, so edges come from the range and the step, not band().
  const columnX = (day: number) => columns.range()[0] + day * columns.step();
  // Rows are fixed at FORECAST_ROW_HEIGHT and the drawing's height follows from them, not the other way round: a
  // scale here would only restate the multiplication.
  const rowY = (hour: number) => top + hour * FORECAST_ROW_HEIGHT;
  const sharesRow = (cell: ForecastCell, index: number) =>
    cell.repeat === 1 || (cells[index + 1]?.repeat === 1 && cells[index + 1]?.day === cell.day);

  // The cells sit CELL_GAP inside their columns whatever the column's width: a band scale's padding is a share of
  // its step, so fixed pixel gaps stay arithmetic here.
  const boxOf = (index: number): CellBox => {
    const cell = cells[index];
    if (!cell) return { x: left, y: top, width: 0, height: 0 };
    const full = columnWidth - CELL_GAP * 2;
    const half = (full - CELL_GAP) / 2;
    const split = sharesRow(cell, index);
    return {
      x: columnX(cell.day) + CELL_GAP + (split && cell.repeat === 1 ? half + CELL_GAP : 0),
      y: rowY(cell.time.hour) + 1,
      width: split ? half : full,
      height: FORECAST_ROW_HEIGHT - 2,
    };
  };

  const indexAt = (x: number, y: number) => {
    if (cells.length === 0) return 0;
    const day = Math.min(Math.max(Math.floor((x - left) / columnWidth), 0), dayCount - 1);
    const hour = Math.min(Math.max(Math.floor((y - top) / FORECAST_ROW_HEIGHT), 0), 23);
    const inDay = cells.flatMap((cell, index) => (cell.day === day ? [index] : []));
    if (inDay.length === 0) return 0;
    const atHour = inDay.filter((index) => cells[index]?.time.hour === hour);
    if (atHour.length === 2) {
      // The repeated hour: the right half is the second one.
      const second = boxOf(atHour[1] as number);
      return x >= second.x ? (atHour[1] as number) : (atHour[0] as number);
    }
    if (atHour.length === 1) return atHour[0] as number;
    // No such hour that day (the clocks went forward): the next hour that exists.
    return inDay.find((index) => (cells[index]?.time.hour ?? 0) > hour) ?? (inDay.at(-1) as number);
  };

  const positionOf = (instant: number) => {
    const index = cells.findIndex((cell) => cell.instant <= instant && instant < cell.instant + HOUR_MS);
    const cell = cells[index];
    if (!cell) return null;
    const box = boxOf(index);
    return { day: cell.day, y: box.y + ((instant - cell.instant) / HOUR_MS) * box.height };
  };

  return {
    height: top + 24 * FORECAST_ROW_HEIGHT + bottom,
    columnWidth,
    columnX,
    columnCentre: (day) => columnX(day) + columnWidth / 2,
    columnEnd: (day) => columnX(day) + columnWidth,
    rowY,
    rowCentre: (hour) => rowY(hour) + FORECAST_ROW_HEIGHT / 2,
    gridRight: columnX(dayCount),
    gridBottom: rowY(24),
    boxOf,
    indexAt,
    positionOf,
  };
}
