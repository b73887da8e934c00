import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { PlainLink } from './PlainLink.js';
import { plainLinkExamples as examples } from './PlainLink.examples.js';

const meta = { title: 'Design system/PlainLink', component: PlainLink } satisfies Meta<typeof PlainLink>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Inline: Story = storyOf(examples.Inline);
export const Standalone: Story = storyOf(examples.Standalone);
