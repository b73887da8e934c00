import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { TextField } from './TextField.js';
import { textFieldExamples as examples } from './TextField.examples.js';

const meta = { title: 'Design system/TextField', component: TextField } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof TextField>;

export const Default: Story = storyOf(examples.Default);
export const WithValue: Story = storyOf(examples.WithValue);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const Required: Story = storyOf(examples.Required);
export const WithCharacterCount: Story = storyOf(examples.WithCharacterCount);
export const OverCharacterLimit: Story = storyOf(examples.OverCharacterLimit);
export const Invalid: Story = storyOf(examples.Invalid);
export const Telephone: Story = storyOf(examples.Telephone);
export const Password: Story = storyOf(examples.Password);
export const ReadOnly: Story = storyOf(examples.ReadOnly);
export const Disabled: Story = storyOf(examples.Disabled);
