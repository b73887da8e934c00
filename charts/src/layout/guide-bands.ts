import { formatDate, type IsoDate } from '@harakeke/design-system';

/** One month's stretch of a daily chart. */
export interface GuideBand {
  /** 'YYYY-MM' */
  month: string;
  /** Index of the first day in the band. */
  start: number;
  /** Index after the last day. */
  end: number;
  label: string;
  /** Whether the month's label is drawn; the band is drawn regardless. */
  labelVisible: boolean;
  /** Alternate bands are shaded so neighbouring months read apart. */
  shaded: boolean;
}

/** spec 1 §9: a month's label is hidden when its segment is under 5 days. */
export const MIN_LABELLED_DAYS = 5;
/** spec 1 §9: every other label is hidden when there are more than 6 months. */
export const MAX_MONTHS_ALL_LABELLED = 6;

/** Monthly guide bands behind daily bars, from the days' dates in order. */
export function monthGuideBands(dates: readonly IsoDate[]): GuideBand[] {
  const bands: GuideBand[] = [];
  dates.forEach((date, index) => {
    const month = formatDate(date, 'YYYY-MM');
    const last = bands.at(-1);
    if (last && last.month === month) {
      last.end = index + 1;
      return;
    }
    bands.push({
      month,
      start: index,
      end: index + 1,
      label: formatDate(date, 'MMM'),
      labelVisible: true,
      shaded: bands.length % 2 === 1,
    });
  });
  const thinOut = bands.length > MAX_MONTHS_ALL_LABELLED;
  bands.forEach((band, position) => {
    band.labelVisible = band.end - band.start >= MIN_LABELLED_DAYS && !(thinOut && position % 2 === 1);
  });
  return bands;
}

/** A guide band where it is drawn: its slots' span, and where its label starts. */
export interface PlacedGuideBand extends GuideBand {
  /** Left edge (px from the plot's left): where the band's first day's slot starts. */
  x: number;
  /** From the first day's slot start to the last day's slot end (px). */
  width: number;
  /** Where the month's label starts: just inside the band's left edge. */
  labelX: number;
}

/** The month's label sits this far inside its band, so it does not touch the band before (px). */
export const GUIDE_LABEL_INSET = 4;

/**
 * Each band from the start of its first day's slot to the end of its last, on the bars' own slots (`slotStart`
 * from the bar layout), so the bands' edges fall exactly between the bars of neighbouring months.
 */
export function placeGuideBands(bands: readonly GuideBand[], slotStart: (index: number) => number): PlacedGuideBand[] {
  return bands.map((band) => {
    const x = slotStart(band.start);
    return { ...band, x, width: slotStart(band.end) - x, labelX: x + GUIDE_LABEL_INSET };
  });
}
