import { UsageBreakdown } from '@harakeke/charts';
import type { Insights } from '@harakeke/contract';
import { Card, Heading, Stack, Text } from '@harakeke/design-system';
import { daysText } from '../../../services/energy-usage/consumption-periods.js';
import { useId, type Ref } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import { WIDGET_ERROR_DETAIL } from '../../../core/widgets/widget-state.js';

export const ENERGY_MIX_TITLE = 'Your energy mix';

/** The empty state: no electricity here, or no reading in the last 30 days. */
export const NO_ENERGY_MIX_MESSAGE = 'There’s no use to split into categories at this property in the last 30 days.';

/** Said when the split is a typical home's (spec 2 §3 IsLite: no home profile, or not its mandatory answers). */
export const TYPICAL_SPLIT_NOTE =
  'Split the way a typical home uses energy, as your home profile isn’t complete. Answer its questions for a split that fits your home.';

/**
 * Said of a business's split, which is always a typical home's: the home profile's questions are not a business's,
 * and the business profile does not split use yet.
 */
export const BUSINESS_SPLIT_NOTE =
  'Split the way a typical home uses energy: we can’t yet split a business’s use from its business profile, so read it as a rough guide.';

/** Said when the profile changed after the period began (spec 2 §3 HasHomeProfileChanged). */
export const PROFILE_CHANGED_NOTE = 'Split using your home profile as it is now, which changed during these days.';

/** The days the mix covers: '30 Oct – 28 Nov 2026'. */
export const energyMixDays = (insights: Pick<Insights, 'Date' | 'EndDate'>): string =>
  daysText({ startDate: insights.Date, endDate: insights.EndDate });

export interface EnergyMixViewProps extends LoadViewProps<Insights> {
  /** The selected account is a business's (spec 1 §3 customer type sme): no home profile to complete. */
  isBusiness?: boolean;
  /** The section, so the /usage/energy-mix path can bring it into view. */
  ref?: Ref<HTMLElement>;
}

/**
 * spec 2 §2 energy mix: the last 30 days of the selected site's electricity and gas, split by what used it (spec 2 §3
 * usage categories in its order, whole kWh) with each one's share and the total; honest about a split that is a typical home's.
 */
export function EnergyMixView({ load, onRetry, ref, isBusiness = false }: EnergyMixViewProps) {
  const headingId = useId();
  const insights = load.status === 'ready' ? load.data : null;
  const days = insights ? energyMixDays(insights) : null;
  return (
    <Card labelledBy={headingId} ref={ref}>
      <Stack gap="4">
        <Heading level={2} size="lg" id={headingId}>
          {ENERGY_MIX_TITLE}
        </Heading>
        {days && <Text tone="muted">What used your energy over the last 30 days, {days}, in kWh.</Text>}
        {insights?.IsLite && <Text size="sm">{isBusiness ? BUSINESS_SPLIT_NOTE : TYPICAL_SPLIT_NOTE}</Text>}
        {insights && !insights.IsLite && insights.HasHomeProfileChanged && (
          <Text size="sm">{PROFILE_CHANGED_NOTE}</Text>
        )}
        <UsageBreakdown
          readings={insights?.Readings ?? []}
          unit="kwh"
          title={days ? `Energy mix, ${days}` : ENERGY_MIX_TITLE}
          status={load.status}
          emptyMessage={NO_ENERGY_MIX_MESSAGE}
          errorDetail={load.status === 'error' ? (load.detail ?? WIDGET_ERROR_DETAIL) : undefined}
          onRetry={onRetry}
        />
      </Stack>
    </Card>
  );
}
