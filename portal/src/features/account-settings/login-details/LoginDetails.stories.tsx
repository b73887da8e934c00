import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { loginDetailsExamples as examples } from './LoginDetails.examples.js';
import { preloadLoginEmailForm } from './LoginEmailField.js';
import { LoginDetailsView } from './LoginDetailsView.js';

const meta = {
  title: 'Portal/Account settings/LoginDetails',
  component: LoginDetailsView,
  // Stories in edit show the input, whose code loads when editing begins: the visual suite judges a story ready once
  // Storybook has rendered it.
  loaders: [() => preloadLoginEmailForm().then(() => ({}))],
} satisfies Meta<typeof LoginDetailsView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const LoadFailed: Story = { ...storyOf(examples.LoadFailed), tags: ['no-screenshot'] };
export const Verified: Story = storyOf(examples.Verified);
export const Editing: Story = storyOf(examples.Editing);
export const Saving: Story = storyOf(examples.Saving);
export const InUse: Story = storyOf(examples.InUse);
export const WrongPassword: Story = storyOf(examples.WrongPassword);
export const TooManyAttempts: Story = storyOf(examples.TooManyAttempts);
export const SaveFailed: Story = storyOf(examples.SaveFailed);
export const Saved: Story = storyOf(examples.Saved);
export const WaitingForConfirmation: Story = storyOf(examples.WaitingForConfirmation);
export const VerificationBar: Story = storyOf(examples.VerificationBar);
export const VerificationSending: Story = storyOf(examples.VerificationSending);
export const VerificationSent: Story = storyOf(examples.VerificationSent);
export const VerificationFailed: Story = storyOf(examples.VerificationFailed);
export const UnverifiedBarHidden: Story = storyOf(examples.UnverifiedBarHidden);
export const PasswordResetSending: Story = storyOf(examples.PasswordResetSending);
export const PasswordResetSent: Story = storyOf(examples.PasswordResetSent);
export const PasswordResetFailed: Story = storyOf(examples.PasswordResetFailed);
