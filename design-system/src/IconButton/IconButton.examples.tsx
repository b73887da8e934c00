import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { IconButton } from './IconButton.js';

const Row = styled('div', { display: 'flex', alignItems: 'center', gap: '$3', color: '$text', fontFamily: '$body' });

/** A toggle that shows its pressed state. */
function ToggleExample() {
  const [pressed, setPressed] = useState(false);
  return (
    <IconButton
      icon="leaf"
      label="Show eco tips"
      variant="secondary"
      aria-pressed={pressed}
      onPress={() => setPressed((value) => !value)}
    />
  );
}

export const iconButtonExamples = defineExamples({
  Ghost: {
    description: 'No fill until hovered: for headers, toolbars and dismiss buttons.',
    render: () => (
      <Row>
        <IconButton icon="menu" label="Menu" />
        <IconButton icon="close" label="Close" />
        <IconButton icon="download" label="Download bill" />
      </Row>
    ),
  },
  Secondary: {
    render: () => (
      <Row>
        <IconButton icon="minus" label="Remove a bottle" variant="secondary" />
        <IconButton icon="plus" label="Add a bottle" variant="secondary" />
      </Row>
    ),
  },
  Primary: { render: () => <IconButton icon="plus" label="Add a phone number" variant="primary" /> },
  Small: {
    description: 'The small size, 36 pixels: only where a larger target surrounds it.',
    render: () => (
      <Row>
        <IconButton icon="edit" label="Edit nickname" size="sm" />
        <IconButton icon="trash" label="Delete phone number" size="sm" variant="secondary" />
      </Row>
    ),
  },
  Disabled: {
    render: () => (
      <Row>
        <IconButton icon="minus" label="Remove a bottle" variant="secondary" isDisabled />
        <IconButton icon="plus" label="Add a bottle" variant="primary" isDisabled />
      </Row>
    ),
  },
  Toggle: {
    description: 'With `aria-pressed`, for an on/off control.',
    render: () => <ToggleExample />,
  },
});
