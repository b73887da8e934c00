import type { Load } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import { billingAccountsQuery } from '../../../core/user-details/atoms.js';
import {
  cancelBillingEmailAtom,
  editBillingEmailAtom,
  editingBillingEmailAtom,
  resetPreferencesOutcomesAtom,
  savePreference,
  shownPreferencesAtom,
} from './atoms.js';
import { PreferencesView, type ShownPreferences } from './PreferencesView.js';

/** spec 1 §3 userPreferences, from the selected billing account and the preferences' saves. */
export function PreferencesSection() {
  const { load, retry } = useQuery(billingAccountsQuery);
  const shown = useAtomValue(shownPreferencesAtom);
  const isEditingEmail = useAtomValue(editingBillingEmailAtom);
  const saves = useAtomValue(savePreference.statesAtom);
  const editEmail = useSetAtom(editBillingEmailAtom);
  const cancelEmail = useSetAtom(cancelBillingEmailAtom);
  const save = useSetAtom(savePreference.mutateAtom);
  const resetOutcomes = useSetAtom(resetPreferencesOutcomesAtom);
  useEffect(() => () => resetOutcomes(), [resetOutcomes]);

  // Accounts without a selected one have no preferences to set: nothing to show.
  const selected = load.status === 'ready' ? load.data.selectedBillingAccount : null;
  const preferences: Load<ShownPreferences> =
    load.status !== 'ready'
      ? load
      : shown && selected
        ? { ...load, data: { ...shown, fullAddress: selected.fullAddress } }
        : { status: 'empty' };

  return (
    <PreferencesView
      load={preferences}
      onRetry={retry}
      isEditingEmail={isEditingEmail}
      saves={saves}
      onEditEmail={editEmail}
      onCancelEmail={cancelEmail}
      onSaveEmail={(email) => void save({ field: 'email', value: email })}
      onToggle={(field, value) => void save({ field, value })}
    />
  );
}
