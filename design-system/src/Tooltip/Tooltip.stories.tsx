import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Tooltip } from './Tooltip.js';
import { tooltipExamples as examples } from './Tooltip.examples.js';

const meta = { title: 'Design system/Tooltip', component: Tooltip } satisfies Meta<typeof Tooltip>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Closed: Story = storyOf(examples.Closed);
export const Open: Story = storyOf(examples.Open);
export const Bottom: Story = storyOf(examples.Bottom);
