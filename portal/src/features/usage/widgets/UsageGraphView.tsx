import { BillPeriodChart, type UnitMode, type UsagePoint } from '@harakeke/charts';
import { formatDate, Link, LoadFrame, Text } from '@harakeke/design-system';
import { NO_SUPPLY_MESSAGE } from '../../../services/energy-usage/site-usage.js';
import { WIDGET_ERROR_DETAIL, type WidgetViewProps } from '../../../core/widgets/widget-state.js';

export const USAGE_GRAPH_TITLE = 'Your electricity use';

/** What the usage graph shows: the window's days in the chosen unit and their daily average. */
export interface UsageGraph {
  /** One point per day of the billing window, in order. */
  days: readonly UsagePoint[];
  /** kWh or dollars (spec 1 §4). */
  unit: UnitMode;
  /** The daily average in that unit, drawn as the dashed line. */
  dailyAverage: number;
  /** The billing window the days cover ('YYYY-MM-DD'). */
  window: { startDate: string; endDate: string };
  /** The site has advanced natural gas, stacked on electricity (spec 1 §6). */
  hasNaturalGas: boolean;
  /** The brand's name of the credit-applied bullet (spec 1 §2). */
  creditLabel?: string;
}

export interface UsageGraphViewProps extends WidgetViewProps<UsageGraph> {
  /** Why there is nothing to show (a property still being connected, or with no supply charted). */
  emptyMessage?: string;
}

/**
 * spec 1 §2 usageGraph: the selected site's daily electricity, with advanced natural gas stacked on it, for the
 * current billing window.
 */
export function UsageGraphView({
  load,
  onRetry,
  headingLevel = 2,
  emptyMessage = NO_SUPPLY_MESSAGE,
}: UsageGraphViewProps) {
  return (
    <LoadFrame
      title={USAGE_GRAPH_TITLE}
      headingLevel={headingLevel}
      load={load}
      loadingText="Loading your electricity use"
      errorDetail={WIDGET_ERROR_DETAIL}
      onRetry={onRetry}
      emptyMessage={emptyMessage}
      action={
        <Link variant="standalone" href="/account/usage">
          See all your usage
        </Link>
      }
    >
      {(data) => (
        <>
          <Text tone="muted">
            Each day from {formatDate(data.window.startDate, 'DD MMM YYYY')} to{' '}
            {formatDate(data.window.endDate, 'DD MMM YYYY')}, in {data.unit === 'kwh' ? 'kWh' : 'dollars'}.
          </Text>
          <BillPeriodChart
            days={data.days}
            unit={data.unit}
            dailyAverage={data.dailyAverage}
            title={
              data.hasNaturalGas
                ? 'Daily electricity and natural gas use this billing period'
                : 'Daily electricity use this billing period'
            }
            creditLabel={data.creditLabel}
          />
        </>
      )}
    </LoadFrame>
  );
}
