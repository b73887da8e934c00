import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { PageLayout } from './PageLayout.js';
import { pageLayoutExamples as examples } from './PageLayout.examples.js';

const meta = { title: 'Design system/PageLayout', component: PageLayout } satisfies Meta<typeof PageLayout>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Centered: Story = storyOf(examples.Centered);
export const Padded: Story = storyOf(examples.Padded);
