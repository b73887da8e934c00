import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { billPeriodExamples as examples } from './BillPeriod.examples.js';
import { BillPeriodView } from './BillPeriodView.js';

const meta = { title: 'Portal/Bills/BillPeriod', component: BillPeriodView } satisfies Meta<typeof BillPeriodView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const GasAndCredits: Story = storyOf(examples.GasAndCredits);
export const Kwh: Story = storyOf(examples.Kwh);
export const ElectricityOnly: Story = storyOf(examples.ElectricityOnly);
export const BuyingGroup: Story = storyOf(examples.BuyingGroup);
export const PreviousWindow: Story = storyOf(examples.PreviousWindow);
export const Loading: Story = storyOf(examples.Loading);
export const EmptyPeriod: Story = storyOf(examples.EmptyPeriod);
export const NoSupply: Story = storyOf(examples.NoSupply);
export const Error: Story = storyOf(examples.Error);
