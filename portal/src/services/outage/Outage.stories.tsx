import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { outageExamples as examples } from './Outage.examples.js';
import { OutageView } from './OutageView.js';

const meta = { title: 'Portal/Outage', component: OutageView } satisfies Meta<typeof OutageView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Default: Story = storyOf(examples.Default);
export const NothingKnown: Story = storyOf(examples.NothingKnown);
