import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Banner } from './Banner.js';
import { bannerExamples as examples } from './Banner.examples.js';

const meta = { title: 'Design system/Banner', component: Banner } satisfies Meta<typeof Banner>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Info: Story = storyOf(examples.Info);
export const Success: Story = storyOf(examples.Success);
export const Warning: Story = storyOf(examples.Warning);
export const Danger: Story = storyOf(examples.Danger);
export const WithAction: Story = storyOf(examples.WithAction);
export const NotDismissible: Story = storyOf(examples.NotDismissible);
export const Lifecycle: Story = storyOf(examples.Lifecycle);
export const Removed: Story = storyOf(examples.Removed);
