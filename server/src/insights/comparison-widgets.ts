import type { HomeComparisonWidget, Insights, UsageBreakdownWidget } from '@harakeke/contract';
import { centsOf, nzdOf } from '../amounts.js';

/** spec 2 §4: the comparison widgets' state, from how far the home profile has come. */
export function comparisonWidgetState(profile: { isUnlocked: boolean; isStarted: boolean; isReady: boolean }) {
  if (profile.isReady) return 'success' as const;
  if (profile.isUnlocked) return 'comingSoon' as const;
  return profile.isStarted ? ('notReadyStarted' as const) : ('notReadyNotStarted' as const);
}

/** The home comparison widget's data: the period's total against similar homes, and where the home stands. */
export function homeComparisonData(insights: Insights): NonNullable<HomeComparisonWidget['data']> {
  const { Total } = insights.Comparison;
  const { Actual, Average, Efficient } = Total.UsageInKWh;
  return {
    Date: insights.Date,
    EndDate: insights.EndDate,
    Total,
    standing:
      Actual <= Efficient
        ? ('efficient' as const)
        : Actual <= Average
          ? ('belowAverage' as const)
          : ('aboveAverage' as const),
    percentFromAverage: Average > 0 ? Math.round(((Actual - Average) / Average) * 100) : 0,
  };
}

/** The usage breakdown widget's data: the period's categories, largest first, with their share of the kWh. */
export function usageBreakdownData(insights: Insights): NonNullable<UsageBreakdownWidget['data']> {
  const totalKwh = insights.Readings.reduce((sum, reading) => sum + reading.EnergyInKWh, 0);
  const totalCents = insights.Readings.reduce((sum, reading) => sum + centsOf(reading.EnergyInDollars), 0);
  return {
    Date: insights.Date,
    EndDate: insights.EndDate,
    categories: insights.Readings.map((reading) => ({
      ...reading,
      percentage: totalKwh > 0 ? Math.round((reading.EnergyInKWh / totalKwh) * 100) : 0,
    })).sort((a, b) => b.EnergyInKWh - a.EnergyInKWh),
    Total: { EnergyInDollars: nzdOf(totalCents), EnergyInKWh: insights.Comparison.Total.UsageInKWh.Actual },
  };
}
