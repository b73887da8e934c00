import { Heading, Stack } from '@harakeke/design-system';
import { ForecastSection } from '../forecast/ForecastSection.js';
import { UsageSection } from '../usage-view/UsageSection.js';

/**
 * /account/usage (spec 2 §2 usage and energy monitoring): the selected site's use by hour, day, month or bill period,
 * and where this bill period is heading (/account/usage/forecasts opens the page there). Each section loads on its own.
 */
export function UsageScreen() {
  return (
    <Stack gap="6">
      <Heading level={1}>Usage</Heading>
      <UsageSection />
      <ForecastSection />
    </Stack>
  );
}
