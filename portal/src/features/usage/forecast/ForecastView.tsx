import type { ElectricityForecast } from '@harakeke/contract';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  formatDate,
  formatKwh,
  formatNzd,
  LoadFrame,
  Text,
} from '@harakeke/design-system';
import type { Ref } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';

export const FORECAST_TITLE = 'This bill period';

/** The empty state of a site without electricity. */
export const NO_FORECAST_MESSAGE = 'Your selected property has no electricity supply with us, so there’s no forecast.';

type Amount = ElectricityForecast['toDate'];

/** An amount as the forecast shows it: dollars when the cost is included (spec 2 §4), else kWh. */
const shown = (amount: Amount, costIncluded: boolean) =>
  costIncluded ? formatNzd(amount.costNZD) : `${formatKwh(amount.kwh)}`;

/** How the forecast compares with the whole of last period: 'about the same', or more or less by how much. */
export function comparedWithLastPeriod(forecast: ElectricityForecast): string | null {
  if (!forecast.lastPeriod) return null;
  const [now, before] = forecast.costIncluded
    ? [forecast.forecast.costNZD, forecast.lastPeriod.costNZD]
    : [forecast.forecast.kwh, forecast.lastPeriod.kwh];
  if (before <= 0) return null;
  const change = Math.round(((now - before) / before) * 100);
  if (Math.abs(change) < 3) return 'About the same as last bill period.';
  return `${Math.abs(change)}% ${change > 0 ? 'more' : 'less'} than last bill period (${shown(forecast.lastPeriod, forecast.costIncluded)}).`;
}

export interface ForecastViewProps extends LoadViewProps<ElectricityForecast> {
  /** The section, so the /usage/forecasts link can bring it into view. */
  ref?: Ref<HTMLElement>;
}

/**
 * spec 2 §2 forecasts (getElectricityForecast): the current bill period's electricity so far, its daily average, and
 * where the whole period is heading at that rate, beside last period. An estimate, and it says so.
 */
export function ForecastView({ load, onRetry, ref }: ForecastViewProps) {
  return (
    <LoadFrame
      ref={ref}
      title={FORECAST_TITLE}
      load={load}
      skeletonRows={4}
      emptyMessage={NO_FORECAST_MESSAGE}
      errorTitle="We couldn’t load your forecast"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
    >
      {(forecast) => {
        const { costIncluded } = forecast;
        const compared = comparedWithLastPeriod(forecast);
        return (
          <>
            <Text tone="muted">
              {formatDate(forecast.billingPeriod.startDate, 'DD MMM YYYY')} to{' '}
              {formatDate(forecast.billingPeriod.endDate, 'DD MMM YYYY')}, {forecast.remainingDays} of{' '}
              {forecast.daysInBillPeriod} days to go.
            </Text>
            <DescriptionList>
              <DescriptionTerm>So far</DescriptionTerm>
              <DescriptionDetails>
                {shown(forecast.toDate, costIncluded)}, up to {formatDate(forecast.lastCompleteDay, 'DD MMM YYYY')}
              </DescriptionDetails>
              <DescriptionTerm>Daily average</DescriptionTerm>
              <DescriptionDetails>{shown(forecast.dailyAverage, costIncluded)}</DescriptionDetails>
              <DescriptionTerm>Forecast for the period</DescriptionTerm>
              <DescriptionDetails>{shown(forecast.forecast, costIncluded)}</DescriptionDetails>
            </DescriptionList>
            {compared && <Text>{compared}</Text>}
            <Text size="sm" tone="muted">
              An estimate: the days to come at this period’s daily average so far. Your bill shows what you owe.
            </Text>
          </>
        );
      }}
    </LoadFrame>
  );
}
