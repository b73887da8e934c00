import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spinner } from './Spinner.js';

const meta = {
  title: 'Design system/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden from screen readers: the surrounding element says what is loading. */
export const Decorative: Story = {};

/** Announced as a status with its label. */
export const WithLabel: Story = { args: { label: 'Loading your bills' } };
