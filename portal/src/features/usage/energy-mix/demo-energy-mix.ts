import type { Insights } from '@harakeke/contract';

const comparison = (actual: number, average: number, efficient: number) => ({
  Actual: actual,
  Average: average,
  Efficient: efficient,
});

/** Thirty spring days of a home with electric heating and hot water and a gas hob, from its home profile. */
export const demoEnergyMix: Insights = {
  Date: '2026-10-30',
  EndDate: '2026-11-28',
  Period: 'ThirtyDay',
  Readings: [
    { Use: 'Always On', EnergyInDollars: 21.64, EnergyInKWh: 62 },
    { Use: 'Lights & Appliances', EnergyInDollars: 48.09, EnergyInKWh: 138 },
    { Use: 'Hot Water', EnergyInDollars: 39.71, EnergyInKWh: 114 },
    { Use: 'Electric Heating', EnergyInDollars: 27.43, EnergyInKWh: 79 },
    { Use: 'Air Conditioning', EnergyInDollars: 6.12, EnergyInKWh: 18 },
    { Use: 'Gas Other', EnergyInDollars: 9.87, EnergyInKWh: 41 },
  ],
  Comparison: {
    Electricity: {
      UsageInKWh: comparison(411, 452, 352),
      UsageInDollars: comparison(142.99, 157.25, 122.46),
    },
    Gas: { UsageInKWh: comparison(41, 55, 38), UsageInDollars: comparison(9.87, 13.24, 9.15) },
    Readings: { Average: [], Efficient: [] },
    Total: { UsageInKWh: comparison(452, 507, 390), UsageInDollars: comparison(152.86, 170.49, 131.61) },
  },
  IsLite: false,
  HasHomeProfileChanged: false,
  EarliestDate: '2023-11-29',
};
