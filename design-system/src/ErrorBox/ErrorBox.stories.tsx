import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorBox } from './ErrorBox.js';

const meta = {
  title: 'Design system/ErrorBox',
  component: ErrorBox,
} satisfies Meta<typeof ErrorBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** spec 1 §8: the generic title, nothing else. */
export const Default: Story = {};

export const WithDetail: Story = {
  args: { detail: 'We could not load your bills. Check your connection and try again.' },
};

export const WithDetailAndRetry: Story = {
  args: {
    detail: 'We could not load your bills. Check your connection and try again.',
    onRetry: fn(),
  },
};
