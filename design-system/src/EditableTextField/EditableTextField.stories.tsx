import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { EditableTextField, preloadEditableTextField } from './EditableTextField.js';
import { editableTextFieldExamples as examples } from './EditableTextField.examples.js';

const meta = {
  title: 'Design system/EditableTextField',
  // Stories in edit show the input, whose code loads when editing begins: the visual suite judges a story ready once
  // Storybook has rendered it.
  loaders: [() => preloadEditableTextField().then(() => ({}))],
  component: EditableTextField,
} satisfies Meta<typeof EditableTextField>;
export default meta;
type Story = StoryObj<typeof EditableTextField>;

export const None: Story = storyOf(examples.None);
export const Empty: Story = storyOf(examples.Empty);
export const Edit: Story = storyOf(examples.Edit);
export const Loading: Story = storyOf(examples.Loading);
export const Success: Story = storyOf(examples.Success);
export const SuccessWithDelete: Story = storyOf(examples.SuccessWithDelete);
export const Error: Story = storyOf(examples.Error);
export const Email: Story = storyOf(examples.Email);
export const Password: Story = storyOf(examples.Password);
