import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { DatePicker } from './DatePicker.js';
import { datePickerExamples as examples } from './DatePicker.examples.js';

const meta = { title: 'Design system/DatePicker', component: DatePicker } satisfies Meta<typeof DatePicker>;
export default meta;
// Stories render examples rather than args, so their type does not require the component's props.
type Story = StoryObj;

export const Empty: Story = storyOf(examples.Empty);
export const Selected: Story = storyOf(examples.Selected);
export const OutsideLimits: Story = storyOf(examples.OutsideLimits);
export const CallerError: Story = storyOf(examples.CallerError);
export const Open: Story = storyOf(examples.Open);
