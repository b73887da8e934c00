import type { BillingAccounts, UserMetadata } from '@harakeke/contract';
import { atom } from 'jotai';
import { sessionQuery } from '../data/session-query.js';
import { fetchBillingAccounts, fetchUserMetadata } from './api.js';

/** spec 1 §3 common user details: contact, billing accounts, the selected one and the summary. */
export const billingAccountsQuery = sessionQuery<BillingAccounts>({ fetch: fetchBillingAccounts });
export const billingAccountsAtom = billingAccountsQuery.dataAtom;

/**
 * The accounts load under way: keyedQuery waits for it (the one place that waits for the accounts), so a call that
 * needs the accounts' answer starts the moment it arrives.
 */
export const billingAccountsLoadingAtom = billingAccountsQuery.loadingAtom;

/** Loads the accounts again (LOADING the first time, UPDATING after, keeping them on screen). */
export const loadBillingAccountsAtom = atom(null, (_get, set) => set(billingAccountsQuery.loadAtom, 'refresh'));

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
export const metadataQuery = sessionQuery<UserMetadata>({ fetch: fetchUserMetadata });
export const metadataAtom = metadataQuery.dataAtom;
export const loadMetadataAtom = atom(null, (_get, set) => set(metadataQuery.loadAtom, 'refresh'));

/**
 * Counts the customer's switches of site (spec 1 §4 switching site). Screens and widgets that show the selected
 * site's data key on it, so a switch within the same billing account reloads them too.
 */
export const siteSelectionAtom = atom(0);

/**
 * The key of data that depends on the selected site (spec 1 §4 switching site): a switch is a new key, so widgets
 * and screens keyed on it (keyedQuery) show and load the new site's data, never the old site's.
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
