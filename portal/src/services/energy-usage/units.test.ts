import { describe, expect, it } from 'vitest';
import { availableConsumptionUnits, selectedConsumptionUnit, shownConsumptionUnit } from './units.js';

describe('selectedConsumptionUnit (spec 1 §4)', () => {
  it.each([
    { unitMode: 'monetary', costIncluded: true, unit: 'monetary', why: 'money when the cost is included' },
    { unitMode: 'monetary', costIncluded: false, unit: 'kwh', why: 'kWh for a value plan (cost not included)' },
    { unitMode: 'kwh', costIncluded: true, unit: 'kwh', why: 'kWh for a buying group' },
    { unitMode: 'kwh', costIncluded: false, unit: 'kwh', why: 'kWh for a buying group on a value plan' },
  ] as const)('$why', ({ unitMode, costIncluded, unit }) => {
    expect(selectedConsumptionUnit(unitMode, costIncluded)).toBe(unit);
  });
});

describe('the units a customer may switch between', () => {
  it('offers kWh beside dollars only when the cost is included and the account is not a buying group', () => {
    expect(availableConsumptionUnits('monetary', true)).toEqual(['monetary', 'kwh']);
    expect(availableConsumptionUnits('monetary', false)).toEqual(['kwh']);
    expect(availableConsumptionUnits('kwh', true)).toEqual(['kwh']);
  });

  it('shows the customer’s choice when it is on offer, else the selected unit', () => {
    expect(shownConsumptionUnit('monetary', true, 'kwh')).toBe('kwh');
    expect(shownConsumptionUnit('monetary', true, null)).toBe('monetary');
    expect(shownConsumptionUnit('kwh', true, 'monetary')).toBe('kwh');
    expect(shownConsumptionUnit('monetary', false, 'monetary')).toBe('kwh');
  });
});
