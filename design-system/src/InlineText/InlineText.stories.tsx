import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { InlineText } from './InlineText.js';
import { inlineTextExamples as examples } from './InlineText.examples.js';

const meta = { title: 'Design system/InlineText', component: InlineText } satisfies Meta<typeof InlineText>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Figure: Story = storyOf(examples.Figure);
export const Tones: Story = storyOf(examples.Tones);
export const Truncated: Story = storyOf(examples.Truncated);
