import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { ErrorBox } from './ErrorBox.js';
import { errorBoxExamples as examples } from './ErrorBox.examples.js';

const meta = { title: 'Design system/ErrorBox', component: ErrorBox } satisfies Meta<typeof ErrorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = storyOf(examples.Default);
export const WithDetail: Story = storyOf(examples.WithDetail);
export const WithDetailAndRetry: Story = storyOf(examples.WithDetailAndRetry);
export const WithReload: Story = storyOf(examples.WithReload);
