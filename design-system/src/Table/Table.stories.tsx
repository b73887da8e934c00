import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Table } from './Table.js';
import { tableExamples as examples } from './Table.examples.js';

const meta = { title: 'Design system/Table', component: Table } satisfies Meta<typeof Table>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Transactions: Story = storyOf(examples.Transactions);
