import { defineExamples } from '@harakeke/design-system';
import { demoProperties, demoRoles } from './demo-properties.js';
import { PropertiesView, type PropertiesViewProps } from './PropertiesView.js';

const noop = () => undefined;

const ready: PropertiesViewProps['load'] = {
  status: 'ready',
  data: { accounts: demoProperties.billingAccounts, roles: demoRoles.roles },
};

const pending = { status: 'pending', data: null, error: null } as const;
const saved = { status: 'success', data: null, error: null } as const;

/** The properties section in a state: two accounts, nothing under way, unless said otherwise. */
function section(props: Partial<PropertiesViewProps> = {}) {
  return (
    <PropertiesView
      load={ready}
      onRetry={noop}
      editing={[]}
      saves={{}}
      onEdit={noop}
      onCancel={noop}
      onSave={noop}
      {...props}
    />
  );
}

/** The properties section's states (spec 1 §3 property and accountRoles, §5 nickname rule, spec 2 §3 site status). */
export const propertiesExamples = defineExamples({
  Loading: {
    description: 'The properties and roles are loading.',
    render: () => section({ load: { status: 'loading' } }),
  },
  LoadFailed: {
    description: 'The properties or the roles could not load: the error with a retry.',
    render: () => section({ load: { status: 'error' } }),
  },
  Properties: {
    description:
      'Two accounts with the role on each; a named site, an unnamed one, a closing one (Closed) and an opening one (Pending).',
    render: () => section(),
  },
  Editing: {
    description: 'Naming the flat: the input with its rule and its count.',
    render: () => section({ editing: ['site-2001-b'] }),
  },
  Saving: {
    description: 'The nickname is on its way.',
    render: () => section({ editing: ['site-2001-b'], saves: { 'site-2001-b': pending } }),
  },
  Saved: {
    description: 'Saved and reloaded: the stored nickname and Changes Saved.',
    render: () => section({ saves: { 'site-2001-a': saved } }),
  },
  SaveFailed: {
    description: 'The server refused the nickname: its message (spec 1 §5), the typed name kept.',
    render: () =>
      section({
        editing: ['site-2001-b'],
        saves: {
          'site-2001-b': {
            status: 'error',
            data: null,
            error: {
              type: '/error/bad_request',
              status: 400,
              title: 'Bad request',
              detail: "nickname: A nickname can have letters, numbers, spaces and . - ( ) ' only.",
            },
          },
        },
      }),
  },
});
