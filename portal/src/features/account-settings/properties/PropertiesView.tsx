import { NICKNAME_MAX, nicknameError, type Switcher } from '@harakeke/contract';
import { EditableTextField, Heading, InlineText, LoadFrame, Stack, Text } from '@harakeke/design-system';
import type { LoadViewProps } from '../../../core/data/load.js';
import type { MutationState } from '../../../core/data/mutation.js';
import { editableFieldState } from '../editable-field-state.js';
import { type AccountRoles } from './atoms.js';
import { problemMessage } from '../problem-message.js';

type Account = Switcher['billingAccounts'][number];
type Site = Account['billingAccountSites'][number];
type Role = AccountRoles['roles'][number]['role'];

/** spec 1 §3 accountRoles, in words. */
export const roleLabels: Record<Role, string> = {
  accountHolder: 'Account holder',
  authorisedPerson: 'Authorised person',
};

/** spec 2 §3 site status: opening shows '(Pending)', closing shows '(Closed)'. */
export function siteStatusText(status: Site['status']): string | null {
  if (status === 'opening') return '(Pending)';
  if (status === 'closing') return '(Closed)';
  return null;
}

type SupplyType = Site['supplyPoints'][number]['supplyType'];

/** Each supply type as a label starts ('Natural gas') and as a sentence goes on ('natural gas'; LPG stays LPG). */
const supplyTypeWords: Record<SupplyType, { start: string; within: string }> = {
  electricity: { start: 'Electricity', within: 'electricity' },
  naturalGas: { start: 'Natural gas', within: 'natural gas' },
  lpg: { start: 'LPG', within: 'LPG' },
};

/** A site's supply types in words, each once: only the first is capitalised ('Electricity and natural gas'). */
export function supplyTypesText(site: Site): string {
  const types = [...new Set(site.supplyPoints.map((point) => point.supplyType))];
  const words = types.map((type, index) => supplyTypeWords[type][index === 0 ? 'start' : 'within']);
  if (words.length <= 1) return words[0] ?? 'No supply';
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/** spec 1 §5's nickname rule, said where the customer types. */
export const NICKNAME_DESCRIPTION = `Letters, numbers, spaces and . - ( ) ' only, up to ${NICKNAME_MAX} characters.`;

/** What the section shows: the billing accounts with their sites, and the customer's role on each. */
export interface Properties {
  accounts: readonly Account[];
  roles: AccountRoles['roles'];
}

export interface PropertiesViewProps extends LoadViewProps<Properties> {
  /** The sites whose nickname field is open (by billingAccountSiteId). */
  editing: readonly string[];
  /** Each site's last nickname save, by billingAccountSiteId; a site not in it has none. */
  saves: Readonly<Record<string, MutationState<unknown>>>;
  onEdit: (siteId: string) => void;
  onCancel: (siteId: string) => void;
  onSave: (siteId: string, nickname: string) => void;
}

/**
 * spec 1 §3 profile property: the customer's billing accounts with their role, and each account's sites (address,
 * supply types, status) with the site's nickname as an editable field (spec 1 §2, §5; spec 2 §3).
 */
export function PropertiesView({ load, onRetry, editing, saves, onEdit, onCancel, onSave }: PropertiesViewProps) {
  return (
    <LoadFrame
      title="Your properties"
      load={load}
      skeletonLines={4}
      errorTitle="We couldn’t load your properties"
      errorDetail="Please try again."
      onRetry={onRetry}
    >
      {({ accounts, roles }) => (
        <Stack gap="6">
          {accounts.map((account) => {
            const role = roles.find((entry) => entry.billingAccountId === account.id)?.role;
            return (
              <Stack gap="3" key={account.id}>
                <Heading level={3} size="md">
                  Account {account.customerNumber}
                </Heading>
                <Text>
                  {account.isBuyingGroup ? account.buyingGroupName : account.fullAddress}
                  {role && <InlineText tone="muted"> · {roleLabels[role]}</InlineText>}
                </Text>
                <Stack as="ul" gap="5" aria-label={`Sites of account ${account.customerNumber}`}>
                  {account.billingAccountSites.map((site) => (
                    <SiteItem
                      key={site.id}
                      site={site}
                      isEditing={editing.includes(site.id)}
                      save={saves[site.id]}
                      onEdit={onEdit}
                      onCancel={onCancel}
                      onSave={onSave}
                    />
                  ))}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
    </LoadFrame>
  );
}

interface SiteItemProps extends Pick<PropertiesViewProps, 'onEdit' | 'onCancel' | 'onSave'> {
  site: Site;
  /** Whether its nickname field is open. */
  isEditing: boolean;
  /** Its nickname's last save, if any. */
  save: MutationState<unknown> | undefined;
}

function SiteItem({ site, isEditing, save, onEdit, onCancel, onSave }: SiteItemProps) {
  const status = siteStatusText(site.status);
  return (
    <li>
      <Stack gap="2">
        <Text as="div">
          <strong>{site.address}</strong>
          {status && <InlineText tone="muted"> {status}</InlineText>}
          <br />
          <InlineText tone="muted">{supplyTypesText(site)}</InlineText>
        </Text>
        <EditableTextField
          label={`Nickname for ${site.address}`}
          value={site.nickname ?? ''}
          state={editableFieldState(isEditing, save)}
          validate={nicknameError}
          description={NICKNAME_DESCRIPTION}
          characterLimit={NICKNAME_MAX}
          errorMessage={save?.status === 'error' && save.error ? problemMessage(save.error) : undefined}
          emptyText="No nickname"
          onEdit={() => onEdit(site.id)}
          onCancel={() => onCancel(site.id)}
          onSave={(nickname) => onSave(site.id, nickname)}
        />
      </Stack>
    </li>
  );
}
