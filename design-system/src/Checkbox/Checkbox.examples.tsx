import { useState } from 'react';
import { defineExamples } from '../examples.js';
import { Checkbox } from './Checkbox.js';

/** spec 1 §5: the message of every terms-and-conditions box of the direct debit form. */
const TERMS_MESSAGE = 'You must read and agree to the Terms and Conditions.';

/** Shown as already touched: ticking the box clears the error, unticking brings it back. */
function TermsAgreement() {
  const [agreed, setAgreed] = useState(false);
  return (
    <Checkbox isSelected={agreed} onChange={setAgreed} isRequired isInvalid={!agreed} errorMessage={TERMS_MESSAGE}>
      I have read and agree to the direct debit Terms and Conditions
    </Checkbox>
  );
}

export const checkboxExamples = defineExamples({
  Unchecked: { render: () => <Checkbox>Send my bills by email</Checkbox> },
  Checked: { render: () => <Checkbox defaultSelected>Send my bills by email</Checkbox> },
  WithDescription: {
    render: () => (
      <Checkbox description="Offers and news from us, about once a month. You can stop them at any time.">
        Send me promotions by email
      </Checkbox>
    ),
  },
  Invalid: {
    description: 'spec 1 §5: an unticked required box, touched. The error is linked with aria-describedby.',
    render: () => <TermsAgreement />,
  },
  Disabled: { render: () => <Checkbox isDisabled>Send my bills by email</Checkbox> },
  DisabledChecked: {
    render: () => (
      <Checkbox isDisabled defaultSelected>
        Send my bills by email
      </Checkbox>
    ),
  },
  LongLabel: {
    description: 'The label wraps beside the box; the box stays at the first line.',
    render: () => (
      <Checkbox>
        I authorise the bank to debit my account with amounts the retailer asks for, under the direct debit Terms and
        Conditions, until I cancel this authority in writing
      </Checkbox>
    ),
  },
});
