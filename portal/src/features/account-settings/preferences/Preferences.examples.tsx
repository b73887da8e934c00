import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import type { MutationState } from '../../../core/data/mutation.js';
import { PreferencesView, type PreferencesViewProps, type ShownPreferences } from './PreferencesView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };
const pending: MutationState<never> = { status: 'pending', data: null, error: null };
const saved: MutationState<never> = { status: 'success', data: null, error: null };
const failed: MutationState<never> = { status: 'error', data: null, error: serverFailure };

const kiri: ShownPreferences = {
  email: 'kiri@example.nz',
  sendBillViaEmail: true,
  sendPromotionViaEmail: false,
  fullAddress: '9 Harakeke Place, Hamilton East, Hamilton 3216',
};

/** The email preferences section in a state: Kiri's account, bills by email, no promotions, unless said otherwise. */
function section(props: Partial<PreferencesViewProps> = {}) {
  return (
    <PreferencesView
      load={{ status: 'ready', data: kiri }}
      onRetry={noop}
      isEditingEmail={false}
      saves={{}}
      onEditEmail={noop}
      onCancelEmail={noop}
      onSaveEmail={noop}
      onToggle={noop}
      {...props}
    />
  );
}

/** The email preferences section's states (spec 1 §2 editable field, §3 userPreferences and their statuses). */
export const preferencesExamples = defineExamples({
  Loading: {
    description: 'The billing accounts are loading.',
    render: () => section({ load: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The billing accounts failed to load: the error with a retry.',
    render: () => section({ load: { status: 'error' } }),
  },
  NoAccount: {
    description: 'No billing account is selected: nothing to set.',
    render: () => section({ load: { status: 'empty' } }),
  },
  Ready: {
    description: 'The billing email, both switches and the billing address.',
    render: () => section(),
  },
  EditingEmail: {
    description: 'The billing email in edit, with Cancel and Save.',
    render: () => section({ isEditingEmail: true }),
  },
  SavingEmail: {
    description: 'The billing email is being saved.',
    render: () => section({ isEditingEmail: true, saves: { email: pending } }),
  },
  EmailSaved: {
    description: 'The billing email was saved: Changes Saved.',
    render: () => section({ saves: { email: saved } }),
  },
  EmailSaveFailed: {
    description: 'Saving the billing email failed: the field stays in edit with the error.',
    render: () => section({ isEditingEmail: true, saves: { email: failed } }),
  },
  SwitchSaving: {
    description:
      'Promotions turned on and being saved: the switch is read-only (not disabled, so it keeps keyboard focus) and says Saving….',
    render: () =>
      section({
        load: { status: 'ready', data: { ...kiri, sendPromotionViaEmail: true } },
        saves: { sendPromotionViaEmail: pending },
      }),
  },
  SwitchSaved: {
    description: 'Bills by email turned off and saved: Changes Saved, the same words and look as the billing email’s.',
    render: () =>
      section({
        load: { status: 'ready', data: { ...kiri, sendBillViaEmail: false } },
        saves: { sendBillViaEmail: saved },
      }),
  },
  SwitchSaveFailed: {
    description: 'Turning promotions on failed: the switch is back off, with the error.',
    render: () => section({ saves: { sendPromotionViaEmail: failed } }),
  },
});
