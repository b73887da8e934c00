import { useState } from 'react';
import type { Key } from 'react-stately';
import { defineExamples } from '../examples.js';
import { Select, SelectItem } from './Select.js';

// Banks of the direct debit form's bank picker (spec 1 §3, field `bank`). Not exported: every export of an
// examples file is read as a set of examples.
const NZ_BANKS = [
  { id: 'anz', name: 'ANZ' },
  { id: 'asb', name: 'ASB' },
  { id: 'bnz', name: 'BNZ' },
  { id: 'kiwibank', name: 'Kiwibank' },
  { id: 'westpac', name: 'Westpac' },
  { id: 'tsb', name: 'TSB' },
  { id: 'cooperative', name: 'Co-operative Bank' },
  { id: 'heartland', name: 'Heartland' },
];

// spec 1 §5: the bank field's message.
const BANK_REQUIRED = 'Please select your bank.';

function BankPicker(props: {
  defaultSelectedKey?: Key;
  errorMessage?: string;
  isInvalid?: boolean;
  isDisabled?: boolean;
  defaultOpen?: boolean;
  description?: string;
}) {
  return (
    <Select label="Bank" placeholder="Select your bank" items={NZ_BANKS} name="bank" {...props}>
      {(bank) => <SelectItem key={bank.id}>{bank.name}</SelectItem>}
    </Select>
  );
}

/** The spec's form behaviour: the error shows once the field is touched and clears once a bank is chosen. */
function TouchedBankPicker() {
  const [bank, setBank] = useState<Key | null>(null);
  const [touched, setTouched] = useState(false);
  return (
    <Select
      label="Bank"
      placeholder="Select your bank"
      items={NZ_BANKS}
      selectedKey={bank}
      onSelectionChange={setBank}
      onBlur={() => setTouched(true)}
      isInvalid={touched && !bank}
      errorMessage={BANK_REQUIRED}
      isRequired
    >
      {(item) => <SelectItem key={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}

export const selectExamples = defineExamples({
  Placeholder: { description: 'Nothing chosen yet.', render: () => <BankPicker /> },
  Selected: { render: () => <BankPicker defaultSelectedKey="kiwibank" /> },
  WithDescription: {
    render: () => <BankPicker description="The bank your direct debit will come from." />,
  },
  WithError: {
    description: 'spec 1 §5: the bank is required.',
    render: () => <BankPicker isInvalid errorMessage={BANK_REQUIRED} />,
  },
  ValidatedOnBlur: {
    description: 'Tab through without choosing: the error appears once the field is touched.',
    render: () => <TouchedBankPicker />,
  },
  Disabled: { render: () => <BankPicker defaultSelectedKey="asb" isDisabled /> },
  Open: {
    description: 'The list open, with the selected bank ticked.',
    render: () => <BankPicker defaultSelectedKey="bnz" defaultOpen />,
  },
});
