import type { BillingAccountSite, Switcher } from '@harakeke/contract';
import {
  Button,
  Dialog,
  ErrorBox,
  Icon,
  Skeleton,
  Spinner,
  styled,
  VisuallyHidden,
  type IconName,
} from '@harakeke/design-system';
import { useId, useState } from 'react';
import type { SiteChoice } from './api.js';
import {
  buyingGroupOf,
  findSite,
  selectedSiteOf,
  siteName,
  siteStatusLabel,
  supplyTypeName,
  supplyTypesOf,
  allSites,
  type AccountSite,
  type SupplyType,
  type SwitcherAccount,
} from './sites.js';

const Root = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  maxWidth: '100%',
  fontFamily: '$body',
  color: '$text',
});

const LoadingLine = styled('div', { width: 'calc($sizes$control * 4)', maxWidth: '100%' });

const InlineError = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2',
  color: '$danger',
  fontSize: '$sm',
  '& p': { margin: 0 },
});

const OneSite = styled('p', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minWidth: 0,
  margin: 0,
  fontSize: '$sm',
});

const Truncated = styled('span', { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

const Muted = styled('span', { color: '$textMuted' });

const TriggerButton = styled(Button, { maxWidth: '100%', minWidth: 0 });

const Sections = styled('div', { display: 'grid', gap: '$5' });

const AccountSection = styled('section', { display: 'grid', gap: '$2' });

const AccountHeading = styled('h3', {
  margin: 0,
  fontFamily: '$heading',
  fontSize: '$md',
  fontWeight: '$bold',
  lineHeight: '$tight',
});

const AccountDetail = styled('p', { margin: 0, color: '$textMuted', fontSize: '$sm' });

const GroupTag = styled('span', {
  display: 'inline-block',
  padding: '0 $2',
  borderRadius: '$sm',
  border: '$borderWidths$thin solid $info',
  backgroundColor: '$infoSurface',
  color: '$text',
  fontSize: '$sm',
});

const SiteList = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' });

const SiteButton = styled('button', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: '$1 $3',
  width: '100%',
  minHeight: '$control',
  padding: '$3',
  textAlign: 'start',
  font: 'inherit',
  color: '$text',
  backgroundColor: '$surface',
  border: '$borderWidths$thin solid $border',
  borderRadius: '$md',
  cursor: 'pointer',
  '&:hover:not([aria-disabled=true])': { backgroundColor: '$surfaceAccent' },
  // The site shown now: a thicker border and a tick, not colour alone.
  '&[aria-current=true]': { borderColor: '$primary', boxShadow: 'inset 0 0 0 1px $colors$primary' },
  '&[aria-disabled=true]': { cursor: 'progress' },
});

const Marker = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '$icon',
  height: '$icon',
  color: '$primary',
});

const SiteText = styled('span', { display: 'grid', gap: '$1', minWidth: 0 });

const SiteName = styled('span', { fontWeight: '$bold' });

const SiteDetails = styled('span', { display: 'grid', gap: '$1', fontSize: '$sm', color: '$textMuted' });

const SupplyTypes = styled('span', { display: 'flex', flexWrap: 'wrap', gap: '$1 $3' });

const SupplyType = styled('span', { display: 'inline-flex', alignItems: 'center', gap: '$1' });

const StateTag = styled('span', { fontWeight: '$bold', color: '$text' });

const supplyTypeIcons: Record<SupplyType, IconName> = { electricity: 'bolt', naturalGas: 'flame', lpg: 'bottle' };

/** A switch the customer asked for: running, or failed with what went wrong. */
export interface SiteSwitchState {
  /** `switching` while the choice is posted and the data reloads; `failed` when that went wrong. */
  status: 'switching' | 'failed';
  /** The billing account and site being switched to. */
  choice: SiteChoice;
  /** What went wrong, for a failed switch: the error's detail. */
  detail?: string;
}

export interface SiteChooserProps {
  /** The customer's billing accounts and sites. */
  switcher: Switcher;
  /** The switch running or failed, if any. */
  switchState?: SiteSwitchState | null;
  /** Called with the account and site the customer picks (not for the site already shown). */
  onChooseSite?: (choice: SiteChoice) => void;
  /** Called by the retry of a failed switch. */
  onRetrySwitch?: () => void;
  /** Called when the customer picks the site already shown: the dialog closes and nothing is posted. */
  onKeepCurrentSite?: () => void;
}

/** A site's name with its status label, e.g. '7 Tawa Terrace, Tawa, Wellington 5028 (Pending)'. */
function SiteTitle({ site }: { site: BillingAccountSite }) {
  const status = siteStatusLabel(site.status);
  return (
    <>
      <SiteName>{siteName(site)}</SiteName>
      {status && <> {status}</>}
    </>
  );
}

function SupplyTypeList({ site }: { site: BillingAccountSite }) {
  const types = supplyTypesOf(site);
  if (types.length === 0) return null;
  return (
    <SupplyTypes>
      {types.map((type, index) => (
        <SupplyType key={type}>
          <Icon name={supplyTypeIcons[type]} size="sm" />
          {supplyTypeName(type)}
          {/* Read as a list: "Electricity, Natural gas". */}
          {index < types.length - 1 && <VisuallyHidden elementType="span">,</VisuallyHidden>}
        </SupplyType>
      ))}
    </SupplyTypes>
  );
}

