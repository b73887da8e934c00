import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { ChoiceCardList } from './ChoiceCardList.js';
import { choiceCardListExamples as examples } from './ChoiceCardList.examples.js';

const meta = { title: 'Design system/ChoiceCardList', component: ChoiceCardList } satisfies Meta<typeof ChoiceCardList>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Choosing: Story = storyOf(examples.Choosing);
export const Pending: Story = storyOf(examples.Pending);
export const WithBadge: Story = storyOf(examples.WithBadge);
