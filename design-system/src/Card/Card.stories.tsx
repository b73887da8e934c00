import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Card } from './Card.js';
import { cardExamples as examples } from './Card.examples.js';

const meta = { title: 'Design system/Card', component: Card } satisfies Meta<typeof Card>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Labelled: Story = storyOf(examples.Labelled);
export const Decorative: Story = storyOf(examples.Decorative);
export const Article: Story = storyOf(examples.Article);
