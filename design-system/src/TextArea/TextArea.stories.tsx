import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { TextArea } from './TextArea.js';
import { textAreaExamples as examples } from './TextArea.examples.js';

const meta = { title: 'Design system/TextArea', component: TextArea } satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof TextArea>;

export const Default: Story = storyOf(examples.Default);
export const WithValue: Story = storyOf(examples.WithValue);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const WithCharacterCount: Story = storyOf(examples.WithCharacterCount);
export const OverCharacterLimit: Story = storyOf(examples.OverCharacterLimit);
export const Invalid: Story = storyOf(examples.Invalid);
export const Disabled: Story = storyOf(examples.Disabled);
