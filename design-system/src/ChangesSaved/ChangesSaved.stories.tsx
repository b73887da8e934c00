import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { ChangesSaved } from './ChangesSaved.js';
import { changesSavedExamples as examples } from './ChangesSaved.examples.js';

const meta = { title: 'Design system/ChangesSaved', component: ChangesSaved } satisfies Meta<typeof ChangesSaved>;
export default meta;
// Stories render examples, not args.
type Story = StoryObj;

export const Saved: Story = storyOf(examples.Saved);
