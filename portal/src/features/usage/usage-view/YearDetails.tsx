import { DescriptionDetails, DescriptionList, DescriptionTerm, formatDate } from '@harakeke/design-system';
import { costAndKwhText as amountText } from '../../../services/energy-usage/units.js';
import type { YearDetails as YearDetailsData } from './usage-series.js';

/**
 * spec 2 §3 consumption by year, under a year's months: the year's daily average, the last bill period's
 * electricity (the days of the last bill, which add up to it), the plan, and the first year of the readings.
 */
export function YearDetails({ details }: { details: YearDetailsData }) {
  const { year, costIncluded, dailyAverage, lastInvoice, plan, earliestYear } = details;
  return (
    <DescriptionList>
      <DescriptionTerm>Daily average in {year}</DescriptionTerm>
      <DescriptionDetails>{amountText(dailyAverage, costIncluded)}</DescriptionDetails>
      {lastInvoice && (
        <>
          <DescriptionTerm>Your last bill period</DescriptionTerm>
          <DescriptionDetails>
            {formatDate(lastInvoice.startDate, 'DD MMM YYYY')} to {formatDate(lastInvoice.endDate, 'DD MMM YYYY')}:{' '}
            {amountText(lastInvoice, costIncluded)}
          </DescriptionDetails>
        </>
      )}
      <DescriptionTerm>Plan</DescriptionTerm>
      <DescriptionDetails>
        {plan.planName}
        {plan.isValuePlan ? ', a value plan: its use is shown in kWh' : ''}
      </DescriptionDetails>
      <DescriptionTerm>Readings since</DescriptionTerm>
      <DescriptionDetails>{earliestYear}</DescriptionDetails>
    </DescriptionList>
  );
}
