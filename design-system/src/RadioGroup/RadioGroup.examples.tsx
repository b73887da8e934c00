import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { Radio, RadioGroup } from './RadioGroup.js';

function PaymentTypeRequired() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="Payment type"
      value={value}
      onChange={setValue}
      isInvalid={!value}
      errorMessage="Please choose how you would like to pay."
    >
      <Radio value="directDebit">Direct debit</Radio>
      <Radio value="creditCard">Credit card</Radio>
    </RadioGroup>
  );
}

export const radioGroupExamples = defineExamples({
  Vertical: {
    description: 'spec 1 §2: direct debit is the default payment type; credit card the alternative.',
    render: () => (
      <RadioGroup label="Payment type" defaultValue="directDebit" name="paymentType">
        <Radio value="directDebit">Direct debit</Radio>
        <Radio value="creditCard">Credit card</Radio>
      </RadioGroup>
    ),
  },
  Horizontal: {
    description: 'Options in a row that wraps on narrow screens.',
    render: () => (
      <RadioGroup label="Payment type" orientation="horizontal" defaultValue="directDebit">
        <Radio value="directDebit">Direct debit</Radio>
        <Radio value="creditCard">Credit card</Radio>
      </RadioGroup>
    ),
  },
  WithDescription: {
    render: () => (
      <RadioGroup
        label="Payment type"
        description="You can change this at any time from Payment Options."
        defaultValue="creditCard"
      >
        <Radio value="directDebit">Direct debit</Radio>
        <Radio value="creditCard">Credit card</Radio>
      </RadioGroup>
    ),
  },
  WithError: {
    description: 'Nothing selected yet: the error is linked to the group and announced. Choosing an option clears it.',
    render: () => <PaymentTypeRequired />,
  },
  DisabledOption: {
    render: () => (
      <RadioGroup label="Payment type" defaultValue="directDebit">
        <Radio value="directDebit">Direct debit</Radio>
        <Radio value="creditCard" isDisabled>
          Credit card
        </Radio>
      </RadioGroup>
    ),
  },
  Disabled: {
    render: () => (
      <RadioGroup label="Payment type" defaultValue="directDebit" isDisabled>
        <Radio value="directDebit">Direct debit</Radio>
        <Radio value="creditCard">Credit card</Radio>
      </RadioGroup>
    ),
  },
});
