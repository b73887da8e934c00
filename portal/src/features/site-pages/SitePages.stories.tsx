import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sitePagesExamples as examples } from './SitePages.examples.js';
import { SitePage } from './SitePage.js';

const meta = {
  title: 'Portal/SitePages',
  component: SitePage,
} satisfies Meta<typeof SitePage>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const ContactUs: Story = storyOf(examples.ContactUs);
export const Accessibility: Story = storyOf(examples.Accessibility);
export const TermsAndConditions: Story = storyOf(examples.TermsAndConditions);
export const PrivacyPolicy: Story = storyOf(examples.PrivacyPolicy);
