import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Heading } from './Heading.js';
import { headingExamples as examples } from './Heading.examples.js';

const meta = { title: 'Design system/Heading', component: Heading } satisfies Meta<typeof Heading>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Level1: Story = storyOf(examples.Level1);
export const Level2: Story = storyOf(examples.Level2);
export const Level3: Story = storyOf(examples.Level3);
export const Level4: Story = storyOf(examples.Level4);
export const Level2SizedExtraLarge: Story = storyOf(examples.Level2SizedExtraLarge);
