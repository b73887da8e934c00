import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { Spinner } from './Spinner.js';

export const spinnerExamples = defineExamples({
  Decorative: {
    description: 'Hidden from screen readers: the surrounding element says what is loading.',
    render: () => <Spinner />,
  },
  WithLabel: {
    description: 'Announced as a status with its label.',
    render: () => <Spinner label="Loading your bills" />,
  },
  InButton: {
    description: 'Takes the size and colour of the text around it, e.g. in a loading Button.',
    render: () => <Button isPending>Paying…</Button>,
  },
});
