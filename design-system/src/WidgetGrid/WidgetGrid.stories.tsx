import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyOf } from '../test/story.js';
import { WidgetGrid } from './WidgetGrid.js';
import { widgetGridExamples as examples } from './WidgetGrid.examples.js';

const meta = { title: 'Design system/WidgetGrid', component: WidgetGrid } satisfies Meta<typeof WidgetGrid>;
export default meta;
// Stories render examples, not args, so a story needs none of the component's required props.
type Story = StoryObj;

export const Widgets: Story = storyOf(examples.Widgets);
export const Placeholders: Story = storyOf(examples.Placeholders);
