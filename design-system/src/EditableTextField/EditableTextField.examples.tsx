import { useEffect, useRef, useState } from 'react';
import { defineExamples } from '../examples.js';
import { EditableTextField, type EditableTextFieldProps, type EditableTextFieldState } from './EditableTextField.js';

/** spec 1 §5: digits and spaces only, at most 15 characters. */
function validatePhone(value: string): string | undefined {
  if (!value.trim()) return 'Please enter your mobile phone number.';
  if (!/^[\d ]{1,15}$/.test(value)) return 'Please enter a valid mobile phone number.';
  return undefined;
}

/** spec 1 §5: local part, at sign, domain with a top-level part of at least 2 letters. */
function validateEmail(value: string): string | undefined {
  return /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(value) ? undefined : 'Please enter a valid email address';
}

/** How long the pretend save takes in Storybook. */
const SAVE_MS = 1200;

type DemoProps = Omit<EditableTextFieldProps, 'state' | 'value' | 'onEdit' | 'onCancel' | 'onSave' | 'onDelete'> & {
  initialState?: EditableTextFieldState;
  initialValue: string;
  deletable?: boolean;
};

/** Plays the caller's part: owns the state and pretends to save, so every example can be clicked through. */
function Demo({ initialState = 'none', initialValue, deletable = false, ...props }: DemoProps) {
  const [state, setState] = useState(initialState);
  const [value, setValue] = useState(initialValue);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <EditableTextField
      {...props}
      state={state}
      value={value}
      onEdit={() => setState('edit')}
      onCancel={() => setState('none')}
      onSave={(next) => {
        setState('loading');
        timer.current = setTimeout(() => {
          setValue(next);
          setState('success');
        }, SAVE_MS);
      }}
      onDelete={
        deletable
          ? () => {
              setValue('');
              setState('none');
            }
          : undefined
      }
    />
  );
}

const phone = {
  label: 'Mobile phone',
  type: 'tel',
  autoComplete: 'tel',
  characterLimit: 15,
  validate: validatePhone,
} as const;

export const editableTextFieldExamples = defineExamples({
  None: {
    description: 'spec 1 §2 none: the saved value with Edit.',
    render: () => <Demo {...phone} initialValue="021 555 0142" />,
  },
  Empty: { render: () => <Demo {...phone} label="Work phone" initialValue="" /> },
  Edit: {
    description:
      'Edit offers Cancel and Save. Escape cancels, Enter saves; the draft is checked on Save, not when the input is left.',
    render: () => <Demo {...phone} initialState="edit" initialValue="021 555 0142" />,
  },
  Loading: {
    description: 'The save is running: the input is read-only and Save shows a spinner, keeping focus.',
    render: () => <Demo {...phone} initialState="loading" initialValue="021 555 0142" />,
  },
  Success: {
    description: "spec 1 §2 success: Edit and the text 'Changes Saved', announced politely.",
    render: () => <Demo {...phone} initialState="success" initialValue="021 555 0199" />,
  },
  SuccessWithDelete: {
    description: 'The optional Delete, e.g. when another phone number is set (spec 1 §5).',
    render: () => <Demo {...phone} label="Home phone" initialState="success" initialValue="09 555 0123" deletable />,
  },
  Error: {
    description: 'spec 1 §2 error: the message, linked to the input and announced; Save tries again.',
    render: () => (
      <Demo
        {...phone}
        initialState="error"
        initialValue="021 555 0142"
        errorMessage="Sorry, we couldn’t save your phone number. Please try again."
      />
    ),
  },
  Email: {
    render: () => (
      <Demo
        label="Email address"
        type="email"
        autoComplete="email"
        description="We send your bills and receipts here."
        validate={validateEmail}
        initialState="edit"
        initialValue="aroha@example.co.nz"
      />
    ),
  },
  Password: {
    description: 'The value view masks a password.',
    render: () => <Demo label="Password" type="password" autoComplete="new-password" initialValue="harakeke-2024" />,
  },
});
