import {
  canDeletePhone,
  filterPhoneInput,
  PHONE_INPUT_MAX,
  phoneNumberError,
  readablePhoneNumber,
  type PhonePurpose,
} from '@harakeke/contract';
import { ConfirmDialog, EditableTextField, ErrorBox, LoadFrame, Stack, Text } from '@harakeke/design-system';
import { useMemo, useRef, useState, type RefObject } from 'react';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { editableFieldState } from '../editable-field-state.js';
import { phonePurposes } from './atoms.js';
import { problemMessage } from '../problem-message.js';

/** The labels of spec 1 §3's phones. */
export const phoneLabels: Record<PhonePurpose, string> = {
  work: 'Work phone',
  home: 'Home phone',
  mobile: 'Mobile phone',
};

/** spec 1 §5's input rule, said where the customer types. */
export const PHONE_DESCRIPTION = `Digits and spaces only, up to ${PHONE_INPUT_MAX} characters. We add New Zealand’s +64 for you.`;

/** The contact's phones (spec 1 §3 profile), each a purpose with its number (+64…). */
export type Phones = ReadonlyArray<{ purpose: PhonePurpose; number: string }>;

/** Each phone's last save or delete; a phone not in it has none. */
export type PhoneWrites = Readonly<Partial<Record<PhonePurpose, MutationState<unknown>>>>;

export interface PhonesViewProps extends LoadViewProps<Phones> {
  /** The phones whose field is open. */
  editing: readonly PhonePurpose[];
  /** Each phone's save (spec 1 §3: each phone has a status). */
  saves: PhoneWrites;
  /** Each phone's delete (spec 1 §3: each phone has a delete status). */
  deletes: PhoneWrites;
  onEdit: (purpose: PhonePurpose) => void;
  onCancel: (purpose: PhonePurpose) => void;
  /** Saves a number as typed (digits and spaces); the caller normalises it. */
  onSave: (purpose: PhonePurpose, typed: string) => void;
  /** The phone whose delete confirmation is open, or null. */
  confirmingDelete: PhonePurpose | null;
  /** Opens a phone's delete confirmation (its Delete pressed), or closes it (null). */
  onConfirmingDeleteChange: (purpose: PhonePurpose | null) => void;
  /** Deletes a number (from its confirmation). */
  onDelete: (purpose: PhonePurpose) => void;
}

/**
 * spec 1 §3 profile phones (work, home, mobile), each an editable field (spec 1 §2) with spec 1 §5's rules: digits
 * and spaces only, at most 15 characters; shown in the readable national form; Delete offered only while more than
 * one number is set, and asking for confirmation first, as removing a saved card and cancelling a recurring payment
 * do.
 */
export function PhonesView({
  load,
  onRetry,
  editing,
  saves,
  deletes,
  onEdit,
  onCancel,
  onSave,
  confirmingDelete,
  onConfirmingDeleteChange,
  onDelete,
}: PhonesViewProps) {
  return (
    <LoadFrame
      title="Phone numbers"
      load={load}
      skeletonRows={5}
      errorTitle="We couldn’t load your phone numbers"
      errorDetail="Please try again."
      onRetry={onRetry}
    >
      {(phones) => (
        <Stack gap="5">
          {phonePurposes.map((purpose) => (
            <PhoneField
              key={purpose}
              purpose={purpose}
              number={phones.find((phone) => phone.purpose === purpose)?.number ?? ''}
              isDeletable={canDeletePhone(phones)}
              isEditing={editing.includes(purpose)}
              save={saves[purpose]}
              remove={deletes[purpose]}
              onEdit={onEdit}
              onCancel={onCancel}
              onSave={onSave}
              isConfirmingDelete={confirmingDelete === purpose}
              onConfirmingDeleteChange={onConfirmingDeleteChange}
              onDelete={onDelete}
            />
          ))}
        </Stack>
      )}
    </LoadFrame>
  );
}

interface PhoneFieldProps extends Pick<
  PhonesViewProps,
  'onEdit' | 'onCancel' | 'onSave' | 'onConfirmingDeleteChange' | 'onDelete'
> {
  purpose: PhonePurpose;
  /** Whether its field is open. */
  isEditing: boolean;
  /** Its last save, if any. */
  save: MutationState<unknown> | undefined;
  /** Its last delete, if any. */
  remove: MutationState<unknown> | undefined;
  /** The stored number (+64…), or '' when none is set. */
  number: string;
  /** spec 1 §5: more than one number is set. */
  isDeletable: boolean;
  /** Whether this number's delete confirmation is open. */
  isConfirmingDelete: boolean;
}

function PhoneField({
  purpose,
  number,
  isDeletable,
  isEditing,
  save,
  remove,
  onEdit,
  onCancel,
  onSave,
  isConfirmingDelete,
  onConfirmingDeleteChange,
  onDelete,
}: PhoneFieldProps) {
  const label = phoneLabels[purpose];
  const fieldRef = useRef<HTMLDivElement>(null);
  // Where the confirmation hands focus back once the number is deleted: the Delete that opened it has gone with the
  // number, so the field's Edit (its first button), where adding a number again starts.
  const editButtonRef = useMemo<RefObject<HTMLElement | null>>(
    () => ({
      get current() {
        return fieldRef.current?.querySelector('button') ?? null;
      },
    }),
    [],
  );
  const readable = number === '' ? '' : readablePhoneNumber(number);
  // The confirmation names the number to the end: it is gone from the field while the dialog closes after the delete.
  const [confirmedNumber, setConfirmedNumber] = useState(readable);
  if (readable !== '' && readable !== confirmedNumber) setConfirmedNumber(readable);
  const deleting = remove?.status === 'pending';
  const what = `${label.toLowerCase()} number`;
  return (
    <Stack gap="2">
      <EditableTextField
        ref={fieldRef}
        label={label}
        type="tel"
        autoComplete="tel-national"
        value={readable}
        state={editableFieldState(isEditing, save)}
        filterInput={filterPhoneInput}
        validate={phoneNumberError}
        description={PHONE_DESCRIPTION}
        errorMessage={save?.status === 'error' && save.error ? problemMessage(save.error) : undefined}
        emptyText="No number"
        onEdit={() => onEdit(purpose)}
        onCancel={() => onCancel(purpose)}
        onSave={(typed) => onSave(purpose, typed)}
        onDelete={number !== '' && isDeletable ? () => onConfirmingDeleteChange(purpose) : undefined}
      />
      <ConfirmDialog
        title={`Delete your ${what}?`}
        description={`${confirmedNumber} will no longer be one of your contact numbers.`}
        keepLabel="Keep number"
        confirmLabel="Delete number"
        onConfirm={() => onDelete(purpose)}
        isPending={deleting}
        isOpen={isConfirmingDelete}
        onOpenChange={(isOpen) => onConfirmingDeleteChange(isOpen ? purpose : null)}
        returnFocusRef={editButtonRef}
      >
        {remove?.status === 'error' && (
          <ErrorBox
            title={`We couldn’t delete your ${what}`}
            detail={remove.error ? problemMessage(remove.error) : undefined}
          />
        )}
      </ConfirmDialog>
      <div role="status">
        {deleting && (
          <Text size="sm" tone="muted">
            Deleting your {what}…
          </Text>
        )}
        {remove?.status === 'success' && (
          <Text size="sm" tone="muted">
            Your {what} has been deleted.
          </Text>
        )}
      </div>
    </Stack>
  );
}
