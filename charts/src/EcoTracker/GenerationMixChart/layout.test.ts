import { describe, expect, it } from 'vitest';
import {
  describeGenerationMix,
  generationShares,
  groupedNote,
  hasGeneration,
  layoutMixRows,
  MIX_LABEL_WIDTH,
  MIX_ROW_HEIGHT,
  MIX_VALUE_WIDTH,
  sourceKeyOf,
  wholePercentages,
} from './layout.js';

const realtime = [
  { name: 'Hydro', percentage: 57.4 },
  { name: 'Geothermal', percentage: 18.2 },
  { name: 'Gas', percentage: 7.9 },
  { name: 'Coal', percentage: 2.6 },
  { name: 'CoGen', percentage: 1.8 },
  { name: 'Wind', percentage: 11.6 },
  { name: 'Others', percentage: 0.5 },
];

const byLabel = (sources: Parameters<typeof generationShares>[0]) =>
  Object.fromEntries(generationShares(sources).map((share) => [share.label, share.text]));

describe('sourceKeyOf', () => {
  it('matches the generation types whatever their case, spaces or hyphens', () => {
    expect(
      ['Hydro', 'HYDRO', ' geothermal ', 'Co-Gen', 'CoGen', 'cogeneration', 'Other', 'Others'].map(sourceKeyOf),
    ).toEqual(['hydro', 'hydro', 'geothermal', 'cogen', 'cogen', 'cogen', 'others', 'others']);
  });

  it('does not know other names', () => {
    expect(sourceKeyOf('Solar')).toBeNull();
    expect(sourceKeyOf('')).toBeNull();
  });
});

describe('wholePercentages', () => {
  it('adds up to the target where plain rounding would not', () => {
    expect(wholePercentages([33.3, 33.3, 33.4], 100)).toEqual([33, 33, 34]);
    expect(wholePercentages([12.5, 12.5, 75], 100)).toEqual([13, 12, 75]);
  });

  it('gives the missing points to the shares that lost the most', () => {
    const wholes = wholePercentages([57.4, 18.2, 7.9, 2.6, 1.8, 11.6, 0.5], 100);
    expect(wholes).toEqual([57, 18, 8, 3, 2, 12, 0]);
    expect(wholes.reduce((sum, value) => sum + value, 0)).toBe(100);
  });
});

describe('generationShares', () => {
  it('lists the seven types in the spec’s order, each to whole percent, adding up to 100', () => {
    const shares = generationShares(realtime);
    expect(shares.map((share) => share.label)).toEqual([
      'Hydro',
      'Geothermal',
      'Gas',
      'Coal',
      'CoGen',
      'Wind',
      'Others',
    ]);
    expect(shares.map((share) => share.whole)).toEqual([57, 18, 8, 3, 2, 12, 0]);
    expect(shares.reduce((sum, share) => sum + share.whole, 0)).toBe(100);
  });

  it('says “under 1%” for a share above zero that rounds to nothing, and 0% for none', () => {
    expect(byLabel(realtime).Others).toBe('under 1%');
    expect(byLabel([{ name: 'Hydro', percentage: 100 }]).Coal).toBe('0%');
  });

  it('groups names it does not know into Others and names those above 0%', () => {
    const shares = generationShares([
      { name: 'Hydro', percentage: 90 },
      { name: 'Solar', percentage: 6 },
      { name: 'Battery', percentage: 0.2 },
      { name: 'Diesel', percentage: 0 },
      { name: 'Others', percentage: 3.8 },
    ]);
    const others = shares.find((share) => share.key === 'others');
    expect(others?.text).toBe('10%');
    expect(others?.grouped).toEqual([
      { name: 'Solar', text: '6%' },
      { name: 'Battery', text: 'under 1%' },
    ]);
    expect(others && groupedNote(others)).toBe('Others includes Solar (6%) and Battery (under 1%).');
    expect(groupedNote(shares[0]!)).toBeNull();
  });

  it('adds up repeated names and shows a type the API left out as 0%', () => {
    const text = byLabel([
      { name: 'Hydro', percentage: 40 },
      { name: 'hydro', percentage: 20 },
      { name: 'Wind', percentage: 40 },
    ]);
    expect(text).toMatchObject({ Hydro: '60%', Wind: '40%', Geothermal: '0%', Coal: '0%' });
  });

  it('scales a mix off by rounding to exactly 100', () => {
    const shares = generationShares([
      { name: 'Hydro', percentage: 60.6 },
      { name: 'Wind', percentage: 40.4 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.percentage, 0)).toBeCloseTo(100, 10);
    expect(shares.reduce((sum, share) => sum + share.whole, 0)).toBe(100);
  });

  it('draws a partial mix as it is, not stretched to 100', () => {
    const shares = generationShares([
      { name: 'Hydro', percentage: 40.2 },
      { name: 'Wind', percentage: 9.9 },
    ]);
    expect(shares.map((share) => share.whole)).toEqual([40, 0, 0, 0, 0, 10, 0]);
  });

  it('counts negative and missing percentages as nothing', () => {
    const sources = [
      { name: 'Hydro', percentage: 100 },
      { name: 'Coal', percentage: -3 },
      { name: 'Wind', percentage: Number.NaN },
    ];
    expect(byLabel(sources)).toMatchObject({ Hydro: '100%', Coal: '0%', Wind: '0%' });
    expect(hasGeneration(sources)).toBe(true);
    expect(hasGeneration([{ name: 'Coal', percentage: 0 }])).toBe(false);
  });
});

describe('describeGenerationMix', () => {
  it('says when, then every type largest first, then what Others holds', () => {
    const shares = generationShares([...realtime.slice(0, 6), { name: 'Solar', percentage: 0.5 }]);
    expect(describeGenerationMix(shares, 'Wednesday 10 Jun 2026, 2:30pm NZST')).toBe(
      'Bar chart of the electricity generation mix, as at Wednesday 10 Jun 2026, 2:30pm NZST, 7 sources. ' +
        'Largest first: Hydro 57%, Geothermal 18%, Wind 12%, Gas 8%, Coal 3%, CoGen 2%, Others under 1%. ' +
        'Others includes Solar (under 1%).',
    );
  });
});

describe('layoutMixRows', () => {
  const layout = layoutMixRows({ count: 7, width: 400 });

  it('stacks one row per source, bars starting after the names on a track for 100 %', () => {
    expect(layout.height).toBe(7 * MIX_ROW_HEIGHT);
    expect(layout.barX).toBe(MIX_LABEL_WIDTH);
    expect(layout.fullWidth).toBe(400 - MIX_LABEL_WIDTH - MIX_VALUE_WIDTH);
    expect(layout.barLength(100)).toBe(layout.fullWidth);
    expect(layout.barLength(50)).toBe(layout.fullWidth / 2);
    expect(layout.rowTop(2)).toBe(2 * MIX_ROW_HEIGHT);
  });

  it('keeps a sliver for a share above zero and nothing for zero', () => {
    expect(layout.barLength(0.1)).toBe(2);
    expect(layout.barLength(0)).toBe(0);
  });

  it('finds the row under a y position, clamped to the rows', () => {
    expect(layout.indexAt(MIX_ROW_HEIGHT * 2.5)).toBe(2);
    expect(layout.indexAt(-10)).toBe(0);
    expect(layout.indexAt(10_000)).toBe(6);
  });
});
