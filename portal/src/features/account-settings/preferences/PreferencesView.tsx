import { emailAddressError, type UserPreferences } from '@harakeke/contract';
import {
  ChangesSaved,
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  EditableTextField,
  LoadFrame,
  Stack,
  Switch,
  Text,
} from '@harakeke/design-system';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { editableFieldState } from '../editable-field-state.js';
import type { PreferenceField } from './atoms.js';

/** The selected billing account's preferences as shown (a value being saved over the stored one), and its address. */
export interface ShownPreferences extends UserPreferences {
  fullAddress: string;
}

export interface PreferencesViewProps extends LoadViewProps<ShownPreferences> {
  /** Whether the billing email's field is open. */
  isEditingEmail: boolean;
  /**
   * Each preference's last save (spec 1 §3: accountEmailStatus, receiveBillViaEmailStatus,
   * receivePromotionsViaEmailStatus); a field not in it has none.
   */
  saves: Readonly<Partial<Record<PreferenceField, MutationState<unknown>>>>;
  onEditEmail: () => void;
  onCancelEmail: () => void;
  /** Saves the billing email (already checked as an address, spec 1 §5). */
  onSaveEmail: (email: string) => void;
  /** Saves a switch's new value. */
  onToggle: (field: 'sendBillViaEmail' | 'sendPromotionViaEmail', value: boolean) => void;
}

/** A switch's save, said under it: saving, saved, or why it failed (the switch is back to its old value then). */
function SwitchStatus({ save }: { save: MutationState<unknown> | undefined }) {
  return (
    <>
      <div role="status">
        {save?.status === 'pending' && (
          <Text size="sm" tone="muted">
            Saving…
          </Text>
        )}
        {/* The same words and look as an editable field's save (spec 1 §2). */}
        {save?.status === 'success' && <ChangesSaved />}
      </div>
      {save?.status === 'error' && (
        <div role="alert">
          <Text size="sm" tone="danger">
            We couldn’t save that change. {save.error?.detail ?? 'Please try again.'}
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
  load,
  onRetry,
  isEditingEmail,
  saves,
  onEditEmail,
  onCancelEmail,
  onSaveEmail,
  onToggle,
}: PreferencesViewProps) {
  return (
    <LoadFrame
      title="Email preferences"
      load={load}
      skeletonRows={5}
      errorTitle="We couldn’t load your email preferences"
      errorDetail="Please try again."
      onRetry={onRetry}
      emptyMessage="You have no billing account to set preferences for."
    >
      {(preferences) => (
        <PreferencesFields
          preferences={preferences}
          isEditingEmail={isEditingEmail}
          saves={saves}
          onEditEmail={onEditEmail}
          onCancelEmail={onCancelEmail}
          onSaveEmail={onSaveEmail}
          onToggle={onToggle}
        />
      )}
    </LoadFrame>
  );
}

type PreferencesFieldsProps = Omit<PreferencesViewProps, 'load' | 'onRetry'> & { preferences: ShownPreferences };

function PreferencesFields({
  preferences,
  isEditingEmail,
  saves,
  onEditEmail,
  onCancelEmail,
  onSaveEmail,
  onToggle,
}: PreferencesFieldsProps) {
  const emailError = saves.email?.status === 'error' ? saves.email.error : null;
  return (
    <Stack gap="5">
      <EditableTextField
        label="Billing email"
        type="email"
        autoComplete="email"
        value={preferences.email}
        state={editableFieldState(isEditingEmail, saves.email)}
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
            isReadOnly={saves[name]?.status === 'pending'}
            onChange={(value) => onToggle(name, value)}
          >
            {label}
          </Switch>
          <SwitchStatus save={saves[name]} />
        </Stack>
      ))}
      <DescriptionList>
        <DescriptionTerm>Billing address</DescriptionTerm>
        <DescriptionDetails>{preferences.fullAddress}</DescriptionDetails>
      </DescriptionList>
    </Stack>
  );
}
