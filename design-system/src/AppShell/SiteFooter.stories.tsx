import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { SiteFooter } from './SiteFooter.js';
import { siteFooterExamples as examples } from './SiteFooter.examples.js';

const meta = {
  title: 'Design system/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Default: Story = storyOf(examples.Default);
export const NamedSocialLinks: Story = storyOf(examples.NamedSocialLinks);
export const WithoutSocialLinks: Story = storyOf(examples.WithoutSocialLinks);
