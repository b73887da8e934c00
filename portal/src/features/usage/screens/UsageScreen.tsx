import { Card, Heading, Stack, Text } from '@harakeke/design-system';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { PENDING_USAGE_MESSAGE, selectedSiteUsageAtom } from '../../../services/energy-usage/site-usage.js';
import { ComparisonSection } from '../compare/ComparisonSection.js';
import { EnergyMixSection } from '../energy-mix/EnergyMixSection.js';
import { ForecastSection } from '../forecast/ForecastSection.js';
import { UsageSection } from '../usage-view/UsageSection.js';
import { USAGE_TITLE } from '../usage-view/UsageView.js';

/**
 * What the page shows of a property still being connected (spec 2 §3 opening, '(Pending)'): that it is, and nothing
 * else, as nothing is read with us yet; no periods, comparisons, forecast or mix of use it cannot have had.
 */
function PendingSite() {
  const headingId = useId();
  return (
    <Card labelledBy={headingId}>
      <Stack gap="3">
        <Heading level={2} size="lg" id={headingId}>
          {USAGE_TITLE}
        </Heading>
        <Text>{PENDING_USAGE_MESSAGE}</Text>
        <Text tone="muted">
          To see another property’s use, switch to it from the property named at the top of the page.
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * /account/usage (spec 2 §2 usage and energy monitoring): the selected site's use by hour, day, month or bill period
 * and beside another period, where this bill period is heading (/account/usage/forecasts opens the page there) and
 * what used the energy of the last 30 days (/account/usage/energy-mix). Each section loads on its own.
 */
export function UsageScreen() {
  const pending = useAtomValue(selectedSiteUsageAtom)?.pending ?? false;
  return (
    <Stack gap="6">
      <Heading level={1}>Usage</Heading>
      {pending ? (
        <PendingSite />
      ) : (
        <>
          <UsageSection />
          <ComparisonSection />
          <ForecastSection />
          <EnergyMixSection />
        </>
      )}
    </Stack>
  );
}
