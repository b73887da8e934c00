import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Link } from './Link.js';
import { linkExamples as examples } from './Link.examples.js';

/**
 * Router-agnostic links. In the app, wrap everything once in
 * `<RouterProvider navigate={navigate} useHref={useHref}>` (this package's) so the app's router handles navigation.
 */
const meta = { title: 'Design system/Link', component: Link } satisfies Meta<typeof Link>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Inline: Story = storyOf(examples.Inline);
export const Standalone: Story = storyOf(examples.Standalone);
export const External: Story = storyOf(examples.External);
export const Current: Story = storyOf(examples.Current);
export const WithRouter: Story = storyOf(examples.WithRouter);
