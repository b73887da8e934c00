import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Inline } from './Inline.js';
import { inlineExamples as examples } from './Inline.examples.js';

const meta = { title: 'Design system/Inline', component: Inline } satisfies Meta<typeof Inline>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Actions: Story = storyOf(examples.Actions);
export const IconAndText: Story = storyOf(examples.IconAndText);
export const Truncating: Story = storyOf(examples.Truncating);
