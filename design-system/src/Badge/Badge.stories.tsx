import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Badge } from './Badge.js';
import { badgeExamples as examples } from './Badge.examples.js';

const meta = { title: 'Design system/Badge', component: Badge } satisfies Meta<typeof Badge>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Info: Story = storyOf(examples.Info);
