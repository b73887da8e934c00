import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Spinner } from './Spinner.js';
import { spinnerExamples as examples } from './Spinner.examples.js';

const meta = { title: 'Design system/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = storyOf(examples.Decorative);
export const WithLabel: Story = storyOf(examples.WithLabel);
export const InButton: Story = storyOf(examples.InButton);
