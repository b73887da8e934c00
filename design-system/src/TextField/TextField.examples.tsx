import { defineExamples } from '../examples.js';
import { TextField } from './TextField.js';

export const textFieldExamples = defineExamples({
  Default: { render: () => <TextField label="Full name" autoComplete="name" /> },
  WithValue: { render: () => <TextField label="Full name" autoComplete="name" defaultValue="Aroha Ngata" /> },
  WithDescription: {
    render: () => (
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        description="We send your bills and receipts here."
        defaultValue="aroha@example.co.nz"
      />
    ),
  },
  Required: {
    description: 'aria-required tells screen readers; the visible "(required)" is for everyone else.',
    render: () => <TextField label="Submitter’s name" isRequired autoComplete="name" />,
  },
  WithCharacterCount: {
    description: 'The count shows n/limit; screen readers hear how many characters are left once typing pauses.',
    render: () => <TextField label="Site nickname" characterLimit={25} defaultValue="The bach" />,
  },
  OverCharacterLimit: {
    description: 'Typing past the limit is allowed so the validation message can explain (spec 1 §5).',
    render: () => (
      <TextField
        label="Payment information"
        characterLimit={12}
        defaultValue="Invoice 2024-0193"
        isInvalid
        errorMessage="Sorry payment information has a max length of 12 characters."
      />
    ),
  },
  Invalid: {
    description: 'The error is linked with aria-describedby and announced when it appears.',
    render: () => (
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        defaultValue="aroha@example"
        isInvalid
        errorMessage="Please enter a valid email address"
      />
    ),
  },
  Telephone: {
    render: () => (
      <TextField
        label="Mobile phone"
        type="tel"
        autoComplete="tel"
        characterLimit={15}
        description="Digits and spaces only."
        defaultValue="021 555 0142"
      />
    ),
  },
  Password: {
    render: () => (
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        description="8 to 75 characters, no spaces."
        defaultValue="harakeke-2024"
      />
    ),
  },
  ReadOnly: { render: () => <TextField label="Customer number" isReadOnly defaultValue="4001 2377 19" /> },
  Disabled: { render: () => <TextField label="Customer number" isDisabled defaultValue="4001 2377 19" /> },
});
