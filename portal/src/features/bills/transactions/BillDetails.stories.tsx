import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { billDetailsExamples as examples } from './BillDetails.examples.js';
import { BillDetails } from './BillDetails.js';

const meta = { title: 'Portal/Bills/BillDetails', component: BillDetails } satisfies Meta<typeof BillDetails>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Loaded: Story = storyOf(examples.Loaded);
export const Loading: Story = storyOf(examples.Loading);
export const Error: Story = storyOf(examples.Error);
export const PdfDownloading: Story = storyOf(examples.PdfDownloading);
