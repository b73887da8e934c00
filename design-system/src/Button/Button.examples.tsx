import { defineExamples } from '../examples.js';
import { Button } from './Button.js';

export const buttonExamples = defineExamples({
  Primary: { render: () => <Button>Pay now</Button> },
  Secondary: { render: () => <Button variant="secondary">View bill</Button> },
  Small: { render: () => <Button size="sm">Edit</Button> },
  Loading: {
    description: 'Focus stays on the button (aria-disabled, not disabled) and presses are ignored.',
    render: () => <Button isPending>Paying…</Button>,
  },
  Disabled: { render: () => <Button isDisabled>Pay now</Button> },
});
