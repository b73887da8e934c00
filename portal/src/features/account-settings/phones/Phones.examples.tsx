import { defineExamples } from '@harakeke/design-system';
import { noPhoneEdit, noPhoneEdits, type PhoneEdits } from './atoms.js';
import { PhonesView, type PhonesViewProps } from './PhonesView.js';

const noop = () => undefined;

/** Ana's one number, a mobile (as the demo customer has). */
const onlyMobile = [{ purpose: 'mobile' as const, number: '+64211239876' }];
const mobileAndHome = [...onlyMobile, { purpose: 'home' as const, number: '+6493771234' }];

const editing = (purpose: keyof PhoneEdits, edit: Partial<PhoneEdits[keyof PhoneEdits]>): PhoneEdits => ({
  ...noPhoneEdits,
  [purpose]: { ...noPhoneEdit, ...edit },
});

/** The phones section in a state: Ana's mobile only, nothing under way, unless said otherwise. */
function section(props: Partial<PhonesViewProps> = {}) {
  return (
    <PhonesView
      phones={{ status: 'ready', phones: onlyMobile }}
      edits={noPhoneEdits}
      onEdit={noop}
      onCancel={noop}
      onSave={noop}
      confirmingDelete={null}
      onConfirmingDeleteChange={noop}
      onDelete={noop}
      onRetryLoad={noop}
      {...props}
    />
  );
}

/** The phones section's states (spec 1 §2 editable field, §3 profile phones, §5 phone rules). */
export const phonesExamples = defineExamples({
  Loading: {
    description: 'The billing accounts (which hold the phones) are loading.',
    render: () => section({ phones: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The phones could not load: the error with a retry.',
    render: () => section({ phones: { status: 'error' } }),
  },
  OnlyMobile: {
    description: 'One number set: it cannot be deleted (spec 1 §5), so Delete is not offered.',
    render: () => section(),
  },
  TwoNumbers: {
    description: 'Two numbers set: either may be deleted.',
    render: () => section({ phones: { status: 'ready', phones: mobileAndHome } }),
  },
  Editing: {
    description: 'Adding a home number: the input with its rule, Cancel and Save.',
    render: () => section({ edits: editing('home', { state: 'edit' }) }),
  },
  Saving: {
    description: 'The number is on its way: the input read-only, Save pending.',
    render: () => section({ edits: editing('home', { state: 'loading' }) }),
  },
  Saved: {
    description: 'Saved and reloaded: the stored number in its readable form, and Changes Saved.',
    render: () =>
      section({ phones: { status: 'ready', phones: mobileAndHome }, edits: editing('home', { state: 'success' }) }),
  },
  SaveFailed: {
    description: 'The save failed: the message, the typed value kept to try again.',
    render: () =>
      section({ edits: editing('home', { state: 'error', saveError: 'Please enter a valid phone number.' }) }),
  },
  DeleteConfirm: {
    description:
      'Delete pressed on the home number: the confirmation, as removing a saved card or cancelling a recurring payment asks.',
    render: () => section({ phones: { status: 'ready', phones: mobileAndHome }, confirmingDelete: 'home' }),
  },
  Deleting: {
    description: 'The delete is on its way: the confirmation’s button is pending.',
    render: () =>
      section({
        phones: { status: 'ready', phones: mobileAndHome },
        confirmingDelete: 'home',
        edits: editing('home', { deleteStatus: 'loading' }),
      }),
  },
  Deleted: {
    description: 'The home number was deleted: the mobile is the only one again, so Delete is gone.',
    render: () => section({ edits: editing('home', { deleteStatus: 'success' }) }),
  },
  DeleteFailed: {
    description:
      'The server refused the delete (409, the last number): its reason in the confirmation, which stays open to try again.',
    render: () =>
      section({
        phones: { status: 'ready', phones: mobileAndHome },
        confirmingDelete: 'home',
        edits: editing('home', {
          deleteStatus: 'error',
          deleteError: 'Keep at least one phone number: add another before deleting this one.',
        }),
      }),
  },
});
