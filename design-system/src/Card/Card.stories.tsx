import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from '../Heading/Heading.js';
import { Text } from '../Text/Text.js';
import { Card } from './Card.js';

const meta = {
  title: 'Design system/Card',
  component: Card,
  argTypes: { as: { control: 'inline-radio', options: ['section', 'div', 'article'] } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its heading. */
export const Labelled: Story = {
  args: {
    labelledBy: 'card-story-heading',
    children: (
      <>
        <Heading level={2} id="card-story-heading">
          Current balance
        </Heading>
        <Text>$182.40 due on 20 March.</Text>
      </>
    ),
  },
};

/** Decoration only: a div, no region. */
export const Decorative: Story = {
  args: {
    as: 'div',
    children: <Text>Switch to paperless bills and save $2 a month.</Text>,
  },
};

export const Article: Story = {
  args: {
    as: 'article',
    labelledBy: 'card-article-heading',
    children: (
      <>
        <Heading level={2} id="card-article-heading">
          Power outage in Hamilton East
        </Heading>
        <Text tone="muted">Crews expect to restore power by 4 pm.</Text>
      </>
    ),
  },
};
