import { Card, Heading, Stack } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { billingAccountsAtom, loadBillingAccountsAtom } from '../../../app/user-details/atoms.js';
import {
  preferenceStatusesAtom,
  resetPreferencesOutcomesAtom,
  savePreferenceAtom,
  setPreferenceStatusAtom,
  shownPreferencesAtom,
} from './atoms.js';
import { PreferencesView, type PreferencesViewProps } from './PreferencesView.js';

/** spec 1 §3 userPreferences, from the selected billing account and the section's atoms. */
export function PreferencesSection() {
  const headingId = useId();
  const accounts = useAtomValue(billingAccountsAtom);
  const loadAccounts = useSetAtom(loadBillingAccountsAtom);
  const shown = useAtomValue(shownPreferencesAtom);
  const statuses = useAtomValue(preferenceStatusesAtom);
  const setStatus = useSetAtom(setPreferenceStatusAtom);
  const save = useSetAtom(savePreferenceAtom);
  const resetOutcomes = useSetAtom(resetPreferencesOutcomesAtom);

  const notLoaded = accounts.status === 'UNINITIALIZED';
  useEffect(() => {
    // The start-up loads the accounts; a screen opened without them asks for them here.
    if (notLoaded) void loadAccounts();
  }, [notLoaded, loadAccounts]);
  useEffect(() => () => resetOutcomes(), [resetOutcomes]);

  const selected = accounts.data?.selectedBillingAccount;
  const preferences: PreferencesViewProps['preferences'] =
    accounts.data && shown && selected
      ? { status: 'ready', ...shown, fullAddress: selected.fullAddress }
      : accounts.data
        ? { status: 'noAccount' }
        : accounts.status === 'ERROR'
          ? { status: 'error', ...(accounts.error?.detail ? { detail: accounts.error.detail } : {}) }
          : { status: 'loading' };

  return (
    <Card labelledBy={headingId}>
      <Stack gap="4">
        <Heading level={2} id={headingId}>
          Email preferences
        </Heading>
        <PreferencesView
          preferences={preferences}
          statuses={statuses}
          onEditEmail={() => setStatus('email', 'edit')}
          onCancelEmail={() => setStatus('email', 'none')}
          onSaveEmail={(email) => void save({ field: 'email', value: email })}
          onToggle={(field, value) => void save({ field, value })}
          onRetryLoad={() => void loadAccounts()}
        />
      </Stack>
    </Card>
  );
}
