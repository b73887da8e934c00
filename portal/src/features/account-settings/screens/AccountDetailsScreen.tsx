import { Heading, Stack } from '@harakeke/design-system';
import { LoginDetailsSection } from '../login-details/LoginDetailsSection.js';
import { PhonesSection } from '../phones/PhonesSection.js';
import { PreferencesSection } from '../preferences/PreferencesSection.js';
import { PropertiesSection } from '../properties/PropertiesSection.js';

/**
 * /account/profile, 'Account Details' (spec 1 §2, §3 profile): each section loads and saves on its own, so one
 * failing call leaves the others working.
 */
export function AccountDetailsScreen() {
  return (
    <Stack gap="6">
      <Heading level={1}>Account details</Heading>
      <LoginDetailsSection />
      <PreferencesSection />
      <PhonesSection />
      <PropertiesSection />
    </Stack>
  );
}
