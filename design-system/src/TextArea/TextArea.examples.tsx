import { defineExamples } from '../examples.js';
import { TextArea } from './TextArea.js';

const ADDRESS = '120 Queen Street\nAuckland Central\nAuckland 1010';

export const textAreaExamples = defineExamples({
  Default: { render: () => <TextArea label="Branch address" /> },
  WithValue: { render: () => <TextArea label="Branch address" defaultValue={ADDRESS} /> },
  WithDescription: {
    render: () => (
      <TextArea
        label="Access instructions"
        description="Gate codes, dogs on the property, where the meter is."
        rows={3}
      />
    ),
  },
  WithCharacterCount: {
    description: 'The count shows n/limit; screen readers hear how many characters are left once typing pauses.',
    render: () => <TextArea label="Branch address" characterLimit={150} isRequired defaultValue={ADDRESS} />,
  },
  OverCharacterLimit: {
    description: 'Typing past the limit is allowed so the validation message can explain (spec 1 §5).',
    render: () => (
      <TextArea
        label="Branch address"
        characterLimit={150}
        defaultValue="Level 4, Harbour Tower, 120 Queen Street, Auckland Central, Auckland 1010. Enter from the Customs Street side, past the ferry building and the bus stop."
        isInvalid
        errorMessage="Sorry branch address has a max length of 150 characters."
      />
    ),
  },
  Invalid: {
    render: () => (
      <TextArea label="Branch address" isRequired isInvalid errorMessage="Please enter the branch address." />
    ),
  },
  Disabled: { render: () => <TextArea label="Branch address" isDisabled defaultValue={ADDRESS} /> },
});