interface SiteOptionProps {
  account: SwitcherAccount;
  site: BillingAccountSite;
  isCurrent: boolean;
  switchState: SiteSwitchState | null;
  onChooseSite?: (choice: SiteChoice) => void;
  onKeepCurrentSite?: () => void;
}

function SiteOption({ account, site, isCurrent, switchState, onChooseSite, onKeepCurrentSite }: SiteOptionProps) {
  const nameId = useId();
  const detailsId = useId();
  const isSwitching = switchState?.status === 'switching';
  const isTarget = switchState?.choice.billingAccountId === account.id && switchState.choice.siteId === site.id;
  const button = (
    <SiteButton
      type="button"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      aria-current={isCurrent || undefined}
      // aria-disabled, not disabled, while a switch runs: focus stays where it is.
      aria-disabled={isSwitching || undefined}
      data-state={isTarget && isSwitching ? 'switching' : isCurrent ? 'current' : 'idle'}
      onClick={() => {
        if (isSwitching) return;
        if (isCurrent) onKeepCurrentSite?.();
        else onChooseSite?.({ billingAccountId: account.id, siteId: site.id });
      }}
    >
      <Marker>
        {isTarget && isSwitching ? <Spinner /> : isCurrent ? <Icon name="check" /> : <Icon name="home" />}
      </Marker>
      <SiteText>
        <span id={nameId}>
          <SiteTitle site={site} />
        </span>
        <SiteDetails id={detailsId}>
          {isCurrent && <StateTag>Showing now</StateTag>}
          {isTarget && isSwitching && <StateTag>Switching…</StateTag>}
          {site.nickname && <span>{site.address}</span>}
          <SupplyTypeList site={site} />
        </SiteDetails>
      </SiteText>
    </SiteButton>
  );
  return <li>{button}</li>;
}

/**
 * The dialog's content: each billing account (customer number, address, buying group) with its sites as buttons.
 * Shows a running switch on the chosen site and a failed one as an error with a retry.
 */
export function SiteChooser({
  switcher,
  switchState = null,
  onChooseSite,
  onRetrySwitch,
  onKeepCurrentSite,
}: SiteChooserProps) {
  const current = selectedSiteOf(switcher);
  const target = switchState
    ? findSite(switcher, switchState.choice.billingAccountId, switchState.choice.siteId)
    : null;
  const targetName = target ? siteName(target.site) : 'that site';
  return (
    <Sections data-state={switchState?.status ?? 'idle'}>
      <VisuallyHidden elementType="span" role="status">
        {switchState?.status === 'switching' ? `Switching to ${targetName}…` : ''}
      </VisuallyHidden>
      {switchState?.status === 'failed' && (
        <ErrorBox
          title={`We couldn't switch to ${targetName}`}
          detail={switchState.detail || 'Please try again.'}
          {...(onRetrySwitch ? { onRetry: onRetrySwitch } : {})}
        />
      )}
      {switcher.billingAccounts.map((account) => (
        <AccountGroup
          key={account.id}
          account={account}
          current={current}
          switchState={switchState}
          onChooseSite={onChooseSite}
          onKeepCurrentSite={onKeepCurrentSite}
        />
      ))}
    </Sections>
  );
}

interface AccountGroupProps {
  account: SwitcherAccount;
  current: AccountSite | null;
  switchState: SiteSwitchState | null;
  onChooseSite?: (choice: SiteChoice) => void;
  onKeepCurrentSite?: () => void;
}

function AccountGroup({ account, current, switchState, onChooseSite, onKeepCurrentSite }: AccountGroupProps) {
  const headingId = useId();
  const group = buyingGroupOf(account);
  return (
    <AccountSection aria-labelledby={headingId}>
      <AccountHeading id={headingId}>Account {account.customerNumber}</AccountHeading>
      <AccountDetail>{account.fullAddress}</AccountDetail>
      {group && (
        <AccountDetail>
          <GroupTag>{group.toLowerCase() === 'buying group' ? 'Buying group' : <>Buying group: {group}</>}</GroupTag>
        </AccountDetail>
      )}
      {account.billingAccountSites.length === 0 ? (
        <AccountDetail>No sites on this account yet.</AccountDetail>
      ) : (
        <SiteList aria-labelledby={headingId}>
          {account.billingAccountSites.map((site) => (
            <SiteOption
              key={site.id}
              account={account}
              site={site}
              isCurrent={current?.account.id === account.id && current.site.id === site.id}
              switchState={switchState}
              onChooseSite={onChooseSite}
              onKeepCurrentSite={onKeepCurrentSite}
            />
          ))}
        </SiteList>
      )}
    </AccountSection>
  );
}

