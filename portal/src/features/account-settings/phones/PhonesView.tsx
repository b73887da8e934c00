import {
  canDeletePhone,
  filterPhoneInput,
  PHONE_INPUT_MAX,
  phoneNumberError,
  readablePhoneNumber,
  type PhonePurpose,
} from '@harakeke/contract';
import { EditableTextField, ErrorBox, Stack, Text } from '@harakeke/design-system';
import { useEffect, useRef } from 'react';
import { SettingsCard } from '../SettingsCard.js';
import { phonePurposes, type PhoneEdits } from './atoms.js';

/** The labels of spec 1 §3's phones. */
export const phoneLabels: Record<PhonePurpose, string> = {
  work: 'Work phone',
  home: 'Home phone',
  mobile: 'Mobile phone',
};

/** spec 1 §5's input rule, said where the customer types. */
export const PHONE_DESCRIPTION = `Digits and spaces only, up to ${PHONE_INPUT_MAX} characters. We add New Zealand’s +64 for you.`;

export interface PhonesViewProps {
  /** The contact's phones (spec 1 §3 profile), loading, or the load's error. */
  phones:
    | { status: 'loading' }
    | { status: 'error'; detail?: string }
    | { status: 'ready'; phones: ReadonlyArray<{ purpose: PhonePurpose; number: string }> };
  /** Each phone's status and delete status. */
  edits: PhoneEdits;
  onEdit: (purpose: PhonePurpose) => void;
  onCancel: (purpose: PhonePurpose) => void;
  /** Saves a number as typed (digits and spaces); the caller normalises it. */
  onSave: (purpose: PhonePurpose, typed: string) => void;
  onDelete: (purpose: PhonePurpose) => void;
  /** Loads the phones again after a failed load. */
  onRetryLoad: () => void;
}

/**
 * spec 1 §3 profile phones (work, home, mobile), each an editable field (spec 1 §2) with spec 1 §5's rules: digits
 * and spaces only, at most 15 characters; shown in the readable national form; Delete offered only while more than
 * one number is set.
 */
export function PhonesView({ phones, edits, onEdit, onCancel, onSave, onDelete, onRetryLoad }: PhonesViewProps) {
  return (
    <SettingsCard
      title="Phone numbers"
      load={phones}
      loadErrorTitle="We couldn’t load your phone numbers"
      skeletonLines={3}
      onRetryLoad={onRetryLoad}
    >
      {(ready) => (
        <Stack gap="5">
          {phonePurposes.map((purpose) => (
            <PhoneField
              key={purpose}
              purpose={purpose}
              number={ready.phones.find((phone) => phone.purpose === purpose)?.number ?? ''}
              isDeletable={canDeletePhone(ready.phones)}
              edits={edits}
              onEdit={onEdit}
              onCancel={onCancel}
              onSave={onSave}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      )}
    </SettingsCard>
  );
}

interface PhoneFieldProps extends Pick<PhonesViewProps, 'edits' | 'onEdit' | 'onCancel' | 'onSave' | 'onDelete'> {
  purpose: PhonePurpose;
  /** The stored number (+64…), or '' when none is set. */
  number: string;
  /** spec 1 §5: more than one number is set. */
  isDeletable: boolean;
}

function PhoneField({ purpose, number, isDeletable, edits, onEdit, onCancel, onSave, onDelete }: PhoneFieldProps) {
  const edit = edits[purpose];
  const label = phoneLabels[purpose];
  const fieldRef = useRef<HTMLDivElement>(null);
  // The Delete pressed has gone with the number: focus goes to the field's Edit, where adding a number again starts.
  const deleted = edit.deleteStatus === 'success';
  useEffect(() => {
    if (deleted) fieldRef.current?.querySelector('button')?.focus();
  }, [deleted]);
  return (
    <Stack gap="2">
      <EditableTextField
        ref={fieldRef}
        label={label}
        type="tel"
        autoComplete="tel-national"
        value={number === '' ? '' : readablePhoneNumber(number)}
        state={edit.state}
        filterInput={filterPhoneInput}
        validate={phoneNumberError}
        description={PHONE_DESCRIPTION}
        errorMessage={edit.saveError ?? undefined}
        emptyText="No number"
        onEdit={() => onEdit(purpose)}
        onCancel={() => onCancel(purpose)}
        onSave={(typed) => onSave(purpose, typed)}
        onDelete={number !== '' && isDeletable ? () => onDelete(purpose) : undefined}
      />
      <div role="status">
        {edit.deleteStatus === 'loading' && (
          <Text size="sm" tone="muted">
            Deleting your {label.toLowerCase()} number…
          </Text>
        )}
        {deleted && (
          <Text size="sm" tone="muted">
            Your {label.toLowerCase()} number has been deleted.
          </Text>
        )}
      </div>
      {edit.deleteStatus === 'error' && (
        <ErrorBox
          title={`We couldn’t delete your ${label.toLowerCase()} number`}
          detail={edit.deleteError ?? undefined}
        />
      )}
    </Stack>
  );
}
