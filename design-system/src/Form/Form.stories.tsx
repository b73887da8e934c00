import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { formExamples as examples } from './Form.examples.js';

/** Form behaviour (useFieldValidation): errors once touched, submit disabled until every field is touched and valid. */
const meta = { title: 'Design system/Form' } satisfies Meta;
export default meta;
type Story = StoryObj;

export const TwoFieldForm: Story = storyOf(examples.TwoFieldForm);
export const TouchedWithErrors: Story = storyOf(examples.TouchedWithErrors);
export const TouchedOverLimit: Story = storyOf(examples.TouchedOverLimit);
export const ReadyToSubmit: Story = storyOf(examples.ReadyToSubmit);
