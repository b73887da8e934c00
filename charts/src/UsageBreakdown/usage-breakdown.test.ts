import { describe, expect, it } from 'vitest';
import { formatInsightTotal, formatInsightValue } from '../model/insights.js';
import {
  categoryOf,
  describeBreakdown,
  gasOtherLabel,
  shareLabel,
  usageBreakdown,
  wholePercentages,
  type InsightsReading,
} from './usage-breakdown.js';

const reading = (Use: string, EnergyInKWh: number, EnergyInDollars = EnergyInKWh / 4): InsightsReading => ({
  Use,
  EnergyInKWh,
  EnergyInDollars,
});

describe('gasOtherLabel (spec 2 §3)', () => {
  it.each([
    [402.5, 'Gas'],
    [0.01, 'Gas'],
    [0, 'Gas Other'],
    [-3, 'Gas Other'],
  ])('gas heating of %s kWh labels the gas-other line %s', (kWh, label) => {
    expect(gasOtherLabel(kWh)).toBe(label);
  });
});

describe('categoryOf', () => {
  it.each([
    ['Always On', 'alwaysOn'],
    ['Lights & Appliances', 'lightsAppliances'],
    ['LightsAndAppliances', 'lightsAppliances'],
    ['hot water', 'hotWater'],
    ['Pool Pump', 'poolPump'],
    ['Air Conditioning', 'airConditioning'],
    ['Heating', 'heating'],
    ['Electric Heating', 'heating'],
    ['Gas Heating', 'gasHeating'],
    ['Gas Other', 'gasOther'],
    ['Gas', 'gas'],
    ['Spa', null],
  ])('%s is %s', (use, category) => {
    expect(categoryOf(use)).toBe(category);
  });
});

describe('wholePercentages', () => {
  it('adds up to exactly 100, giving the leftover points to the largest remainders', () => {
    expect(wholePercentages([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercentages([96.4, 188.7, 214.2, 61.8, 22.5, 143.9]).reduce((a, b) => a + b)).toBe(100);
  });

  it('gives zero, negative and missing values 0, and all zeros when there is no total', () => {
    expect(wholePercentages([3, 0, -2, Number.NaN, 1])).toEqual([75, 0, 0, 0, 25]);
    expect(wholePercentages([0, 0])).toEqual([0, 0]);
  });
});

describe('shareLabel', () => {
  it('says under 1% for a use that rounds to no whole percent', () => {
    expect(shareLabel(0, 0.6)).toBe('under 1%');
    expect(shareLabel(34, 120)).toBe('34%');
  });
});

describe('usageBreakdown', () => {
  it('relabels gas other as Gas, painted as gas, when gas heating has kWh (spec 2 §3)', () => {
    const { rows } = usageBreakdown([reading('Gas Heating', 400), reading('Gas Other', 270)], 'kwh');
    expect(rows.map((row) => [row.label, row.category])).toEqual([
      ['Gas Heating', 'gasHeating'],
      ['Gas', 'gas'],
    ]);
  });

  it('keeps Gas Other when gas heating has no kWh, even in dollars', () => {
    const { rows } = usageBreakdown([reading('Gas Heating', 0, 5), reading('Gas Other', 300)], 'monetary');
    expect(rows.map((row) => row.label)).toEqual(['Gas Heating', 'Gas Other']);
  });

  it('adds a relabelled gas-other line to a Gas line the call already sent', () => {
    const { rows } = usageBreakdown([reading('Gas', 100), reading('Gas Heating', 50), reading('Gas Other', 20)], 'kwh');
    expect(rows.find((row) => row.label === 'Gas')?.value).toBe(120);
  });

  it('leaves out categories without use in the shown unit, and puts the rest in the spec order', () => {
    const breakdown = usageBreakdown(
      [
        reading('Hot Water', 0),
        reading('Electric Heating', 144),
        reading('Always On', 96),
        reading('Spa', 12),
        reading('Pool Pump', 62),
      ],
      'kwh',
    );
    expect(breakdown.rows.map((row) => row.label)).toEqual(['Always On', 'Pool Pump', 'Electric Heating', 'Spa']);
    expect(breakdown.rows.at(-1)?.category).toBeNull();
    expect(breakdown.total).toBe(314);
    expect(breakdown.rows.reduce((sum, row) => sum + row.share, 0)).toBe(100);
  });

  it('adds readings of one category together', () => {
    const { rows } = usageBreakdown([reading('Heating', 10, 3), reading('Electric Heating', 5, 2)], 'monetary');
    expect(rows).toEqual([{ key: 'heating', category: 'heating', label: 'Heating', value: 5, share: 100 }]);
  });

  it('draws nothing when no category has use', () => {
    expect(usageBreakdown([reading('Always On', 0)], 'kwh')).toEqual({ rows: [], total: 0 });
  });
});

describe('insight figures (spec 2 §5)', () => {
  it('rounds kWh to whole numbers and dollars to cents; totals keep 2 decimals', () => {
    expect(formatInsightValue(1214.5, 'kwh')).toBe('1,215 kWh');
    expect(formatInsightValue(68.544, 'monetary')).toBe('$68.54');
    expect(formatInsightTotal(727.5, 'kwh')).toBe('727.50 kWh');
    expect(formatInsightTotal(232.8, 'monetary')).toBe('$232.80');
  });
});

describe('describeBreakdown', () => {
  it('says the count, total, largest and smallest and every line, without a range or trend', () => {
    const breakdown = usageBreakdown([reading('Always On', 100), reading('Hot Water', 300)], 'kwh');
    const text = describeBreakdown(
      breakdown,
      'energy use by category',
      (v) => formatInsightValue(v, 'kwh'),
      (v) => formatInsightTotal(v, 'kwh'),
    );
    expect(text).toBe(
      'Bar chart of energy use by category, 2 categories. Total 400.00 kWh. Largest Hot Water 300 kWh (75%); smallest Always On 100 kWh (25%). ' +
        'Always On 100 kWh (25%); Hot Water 300 kWh (75%).',
    );
  });
});