export interface AccountSwitcherViewProps {
  /** The customer's billing accounts and sites; null while they load or when the load failed. */
  switcher: Switcher | null;
  /** `loading` shows a skeleton, `error` a message with a retry, `ready` the site and the switcher. */
  loadStatus: 'loading' | 'error' | 'ready';
  /** Called by the retry of a failed load. */
  onRetryLoad?: () => void;
  /** Whether the dialog is open, when the caller controls it. */
  isOpen?: boolean;
  /** Whether the dialog starts open, when it controls itself (examples). */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (open: boolean) => void;
  /** The switch running or failed, if any. */
  switchState?: SiteSwitchState | null;
  /** Called with the account and site the customer picks. */
  onChooseSite?: (choice: SiteChoice) => void;
  /** Called by the retry of a failed switch. */
  onRetrySwitch?: () => void;
  /** What the polite live region says, e.g. 'Now showing Bach' after a switch. */
  announcement?: string;
}

/**
 * The account and site switcher of the header (spec 1 §4 switching site): the site shown now on a compact button
 * that opens a dialog of every billing account and its sites; just the site, as text, when the customer has one.
 */
export function AccountSwitcherView({
  switcher,
  loadStatus,
  onRetryLoad,
  isOpen,
  defaultOpen,
  onOpenChange,
  switchState = null,
  onChooseSite,
  onRetrySwitch,
  announcement = '',
}: AccountSwitcherViewProps) {
  return (
    <Root data-state={loadStatus}>
      <SwitcherBody
        switcher={switcher}
        loadStatus={loadStatus}
        onRetryLoad={onRetryLoad}
        isOpen={isOpen}
        defaultOpen={defaultOpen}
        onOpenChange={onOpenChange}
        switchState={switchState}
        onChooseSite={onChooseSite}
        onRetrySwitch={onRetrySwitch}
      />
      {/* Always in the page, so what it says later is announced. */}
      <VisuallyHidden elementType="span" role="status">
        {announcement}
      </VisuallyHidden>
    </Root>
  );
}

function SwitcherBody({
  switcher,
  loadStatus,
  onRetryLoad,
  isOpen,
  defaultOpen,
  onOpenChange,
  switchState,
  onChooseSite,
  onRetrySwitch,
}: Omit<AccountSwitcherViewProps, 'announcement'>) {
  if (loadStatus === 'error' || (loadStatus === 'ready' && !switcher)) {
    return (
      <InlineError role="alert">
        <Icon name="error" size="sm" />
        <p>We couldn&apos;t load your sites.</p>
        {onRetryLoad && (
          <Button variant="secondary" size="sm" onClick={onRetryLoad}>
            Try again
          </Button>
        )}
      </InlineError>
    );
  }
  if (loadStatus === 'loading' || !switcher) {
    return (
      <LoadingLine>
        <div role="status">
          <VisuallyHidden elementType="span">Loading your sites</VisuallyHidden>
        </div>
        <Skeleton variant="text" lines={1} />
      </LoadingLine>
    );
  }
  const current = selectedSiteOf(switcher);
  if (!current) return null;
  if (allSites(switcher).length === 1) {
    return (
      <OneSite>
        <Icon name="home" size="sm" />
        <Truncated>
          <VisuallyHidden elementType="span">Your site: </VisuallyHidden>
          <SiteTitle site={current.site} />
          {current.site.nickname && <Muted> · {current.site.address}</Muted>}
        </Truncated>
      </OneSite>
    );
  }
  return (
    <SwitcherDialog
      switcher={switcher}
      current={current}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      switchState={switchState}
      onChooseSite={onChooseSite}
      onRetrySwitch={onRetrySwitch}
    />
  );
}

interface SwitcherDialogProps extends Omit<AccountSwitcherViewProps, 'announcement' | 'loadStatus' | 'onRetryLoad'> {
  switcher: Switcher;
  current: AccountSite;
}

/** The button with the site shown now and the dialog it opens; open state is the caller's when `isOpen` is given. */
function SwitcherDialog({
  switcher,
  current,
  isOpen,
  defaultOpen = false,
  onOpenChange,
  switchState = null,
  onChooseSite,
  onRetrySwitch,
}: SwitcherDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = isOpen ?? ownOpen;
  const changeOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const status = siteStatusLabel(current.site.status);
  return (
    <Dialog
      title="Switch account or site"
      description="Choose the site you want to see. Your dashboard, bills and usage will show that site."
      isOpen={open}
      onOpenChange={changeOpen}
      trigger={
        <TriggerButton
          variant="secondary"
          size="sm"
          // One name, not pieces joined by the browser (which puts a space before the comma).
          aria-label={`${siteName(current.site)}${status ? ` ${status}` : ''}, switch account or site`}
          data-switching={switchState?.status === 'switching' || undefined}
        >
          <Icon name="home" size="sm" />
          <Truncated>
            {siteName(current.site)}
            {status && <> {status}</>}
          </Truncated>
        </TriggerButton>
      }
    >
      <SiteChooser
        switcher={switcher}
        switchState={switchState}
        onChooseSite={onChooseSite}
        onRetrySwitch={onRetrySwitch}
        onKeepCurrentSite={() => changeOpen(false)}
      />
    </Dialog>
  );
}
