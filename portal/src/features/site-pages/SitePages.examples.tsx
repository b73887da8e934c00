import { defineExamples } from '@harakeke/design-system';
import { AccessibilityScreen } from './screens/AccessibilityScreen.js';
import { ContactUsScreen } from './screens/ContactUsScreen.js';
import { PrivacyScreen } from './screens/PrivacyScreen.js';
import { TermsScreen } from './screens/TermsScreen.js';

// The pages read only the brand in force, so each example is the whole screen, in the story's brand.
export const sitePagesExamples = defineExamples({
  ContactUs: {
    description: 'spec 1 §2 Contact Us: phone and hours, e-mail and postal address of the brand’s customer care.',
    render: () => <ContactUsScreen />,
  },
  Accessibility: {
    description: 'The portal’s accessibility statement: standard, testing, known limits and how to report a problem.',
    render: () => <AccessibilityScreen />,
  },
  TermsAndConditions: {
    description: 'A short, plain summary of the terms, which says it is a demo’s.',
    render: () => <TermsScreen />,
  },
  PrivacyPolicy: {
    description: 'A short, plain summary of the privacy policy, which says it is a demo’s.',
    render: () => <PrivacyScreen />,
  },
});
