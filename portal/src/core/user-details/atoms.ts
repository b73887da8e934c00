import type { BillingAccounts, UserMetadata } from '@harakeke/contract';
import { atom } from 'jotai';
import { loadRemote } from '../data/load-remote.js';
import { uninitialized, type Remote } from '../data/remote.js';
import { fetchBillingAccounts, fetchUserMetadata } from './api.js';

/** spec 1 §3 common user details: contact, billing accounts, the selected one and the summary. */
export const billingAccountsAtom = atom<Remote<BillingAccounts>>(uninitialized<BillingAccounts>());

/** The accounts load under way, so a call that needs the accounts' answer can start the moment it arrives. */
export const billingAccountsLoadingAtom = atom<Promise<void> | null>(null);

export const loadBillingAccountsAtom = atom(null, (get, set) => {
  const loading = loadRemote(get, set, billingAccountsAtom, fetchBillingAccounts).finally(() =>
    set(billingAccountsLoadingAtom, null),
  );
  set(billingAccountsLoadingAtom, loading);
  return loading;
});

/** The customer's first name once the accounts have loaded. */
export const firstNameAtom = atom((get) => get(billingAccountsAtom).data?.contact.firstName ?? null);

/**
 * spec 1 §4 unit mode: kWh for a buying group, money otherwise; set when the accounts load and again on every
 * switch of site. Usage widgets read it to choose what their charts show.
 */
export type UnitMode = 'kwh' | 'monetary';
export const unitModeAtom = atom<UnitMode>((get) =>
  get(billingAccountsAtom).data?.selectedBillingAccount?.isBuyingGroup ? 'kwh' : 'monetary',
);

/** spec 1 §3 metadata: username, email, verification, early access, forecast flags. */
export const metadataAtom = atom<Remote<UserMetadata>>(uninitialized<UserMetadata>());

export const loadMetadataAtom = atom(null, (get, set) => loadRemote(get, set, metadataAtom, fetchUserMetadata));

/**
 * Counts the customer's switches of site (spec 1 §4 switching site). Screens and widgets that show the selected
 * site's data key on it, so a switch within the same billing account reloads them too.
 */
export const siteSelectionAtom = atom(0);

/**
 * The key of data that depends on the selected site (spec 1 §4 switching site): a switch is a new key, so widgets
 * and screens keyed on it (remoteFamily) show and load the new site's data, never the old site's.
 */
export const siteDataKeyAtom = atom((get) => `site-selection-${get(siteSelectionAtom)}`);

/** Counts changes of what the customer owes made in this session: a card payment, a credit extension. */
const balanceRevisionAtom = atom(0);

/**
 * The key of data that shows what the customer owes (the balance, the due date, the hero's message about them): a
 * switch of site or a change of the balance is a new key, so everything showing the balance loads it afresh.
 */
export const balanceDataKeyAtom = atom((get) => `${get(siteDataKeyAtom)} balance-${get(balanceRevisionAtom)}`);

/**
 * After a change of what is owed (spec 1 §3 cardPayment, creditExtension): every balance shown is loaded again, the
 * accounts' own balance included, so no screen or widget shows the figure from before.
 */
export const balanceChangedAtom = atom(null, (_get, set) => {
  set(balanceRevisionAtom, (count) => count + 1);
  return set(loadBillingAccountsAtom);
});

/** Counts changes to the customer's sites made outside the switcher (a nickname), for the switcher to reload. */
export const sitesRevisionAtom = atom(0);

/**
 * After a site is renamed (spec 1 §7 site-nickname): the account switcher, which names the site shown in the header,
 * loads its data again, and so do the accounts.
 */
export const sitesChangedAtom = atom(null, (_get, set) => {
  set(sitesRevisionAtom, (count) => count + 1);
  return set(loadBillingAccountsAtom);
});
