import { Heading, Stack } from '@harakeke/design-system';
import { ComparisonSection } from '../compare/ComparisonSection.js';
import { EnergyMixSection } from '../energy-mix/EnergyMixSection.js';
import { ForecastSection } from '../forecast/ForecastSection.js';
import { UsageSection } from '../usage-view/UsageSection.js';

/**
 * /account/usage (spec 2 §2 usage and energy monitoring): the selected site's use by hour, day, month or bill period
 * and beside another period, where this bill period is heading (/account/usage/forecasts opens the page there) and
 * what used the energy of the last 30 days (/account/usage/energy-mix). Each section loads on its own.
 */
export function UsageScreen() {
  return (
    <Stack gap="6">
      <Heading level={1}>Usage</Heading>
      <UsageSection />
      <ComparisonSection />
      <ForecastSection />
      <EnergyMixSection />
    </Stack>
  );
}
