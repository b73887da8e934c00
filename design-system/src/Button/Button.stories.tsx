import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './Button.js';

const meta = {
  title: 'Design system/Button',
  component: Button,
  args: { children: 'Pay now', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary'] },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };

export const Secondary: Story = { args: { variant: 'secondary' } };

export const Small: Story = { args: { size: 'sm' } };

/** Focus stays on the button (aria-disabled, not disabled) and presses are ignored. */
export const Loading: Story = { args: { loading: true } };

export const Disabled: Story = { args: { disabled: true } };
