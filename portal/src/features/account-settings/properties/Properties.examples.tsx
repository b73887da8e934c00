import { defineExamples } from '@harakeke/design-system';
import { demoProperties, demoRoles } from './demo-properties.js';
import { PropertiesView, type PropertiesViewProps } from './PropertiesView.js';

const noop = () => undefined;

const ready: PropertiesViewProps['properties'] = {
  status: 'ready',
  accounts: demoProperties.billingAccounts,
  roles: demoRoles.roles,
};

/** The properties section in a state: two accounts, nothing under way, unless said otherwise. */
function section(props: Partial<PropertiesViewProps> = {}) {
  return (
    <PropertiesView
      properties={ready}
      edits={{}}
      onEdit={noop}
      onCancel={noop}
      onSave={noop}
      onRetryLoad={noop}
      {...props}
    />
  );
}

/** The properties section's states (spec 1 §3 property and accountRoles, §5 nickname rule, spec 2 §3 site status). */
export const propertiesExamples = defineExamples({
  Loading: {
    description: 'The properties and roles are loading.',
    render: () => section({ properties: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The properties or the roles could not load: the error with a retry.',
    render: () => section({ properties: { status: 'error' } }),
  },
  Properties: {
    description:
      'Two accounts with the role on each; a named site, an unnamed one, a closing one (Closed) and an opening one (Pending).',
    render: () => section(),
  },
  Editing: {
    description: 'Naming the flat: the input with its rule and its count.',
    render: () => section({ edits: { 'site-2001-b': { state: 'edit', error: null } } }),
  },
  Saving: {
    description: 'The nickname is on its way.',
    render: () => section({ edits: { 'site-2001-b': { state: 'loading', error: null } } }),
  },
  Saved: {
    description: 'Saved and reloaded: the stored nickname and Changes Saved.',
    render: () => section({ edits: { 'site-2001-a': { state: 'success', error: null } } }),
  },
  SaveFailed: {
    description: 'The server refused the nickname: its message (spec 1 §5), the typed name kept.',
    render: () =>
      section({
        edits: {
          'site-2001-b': {
            state: 'error',
            error: "A nickname can have letters, numbers, spaces and . - ( ) ' only.",
          },
        },
      }),
  },
});
