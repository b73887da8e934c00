import { useId, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button.js';
import { defineExamples } from '../examples.js';
import { styled } from '../stitches.config.js';
import { TextField } from '../TextField/TextField.js';
import { useFieldValidation } from './useFieldValidation.js';
import type { TouchedFields } from './form-state.js';

interface PaymentDetails {
  submitterName: string;
  paymentInformation: string;
}

// spec 1 §5 rules and messages of two direct debit fields; the portal's own rules live in its feature folder.
const SUBMITTER_LIMIT = 150;
const PAYMENT_INFORMATION_LIMIT = 12;
const paymentDetailsRules = {
  submitterName: (value: string) =>
    !value.trim()
      ? 'Please enter a submitter’s name.'
      : value.length > SUBMITTER_LIMIT
        ? 'Sorry submitter’s name has a max length of 150 characters.'
        : undefined,
  paymentInformation: (value: string) =>
    !value.trim()
      ? 'Please provide payment information.'
      : value.length > PAYMENT_INFORMATION_LIMIT
        ? 'Sorry payment information has a max length of 12 characters.'
        : undefined,
};

const Stack = styled('form', {
  display: 'grid',
  gap: '$5',
  maxWidth: '$dialog',
  fontFamily: '$body',
  color: '$text',
});
const Actions = styled('div', { display: 'grid', gap: '$2', justifyItems: 'start' });
const Hint = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });
const Sent = styled('p', { margin: 0, color: '$success', fontWeight: '$bold' });

interface PaymentDetailsFormProps {
  initialValues?: PaymentDetails;
  initialTouched?: Partial<TouchedFields<PaymentDetails>>;
}

/** Two fields; the submit stays disabled until both are touched and valid (spec 1 §4). */
function PaymentDetailsForm({
  initialValues = { submitterName: '', paymentInformation: '' },
  initialTouched,
}: PaymentDetailsFormProps) {
  const form = useFieldValidation({ initialValues, initialTouched, fields: paymentDetailsRules });
  const [sent, setSent] = useState(false);
  const hintId = useId();
  return (
    <Stack
      aria-label="Direct debit details"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (form.touchAll()) setSent(true);
      }}
    >
      <TextField
        label="Submitter’s name"
        autoComplete="name"
        isRequired
        characterLimit={SUBMITTER_LIMIT}
        {...form.fields.submitterName.props}
      />
      <TextField
        label="Payment information"
        description="A reference for your bank statement, such as your customer number."
        isRequired
        characterLimit={PAYMENT_INFORMATION_LIMIT}
        {...form.fields.paymentInformation.props}
      />
      <Actions>
        <Button type="submit" isDisabled={!form.allTouchedAndValid} aria-describedby={hintId}>
          Continue
        </Button>
        <Hint id={hintId}>{form.allTouchedAndValid ? 'Ready to continue.' : 'Fill in both fields to continue.'}</Hint>
        <div role="status">{sent && <Sent>Thanks, we have your details.</Sent>}</div>
      </Actions>
    </Stack>
  );
}

export const formExamples = defineExamples({
  TwoFieldForm: {
    description:
      'Errors show once a field is left; Continue stays disabled until both fields are touched and valid (spec 1 §4).',
    render: () => <PaymentDetailsForm />,
  },
  TouchedWithErrors: {
    description: 'Both fields touched and empty: each shows its error, linked with aria-describedby.',
    render: () => <PaymentDetailsForm initialTouched={{ submitterName: true, paymentInformation: true }} />,
  },
  TouchedOverLimit: {
    render: () => (
      <PaymentDetailsForm
        initialValues={{ submitterName: 'Aroha Ngata', paymentInformation: 'Invoice 2024-0193' }}
        initialTouched={{ submitterName: true, paymentInformation: true }}
      />
    ),
  },
  ReadyToSubmit: {
    description: 'Every field touched and valid: Continue is enabled.',
    render: () => (
      <PaymentDetailsForm
        initialValues={{ submitterName: 'Aroha Ngata', paymentInformation: '4001237719' }}
        initialTouched={{ submitterName: true, paymentInformation: true }}
      />
    ),
  },
});
