import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from './Text.js';

const meta = {
  title: 'Design system/Text',
  component: Text,
  args: { children: 'Your next bill is due on 20 March.' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['default', 'muted', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['p', 'span', 'div'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = { args: { tone: 'muted' } };

export const Danger: Story = { args: { tone: 'danger' } };

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

export const AsSpan: Story = { args: { as: 'span' } };
