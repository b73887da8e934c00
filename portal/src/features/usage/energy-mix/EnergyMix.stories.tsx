import { storyOf } from '@harakeke/design-system/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { energyMixExamples as examples } from './EnergyMix.examples.js';
import { EnergyMixView } from './EnergyMixView.js';

const meta = { title: 'Portal/Usage/EnergyMix', component: EnergyMixView } satisfies Meta<typeof EnergyMixView>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const FromHomeProfile: Story = storyOf(examples.FromHomeProfile);
export const TypicalHome: Story = storyOf(examples.TypicalHome);
export const Loading: Story = { ...storyOf(examples.Loading), tags: ['no-screenshot'] };
export const Empty: Story = storyOf(examples.Empty);
export const Error: Story = storyOf(examples.Error);
