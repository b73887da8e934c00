import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '@harakeke/design-system/testing';
import { UsageBreakdown } from './UsageBreakdown.js';
import { usageBreakdownExamples as examples } from './UsageBreakdown.examples.js';

const meta = { title: 'Charts/UsageBreakdown', component: UsageBreakdown } satisfies Meta<typeof UsageBreakdown>;
export default meta;
// Stories render examples, not args, so the required props need no args here.
type Story = StoryObj;

export const Kwh: Story = storyOf(examples.Kwh);
export const Dollars: Story = storyOf(examples.Dollars);
export const GasHeating: Story = storyOf(examples.GasHeating);
export const GasOtherDollars: Story = storyOf(examples.GasOtherDollars);
export const FewCategories: Story = storyOf(examples.FewCategories);
export const Loading: Story = storyOf(examples.Loading);
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
