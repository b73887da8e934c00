import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { ProgressBar } from './ProgressBar.js';
import { progressBarExamples as examples } from './ProgressBar.examples.js';

const meta = { title: 'Design system/ProgressBar', component: ProgressBar } satisfies Meta<typeof ProgressBar>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Percentage: Story = storyOf(examples.Percentage);
export const ProfileUnlock: Story = storyOf(examples.ProfileUnlock);
export const ProfileComplete: Story = storyOf(examples.ProfileComplete);
export const BottleLow: Story = storyOf(examples.BottleLow);
export const BottleLevel: Story = storyOf(examples.BottleLevel);
export const BottleFull: Story = storyOf(examples.BottleFull);
export const BottleInvalid: Story = storyOf(examples.BottleInvalid);
export const BottlePair: Story = storyOf(examples.BottlePair);
