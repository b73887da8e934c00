import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './Heading.js';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  args: { children: 'Your energy account' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
    size: { control: 'inline-radio', options: [undefined, 'xl', 'lg', 'md'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = { args: { level: 1 } };

export const Level2: Story = { args: { level: 2 } };

export const Level3: Story = { args: { level: 3 } };

export const Level4: Story = { args: { level: 4 } };

/** The outline level and the visual size are independent. */
export const Level2SizedExtraLarge: Story = { args: { level: 2, size: 'xl' } };
