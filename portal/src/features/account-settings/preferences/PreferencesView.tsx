import { emailAddressError } from '@harakeke/contract';
import {
  ChangesSaved,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  EditableTextField,
  ErrorBox,
  Skeleton,
  Stack,
  Switch,
  Text,
  type EditableTextFieldState,
} from '@harakeke/design-system';
import type { PreferenceField, PreferenceState } from './atoms.js';

export interface PreferencesViewProps {
  /** The selected billing account's preferences and address: loading, failed (with a retry), none, or them. */
  preferences:
    | { status: 'loading' }
    | { status: 'error'; detail?: string }
    | { status: 'noAccount' }
    | {
        status: 'ready';
        email: string;
        sendBillViaEmail: boolean;
        sendPromotionViaEmail: boolean;
        fullAddress: string;
      };
  /** spec 1 §3: accountEmailStatus, receiveBillViaEmailStatus, receivePromotionsViaEmailStatus. */
  statuses: Record<PreferenceField, PreferenceState>;
  onEditEmail: () => void;
  onCancelEmail: () => void;
  /** Saves the billing email (already checked as an address, spec 1 §5). */
  onSaveEmail: (email: string) => void;
  /** Saves a switch's new value. */
  onToggle: (field: 'sendBillViaEmail' | 'sendPromotionViaEmail', value: boolean) => void;
  /** Loads the billing accounts again after a failed load. */
  onRetryLoad: () => void;
}

const emailFieldStates: Record<PreferenceState['status'], EditableTextFieldState> = {
  none: 'none',
  edit: 'edit',
  loading: 'loading',
  success: 'success',
  error: 'error',
};

/** A switch's save, said under it: saving, saved, or why it failed (the switch is back to its old value then). */
function SwitchStatus({ state }: { state: PreferenceState }) {
  return (
    <>
      <div role="status">
        {state.status === 'loading' && (
          <Text size="sm" tone="muted">
            Saving…
          </Text>
        )}
        {/* The same words and look as an editable field's save (spec 1 §2). */}
        {state.status === 'success' && <ChangesSaved />}
      </div>
      {state.status === 'error' && (
        <div role="alert">
          <Text size="sm" tone="danger">
            We couldn’t save that change. {state.error?.detail ?? 'Please try again.'}
          </Text>
        </div>
      )}
    </>
  );
}

/** spec 1 §3 userPreferences: the two switches, in the order shown. */
const emailSwitches = [
  { name: 'sendBillViaEmail', label: 'Send my bills by email' },
  { name: 'sendPromotionViaEmail', label: 'Send me promotions by email' },
] as const;

/**
 * spec 1 §2 profile, email preferences (spec 1 §3 userPreferences): the billing email, sending bills and promotions
 * by email, each saved on its own with its own status, and the account's billing address.
 */
export function PreferencesView({
  preferences,
  statuses,
  onEditEmail,
  onCancelEmail,
  onSaveEmail,
  onToggle,
  onRetryLoad,
}: PreferencesViewProps) {
  if (preferences.status === 'loading') {
    return (
      <Stack gap="3" aria-busy="true">
        <Skeleton variant="text" lines={4} />
      </Stack>
    );
  }
  if (preferences.status === 'error') {
    return (
      <ErrorBox
        title="We couldn’t load your email preferences"
        detail={preferences.detail ?? 'Please try again.'}
        onRetry={onRetryLoad}
        retryLabel="Try again"
      />
    );
  }
  if (preferences.status === 'noAccount') {
    return <Text>You have no billing account to set preferences for.</Text>;
  }
  const emailError = statuses.email.error;
  return (
    <Stack gap="5">
      <EditableTextField
        label="Billing email"
        type="email"
        autoComplete="email"
        value={preferences.email}
        state={emailFieldStates[statuses.email.status]}
        description="We send your bills and account news here."
        validate={emailAddressError}
        errorMessage={
          emailError?.status === 400 && emailError.detail
            ? emailError.detail.replace(/^email:\s*/, '')
            : 'We couldn’t save your billing email. Please try again.'
        }
        onEdit={onEditEmail}
        onCancel={onCancelEmail}
        onSave={onSaveEmail}
      />
      {emailSwitches.map(({ name, label }) => (
        <Stack key={name} gap="2">
          {/* Read-only, not disabled, while saving: a disabled switch would drop the customer's focus to the page. */}
          <Switch
            isSelected={preferences[name]}
            isReadOnly={statuses[name].status === 'loading'}
            onChange={(value) => onToggle(name, value)}
          >
            {label}
          </Switch>
          <SwitchStatus state={statuses[name]} />
        </Stack>
      ))}
      <DescriptionList>
        <DescriptionTerm>Billing address</DescriptionTerm>
        <DescriptionDetails>{preferences.fullAddress}</DescriptionDetails>
      </DescriptionList>
    </Stack>
  );
}
