import { Heading, Stack } from '@harakeke/design-system';
import { UsageSection } from '../usage-view/UsageSection.js';

/** /account/usage (spec 2 §2 usage and energy monitoring): the selected site's use by hour, day, month or bill period. */
export function UsageScreen() {
  return (
    <Stack gap="6">
      <Heading level={1}>Usage</Heading>
      <UsageSection />
    </Stack>
  );
}
