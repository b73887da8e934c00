import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { DescriptionList } from './DescriptionList.js';
import { descriptionListExamples as examples } from './DescriptionList.examples.js';

const meta = { title: 'Design system/DescriptionList', component: DescriptionList } satisfies Meta<
  typeof DescriptionList
>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Facts: Story = storyOf(examples.Facts);
export const Danger: Story = storyOf(examples.Danger);
