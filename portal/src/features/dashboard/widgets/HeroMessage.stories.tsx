import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { heroMessageExamples as examples } from './HeroMessage.examples.js';
import { HeroMessageView } from './HeroMessageView.js';

const meta = { title: 'Portal/Widgets/HeroMessage', component: HeroMessageView } satisfies Meta<typeof HeroMessageView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Ready: Story = storyOf(examples.Ready);
export const Overdue: Story = storyOf(examples.Overdue);
export const WithoutAction: Story = storyOf(examples.WithoutAction);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Error: Story = { ...storyOf(examples.Error), tags: ['no-screenshot'] };
export const Empty: Story = { ...storyOf(examples.Empty), tags: ['no-screenshot'] };
