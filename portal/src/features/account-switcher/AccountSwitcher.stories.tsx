import type { Meta, StoryObj } from '@storybook/react-vite';
import { preloadDialog } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import { accountSwitcherExamples as examples } from './AccountSwitcher.examples.js';
import { AccountSwitcherView } from './AccountSwitcherView.js';

const meta = {
  title: 'Portal/AccountSwitcher',
  component: AccountSwitcherView,
  // The open stories need the Dialog's lazily loaded implementation first: e2e/visual/story-page.ts judges a story
  // ready once Storybook has rendered it, which would otherwise be before the dialog shows.
  loaders: [() => preloadDialog().then(() => ({}))],
} satisfies Meta<typeof AccountSwitcherView>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

// A modal opened at first would cover the docs page: those stories render in their own frame there.
const inOwnFrame = { docs: { story: { inline: false, iframeHeight: 640 } } };
const openStoryOf = (example: (typeof examples)[keyof typeof examples]) => {
  const story = storyOf(example);
  return { ...story, parameters: { ...story.parameters, ...inOwnFrame } };
};

export const Loading: Story = storyOf(examples.Loading);
export const LoadFailed: Story = storyOf(examples.LoadFailed);
export const OneSite: Story = storyOf(examples.OneSite);
export const SeveralSites: Story = storyOf(examples.SeveralSites);
export const SeveralSitesOpen: Story = openStoryOf(examples.SeveralSitesOpen);
export const PendingSiteSelected: Story = storyOf(examples.PendingSiteSelected);
export const BuyingGroup: Story = openStoryOf(examples.BuyingGroup);
export const Switching: Story = openStoryOf(examples.Switching);
export const SwitchFailed: Story = openStoryOf(examples.SwitchFailed);
export const Switched: Story = storyOf(examples.Switched);
export const ChooserSeveralAccounts: Story = storyOf(examples.ChooserSeveralAccounts);
export const ChooserBuyingGroup: Story = storyOf(examples.ChooserBuyingGroup);
export const ChooserSwitching: Story = storyOf(examples.ChooserSwitching);
export const ChooserSwitchFailed: Story = storyOf(examples.ChooserSwitchFailed);
