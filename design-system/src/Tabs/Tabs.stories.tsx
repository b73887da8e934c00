import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { Tabs } from './Tabs.js';
import { tabsExamples as examples } from './Tabs.examples.js';

const meta = { title: 'Design system/Tabs', component: Tabs } satisfies Meta<typeof Tabs>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Uncontrolled: Story = storyOf(examples.Uncontrolled);
export const RouterDriven: Story = storyOf(examples.RouterDriven);
export const ManualActivation: Story = storyOf(examples.ManualActivation);
export const DisabledTab: Story = storyOf(examples.DisabledTab);
export const ManyTabs: Story = storyOf(examples.ManyTabs);
