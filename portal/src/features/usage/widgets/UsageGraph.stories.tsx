import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { usageGraphExamples as examples } from './UsageGraph.examples.js';
import { UsageGraphView } from './UsageGraphView.js';

const meta = { title: 'Portal/Widgets/UsageGraph', component: UsageGraphView } satisfies Meta<typeof UsageGraphView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Dollars: Story = storyOf(examples.Dollars);
export const Kwh: Story = storyOf(examples.Kwh);
export const WithNaturalGas: Story = storyOf(examples.WithNaturalGas);
export const PartWindow: Story = storyOf(examples.PartWindow);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Error: Story = { ...storyOf(examples.Error), tags: ['no-screenshot'] };
export const NoElectricity: Story = storyOf(examples.NoElectricity);
