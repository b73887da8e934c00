import { preloadEditableTextField } from '@harakeke/design-system';
import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { preferencesExamples as examples } from './Preferences.examples.js';
import { PreferencesView } from './PreferencesView.js';

const meta = {
  title: 'Portal/Account settings/Preferences',
  component: PreferencesView,
  // Stories in edit show the input, whose code loads when editing begins: the visual suite judges a story ready once
  // Storybook has rendered it.
  loaders: [() => preloadEditableTextField().then(() => ({}))],
} satisfies Meta<typeof PreferencesView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const LoadFailed: Story = { ...storyOf(examples.LoadFailed), tags: ['no-screenshot'] };
export const NoAccount: Story = storyOf(examples.NoAccount);
export const Ready: Story = storyOf(examples.Ready);
export const EditingEmail: Story = storyOf(examples.EditingEmail);
export const SavingEmail: Story = storyOf(examples.SavingEmail);
export const EmailSaved: Story = storyOf(examples.EmailSaved);
export const EmailSaveFailed: Story = storyOf(examples.EmailSaveFailed);
export const SwitchSaving: Story = storyOf(examples.SwitchSaving);
export const SwitchSaved: Story = storyOf(examples.SwitchSaved);
export const SwitchSaveFailed: Story = storyOf(examples.SwitchSaveFailed);
