import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { ToastProvider } from './Toast.js';
import { toastExamples as examples } from './Toast.examples.js';

const meta = { title: 'Design system/Toast', component: ToastProvider } satisfies Meta<typeof ToastProvider>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Idle: Story = storyOf(examples.Idle);
export const Show: Story = storyOf(examples.Show);
export const Info: Story = storyOf(examples.Info);
export const Warning: Story = storyOf(examples.Warning);
export const Danger: Story = storyOf(examples.Danger);
