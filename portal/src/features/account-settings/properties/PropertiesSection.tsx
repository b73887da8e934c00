import { mapLoad, type Load } from '@harakeke/design-system';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useQuery } from '../../../core/data/keyed-query.js';
import {
  accountRolesQuery,
  cancelNicknameAtom,
  editingNicknamesAtom,
  editNicknameAtom,
  propertiesQuery,
  resetNicknameEditsAtom,
  saveNickname,
} from './atoms.js';
import { PropertiesView } from './PropertiesView.js';

/**
 * Two loads shown as one: an error if either failed (whatever the other is doing), loading until both are in, and
 * updating while either is.
 */
function bothLoads<A, B>(first: Load<A>, second: Load<B>): Load<[A, B]> {
  if (first.status === 'error' || second.status === 'error') return { status: 'error' };
  if (first.status === 'loading' || second.status === 'loading') return { status: 'loading' };
  if (first.status === 'empty' || second.status === 'empty') return { status: 'empty' };
  const data: [A, B] = [first.data, second.data];
  return first.isUpdating || second.isUpdating
    ? { status: 'ready', data, isUpdating: true }
    : { status: 'ready', data };
}

/** spec 1 §3 profile property and accountRoles, loaded by the section (spec 1 §6: roles per account). */
export function PropertiesSection() {
  const properties = useQuery(propertiesQuery);
  const roles = useQuery(accountRolesQuery);
  const editing = useAtomValue(editingNicknamesAtom);
  const saves = useAtomValue(saveNickname.statesAtom);
  const edit = useSetAtom(editNicknameAtom);
  const cancel = useSetAtom(cancelNicknameAtom);
  const save = useSetAtom(saveNickname.mutateAtom);
  const reset = useSetAtom(resetNicknameEditsAtom);
  useEffect(() => reset, [reset]);

  return (
    <PropertiesView
      load={mapLoad(bothLoads(properties.load, roles.load), ([switcher, { roles: accountRoles }]) => ({
        accounts: switcher.billingAccounts,
        roles: accountRoles,
      }))}
      // Only what failed is loaded again.
      onRetry={() => {
        for (const query of [properties, roles]) if (query.load.status === 'error') query.retry();
      }}
      editing={editing}
      saves={saves}
      onEdit={edit}
      onCancel={cancel}
      onSave={(siteId, nickname) => void save({ siteId, nickname })}
    />
  );
}
