import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { HomeComparison } from './HomeComparison.js';
import { homeComparisonExamples as examples } from './HomeComparison.examples.js';

const meta = { title: 'Charts/HomeComparison', component: HomeComparison } satisfies Meta<typeof HomeComparison>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const AboveAverageKwh: Story = storyOf(examples.AboveAverageKwh);
export const AboveAverageDollars: Story = storyOf(examples.AboveAverageDollars);
export const BelowAverageKwh: Story = storyOf(examples.BelowAverageKwh);
export const GasDollars: Story = storyOf(examples.GasDollars);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
