import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { QuantityStepper } from './QuantityStepper.js';
import { quantityStepperExamples as examples } from './QuantityStepper.examples.js';

const meta = { title: 'Design system/QuantityStepper', component: QuantityStepper } satisfies Meta<
  typeof QuantityStepper
>;
export default meta;
// Stories render examples rather than args, so their type does not require the component's props.
type Story = StoryObj;

export const Default: Story = storyOf(examples.Default);
export const WithDescription: Story = storyOf(examples.WithDescription);
export const AtMaximum: Story = storyOf(examples.AtMaximum);
export const Clamped: Story = storyOf(examples.Clamped);
export const ClampReportedToCaller: Story = storyOf(examples.ClampReportedToCaller);
export const WithError: Story = storyOf(examples.WithError);
export const Disabled: Story = storyOf(examples.Disabled);
