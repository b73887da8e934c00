import type { Problem } from '@harakeke/contract';
import { defineExamples } from '@harakeke/design-system';
import type { PreferenceField, PreferenceState } from './atoms.js';
import { PreferencesView, type PreferencesViewProps } from './PreferencesView.js';

const noop = () => undefined;

const serverFailure: Problem = { type: '/error/default', status: 500, title: 'Something went wrong' };
const none: PreferenceState = { status: 'none', error: null };
const idle: Record<PreferenceField, PreferenceState> = {
  email: none,
  sendBillViaEmail: none,
  sendPromotionViaEmail: none,
};

/** The email preferences section in a state: Kiri's account, bills by email, no promotions, unless said otherwise. */
function section(props: Partial<PreferencesViewProps> = {}) {
  return (
    <PreferencesView
      preferences={{
        status: 'ready',
        email: 'kiri@example.nz',
        sendBillViaEmail: true,
        sendPromotionViaEmail: false,
        fullAddress: '9 Harakeke Place, Hamilton East, Hamilton 3216',
      }}
      statuses={idle}
      onEditEmail={noop}
      onCancelEmail={noop}
      onSaveEmail={noop}
      onToggle={noop}
      onRetryLoad={noop}
      {...props}
    />
  );
}

/** The email preferences section's states (spec 1 §2 editable field, §3 userPreferences and their statuses). */
export const preferencesExamples = defineExamples({
  Loading: {
    description: 'The billing accounts are loading.',
    render: () => section({ preferences: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The billing accounts failed to load: the error with a retry.',
    render: () => section({ preferences: { status: 'error' } }),
  },
  NoAccount: {
    description: 'No billing account is selected: nothing to set.',
    render: () => section({ preferences: { status: 'noAccount' } }),
  },
  Ready: {
    description: 'The billing email, both switches and the billing address.',
    render: () => section(),
  },
  EditingEmail: {
    description: 'The billing email in edit, with Cancel and Save.',
    render: () => section({ statuses: { ...idle, email: { status: 'edit', error: null } } }),
  },
  SavingEmail: {
    description: 'The billing email is being saved.',
    render: () => section({ statuses: { ...idle, email: { status: 'loading', error: null } } }),
  },
  EmailSaved: {
    description: 'The billing email was saved: Changes Saved.',
    render: () => section({ statuses: { ...idle, email: { status: 'success', error: null } } }),
  },
  EmailSaveFailed: {
    description: 'Saving the billing email failed: the field stays in edit with the error.',
    render: () => section({ statuses: { ...idle, email: { status: 'error', error: serverFailure } } }),
  },
  SwitchSaving: {
    description:
      'Promotions turned on and being saved: the switch is read-only (not disabled, so it keeps keyboard focus) and says Saving….',
    render: () =>
      section({
        preferences: {
          status: 'ready',
          email: 'kiri@example.nz',
          sendBillViaEmail: true,
          sendPromotionViaEmail: true,
          fullAddress: '9 Harakeke Place, Hamilton East, Hamilton 3216',
        },
        statuses: { ...idle, sendPromotionViaEmail: { status: 'loading', error: null } },
      }),
  },
  SwitchSaved: {
    description: 'Bills by email turned off and saved: Changes Saved, the same words and look as the billing email’s.',
    render: () =>
      section({
        preferences: {
          status: 'ready',
          email: 'kiri@example.nz',
          sendBillViaEmail: false,
          sendPromotionViaEmail: false,
          fullAddress: '9 Harakeke Place, Hamilton East, Hamilton 3216',
        },
        statuses: { ...idle, sendBillViaEmail: { status: 'success', error: null } },
      }),
  },
  SwitchSaveFailed: {
    description: 'Turning promotions on failed: the switch is back off, with the error.',
    render: () => section({ statuses: { ...idle, sendPromotionViaEmail: { status: 'error', error: serverFailure } } }),
  },
});
