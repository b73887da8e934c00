import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Icon } from './Icon.js';
import { iconExamples as examples } from './Icon.examples.js';

const meta = { title: 'Design system/Icon', component: Icon } satisfies Meta<typeof Icon>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Gallery: Story = storyOf(examples.Gallery);
export const Small: Story = storyOf(examples.Small);
export const Labelled: Story = storyOf(examples.Labelled);
export const InheritsColour: Story = storyOf(examples.InheritsColour);
export const CreditApplied: Story = storyOf(examples.CreditApplied);
