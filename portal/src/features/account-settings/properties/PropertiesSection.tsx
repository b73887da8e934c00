import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import {
  accountRolesAtom,
  cancelNicknameAtom,
  editNicknameAtom,
  loadPropertiesAtom,
  nicknameEditsAtom,
  problemMessage,
  propertiesAtom,
  resetNicknameEditsAtom,
  saveNicknameAtom,
} from './atoms.js';
import { PropertiesView, type PropertiesViewProps } from './PropertiesView.js';

/** spec 1 §3 profile property and accountRoles, loaded by the section (spec 1 §6: roles per account). */
export function PropertiesSection() {
  const properties = useAtomValue(propertiesAtom);
  const roles = useAtomValue(accountRolesAtom);
  const load = useSetAtom(loadPropertiesAtom);
  const edits = useAtomValue(nicknameEditsAtom);
  const edit = useSetAtom(editNicknameAtom);
  const cancel = useSetAtom(cancelNicknameAtom);
  const save = useSetAtom(saveNicknameAtom);
  const reset = useSetAtom(resetNicknameEditsAtom);
  useEffect(() => reset, [reset]);

  useEffect(() => {
    void load('ensure');
  }, [load]);

  const failed = [properties, roles].find((remote) => remote.status === 'ERROR' && remote.error);
  const view: PropertiesViewProps['properties'] = failed?.error
    ? { status: 'error', detail: problemMessage(failed.error) }
    : properties.data && roles.data
      ? { status: 'ready', accounts: properties.data.billingAccounts, roles: roles.data.roles }
      : { status: 'loading' };
  return (
    <PropertiesView
      properties={view}
      edits={edits}
      onEdit={edit}
      onCancel={cancel}
      onSave={(siteId, nickname) => void save(siteId, nickname)}
      onRetryLoad={() => void load('refresh')}
    />
  );
}
