import type { BillingAccountSite, Switcher } from '@harakeke/contract';
import {
  Badge,
  Button,
  ChoiceCard,
  ChoiceCardGroup,
  ChoiceCardList,
  Dialog,
  ErrorBox,
  Icon,
  Inline,
  InlineText,
  Skeleton,
  Spinner,
  Stack,
  VisuallyHidden,
  type IconName,
} from '@harakeke/design-system';
import { useState, type ReactNode } from 'react';
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
      <InlineText weight="bold">{siteName(site)}</InlineText>
      {status && <> {status}</>}
    </>
  );
}

function SupplyTypeList({ site }: { site: BillingAccountSite }) {
  const types = supplyTypesOf(site);
  if (types.length === 0) return null;
  return (
    <Inline as="span" wrap gap="3" rowGap="1">
      {types.map((type, index) => (
        <Inline as="span" key={type} align="center" gap="1">
          <Icon name={supplyTypeIcons[type]} size="sm" />
          {supplyTypeName(type)}
          {/* Read as a list: "Electricity, Natural gas". */}
          {index < types.length - 1 && <VisuallyHidden elementType="span">,</VisuallyHidden>}
        </Inline>
      ))}
    </Inline>
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
  const isSwitching = switchState?.status === 'switching';
  const isTarget = switchState?.choice.billingAccountId === account.id && switchState.choice.siteId === site.id;
  const isPending = isTarget && isSwitching;
  return (
    <ChoiceCard
      icon={isPending ? <Spinner /> : isCurrent ? <Icon name="check" /> : <Icon name="home" />}
      label={<SiteTitle site={site} />}
      status={isPending ? 'Switching…' : isCurrent ? 'Showing now' : undefined}
      description={
        <>
          {site.nickname && <span>{site.address}</span>}
          <SupplyTypeList site={site} />
        </>
      }
      isCurrent={isCurrent}
      isPending={isPending}
      // Presses are ignored while a switch runs, but the cards stay focusable: focus stays where it is.
      isDisabled={isSwitching}
      onClick={() => {
        if (isCurrent) onKeepCurrentSite?.();
        else onChooseSite?.({ billingAccountId: account.id, siteId: site.id });
      }}
    />
  );
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
    <Stack gap="5" data-state={switchState?.status ?? 'idle'}>
      <VisuallyHidden elementType="span" role="status">
        {switchState?.status === 'switching' ? `Switching to ${targetName}…` : ''}
      </VisuallyHidden>
      {switchState?.status === 'failed' && (
        <ErrorBox
          title={`We couldn’t switch to ${targetName}`}
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
    </Stack>
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
  const group = buyingGroupOf(account);
  return (
    <ChoiceCardGroup heading={`Account ${account.customerNumber}`}>
      <AccountDetail>{account.fullAddress}</AccountDetail>
      {group && (
        <AccountDetail>
          <Badge tone="info">
            {group.toLowerCase() === 'buying group' ? 'Buying group' : <>Buying group: {group}</>}
          </Badge>
        </AccountDetail>
      )}
      {account.billingAccountSites.length === 0 ? (
        <AccountDetail>No sites on this account yet.</AccountDetail>
      ) : (
        <ChoiceCardList>
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
        </ChoiceCardList>
      )}
    </ChoiceCardGroup>
  );
}

/** A line about a billing account under its heading. */
function AccountDetail({ children }: { children: ReactNode }) {
  return (
    <InlineText as="p" tone="muted" size="sm">
      {children}
    </InlineText>
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
    <Inline align="center" gap="2" isShrinkable data-state={loadStatus}>
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
    </Inline>
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
      <InlineText as="div" role="alert" tone="danger" size="sm">
        <Inline wrap align="center" gap="2">
          <Icon name="error" size="sm" />
          <InlineText as="p">We couldn’t load your sites.</InlineText>
          {onRetryLoad && (
            <Button variant="secondary" size="sm" onClick={onRetryLoad}>
              Try again
            </Button>
          )}
        </Inline>
      </InlineText>
    );
  }
  if (loadStatus === 'loading' || !switcher) {
    return (
      <Stack width="control * 4">
        <div role="status">
          <VisuallyHidden elementType="span">Loading your sites</VisuallyHidden>
        </div>
        <Skeleton variant="text" lines={1} />
      </Stack>
    );
  }
  const current = selectedSiteOf(switcher);
  if (!current) return null;
  if (allSites(switcher).length === 1) {
    return (
      <Inline as="p" align="center" gap="2" isShrinkable>
        <Icon name="home" size="sm" />
        <InlineText size="sm" isTruncated>
          <VisuallyHidden elementType="span">Your site: </VisuallyHidden>
          <SiteTitle site={current.site} />
          {current.site.nickname && <InlineText tone="muted"> · {current.site.address}</InlineText>}
        </InlineText>
      </Inline>
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
        <Button
          variant="secondary"
          size="sm"
          // One name, not pieces joined by the browser (which puts a space before the comma).
          aria-label={`${siteName(current.site)}${status ? ` ${status}` : ''}, switch account or site`}
          data-switching={switchState?.status === 'switching' || undefined}
        >
          <Icon name="home" size="sm" />
          <InlineText isTruncated>
            {siteName(current.site)}
            {status && <> {status}</>}
          </InlineText>
        </Button>
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
