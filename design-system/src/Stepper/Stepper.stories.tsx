import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Stepper } from './Stepper.js';
import { stepperExamples as examples } from './Stepper.examples.js';

const meta = { title: 'Design system/Stepper', component: Stepper } satisfies Meta<typeof Stepper>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const InProgress: Story = storyOf(examples.InProgress);
export const FirstStep: Story = storyOf(examples.FirstStep);
export const AllComplete: Story = storyOf(examples.AllComplete);
export const ManySteps: Story = storyOf(examples.ManySteps);
