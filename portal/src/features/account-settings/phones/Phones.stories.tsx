import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phonesExamples as examples } from './Phones.examples.js';
import { PhonesView } from './PhonesView.js';

const meta = {
  title: 'Portal/Account settings/Phones',
  component: PhonesView,
} satisfies Meta<typeof PhonesView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Loading: Story = storyOf(examples.Loading);
export const LoadFailed: Story = storyOf(examples.LoadFailed);
export const OnlyMobile: Story = storyOf(examples.OnlyMobile);
export const TwoNumbers: Story = storyOf(examples.TwoNumbers);
export const Editing: Story = storyOf(examples.Editing);
export const Saving: Story = storyOf(examples.Saving);
export const Saved: Story = storyOf(examples.Saved);
export const SaveFailed: Story = storyOf(examples.SaveFailed);
export const Deleted: Story = storyOf(examples.Deleted);
export const DeleteFailed: Story = storyOf(examples.DeleteFailed);
