import type { PhonePurpose } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import type { MutationState } from '../../../core/data/mutation.js';
import { PhonesView, type PhonesViewProps } from './PhonesView.js';

const noop = () => undefined;

/** Ana's one number, a mobile (as the demo customer has). */
const onlyMobile = [{ purpose: 'mobile' as const, number: '+64211239876' }];
const mobileAndHome = [...onlyMobile, { purpose: 'home' as const, number: '+6493771234' }];

const pending: MutationState<never> = { status: 'pending', data: null, error: null };
const done: MutationState<never> = { status: 'success', data: null, error: null };
const refused = (detail: string): MutationState<never> => ({
  status: 'error',
  data: null,
  error: { type: '/error/default', status: 409, title: 'Conflict', detail },
});
const home: readonly PhonePurpose[] = ['home'];

/** The phones section in a state: Ana's mobile only, nothing under way, unless said otherwise. */
function section(props: Partial<PhonesViewProps> = {}) {
  return (
    <PhonesView
      load={{ status: 'ready', data: onlyMobile }}
      onRetry={noop}
      editing={[]}
      saves={{}}
      deletes={{}}
      onEdit={noop}
      onCancel={noop}
      onSave={noop}
      confirmingDelete={null}
      onConfirmingDeleteChange={noop}
      onDelete={noop}
      {...props}
    />
  );
}

/** The phones section's states (spec 1 §2 editable field, §3 profile phones, §5 phone rules). */
export const phonesExamples = defineExamples({
  Loading: {
    description: 'The billing accounts (which hold the phones) are loading.',
    render: () => section({ load: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The phones could not load: the error with a retry.',
    render: () => section({ load: { status: 'error' } }),
  },
  OnlyMobile: {
    description: 'One number set: it cannot be deleted (spec 1 §5), so Delete is not offered.',
    render: () => section(),
  },
  TwoNumbers: {
    description: 'Two numbers set: either may be deleted.',
    render: () => section({ load: { status: 'ready', data: mobileAndHome } }),
  },
  Editing: {
    description: 'Adding a home number: the input with its rule, Cancel and Save.',
    render: () => section({ editing: home }),
  },
  Saving: {
    description: 'The number is on its way: the input read-only, Save pending.',
    render: () => section({ editing: home, saves: { home: pending } }),
  },
  Saved: {
    description: 'Saved and reloaded: the stored number in its readable form, and Changes Saved.',
    render: () => section({ load: { status: 'ready', data: mobileAndHome }, saves: { home: done } }),
  },
  SaveFailed: {
    description: 'The save failed: the message, the typed value kept to try again.',
    render: () =>
      section({
        editing: home,
        saves: {
          home: {
            status: 'error',
            data: null,
            error: {
              type: '/error/bad_request',
              status: 400,
              title: 'Bad request',
              detail: 'number: Please enter a valid phone number.',
            },
          },
        },
      }),
  },
  DeleteConfirm: {
    description:
      'Delete pressed on the home number: the confirmation, as removing a saved card or cancelling a recurring payment asks.',
    render: () => section({ load: { status: 'ready', data: mobileAndHome }, confirmingDelete: 'home' }),
  },
  Deleting: {
    description: 'The delete is on its way: the confirmation’s button is pending.',
    render: () =>
      section({
        load: { status: 'ready', data: mobileAndHome },
        confirmingDelete: 'home',
        deletes: { home: pending },
      }),
  },
  Deleted: {
    description: 'The home number was deleted: the mobile is the only one again, so Delete is gone.',
    render: () => section({ deletes: { home: done } }),
  },
  DeleteFailed: {
    description:
      'The server refused the delete (409, the last number): its reason in the confirmation, which stays open to try again.',
    render: () =>
      section({
        load: { status: 'ready', data: mobileAndHome },
        confirmingDelete: 'home',
        deletes: { home: refused('Keep at least one phone number: add another before deleting this one.') },
      }),
  },
});
