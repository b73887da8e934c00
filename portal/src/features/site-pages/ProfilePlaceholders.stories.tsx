import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { profilePlaceholdersExamples as examples } from './ProfilePlaceholders.examples.js';
import { ProfilePlaceholderScreen } from './screens/ProfilePlaceholderScreen.js';

const meta = {
  title: 'Portal/ProfilePlaceholders',
  component: ProfilePlaceholderScreen,
} satisfies Meta<typeof ProfilePlaceholderScreen>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const LoyaltyCard: Story = storyOf(examples.LoyaltyCard);
export const HomeProfile: Story = storyOf(examples.HomeProfile);
export const PowerShout: Story = storyOf(examples.PowerShout);
export const Donate: Story = storyOf(examples.Donate);
export const MovingHouse: Story = storyOf(examples.MovingHouse);
export const ReferAFriend: Story = storyOf(examples.ReferAFriend);
