import type { UserPreferences } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { sendEmailVerificationLink, sendPasswordResetLink } from '../idp/account-links.js';
import { findIdentity } from '../idp/customer-queries.js';
import type { Verdict } from '../http/rate-limits.js';
import { recordEvent } from '../user/queries.js';
import {
  customerIdsWithEmail,
  deletePhoneNumber,
  listBillingAccountIds,
  listPhonePurposes,
  listPhones,
  lockCustomer,
  saveLoginEmail,
  savePhone,
  savePreferences,
  saveSiteNickname,
  selectedSitePlanRows,
} from './queries.js';

/** PostgreSQL's unique_violation. */
const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/**
 * spec 1 §5: changes the login email, unless it is the current one ('same') or another login's ('in-use'), compared
 * without case as sign-in does. Sign-in then takes the new address only (it reads this column), and the address is
 * unverified until the customer opens the link of a verification email sent to it.
 */
export async function changeLoginEmail(
  db: Database,
  customerId: string,
  email: string,
): Promise<{ email: string } | 'same' | 'in-use'> {
  return db
    .transaction(async (tx) => {
      const holders = await customerIdsWithEmail(tx, email);
      if (holders.includes(customerId)) return 'same';
      if (holders.length > 0) return 'in-use';
      return { email: await saveLoginEmail(tx, customerId, email) };
    })
    .catch((error: unknown) => {
      // Another login took the address between the check and the save (migration 19's unique index).
      if (isUniqueViolation(error)) return 'in-use' as const;
      throw error;
    });
}

/** What asking for an email came to: sent, not sent over a mail limit, or no customer behind the sign-in. */
export type MailRequestOutcome = 'sent' | 'no-customer' | { limited: number };

/** Counts a mail for an account to an address against the mail limits (RateLimits.countMail). */
export type MailCounter = (customerId: string, recipient: string) => Promise<Verdict>;

/** Sends one kind of link to the login address within the mail limits, and notes the request. */
async function requestLinkEmail(
  db: Database,
  customerId: string,
  countMail: MailCounter,
  kind: { send: typeof sendPasswordResetLink; event: 'passwordReset' | 'emailVerification' },
): Promise<MailRequestOutcome> {
  const customer = await findIdentity(db, customerId);
  if (!customer) return 'no-customer';
  const verdict = await countMail(customer.id, customer.email);
  if (!verdict.allowed) return { limited: verdict.retryAfterSeconds };
  await kind.send(db, customer);
  await recordEvent(db, customerId, kind.event, undefined);
  return 'sent';
}

/** spec 1 §7 passwordReset: emails a link to set a new password to the login address. */
export const requestPasswordResetEmail = (db: Database, customerId: string, countMail: MailCounter) =>
  requestLinkEmail(db, customerId, countMail, { send: sendPasswordResetLink, event: 'passwordReset' });

/** spec 1 §7 emailVerification: emails a link that verifies the login address. */
export const requestVerificationEmail = (db: Database, customerId: string, countMail: MailCounter) =>
  requestLinkEmail(db, customerId, countMail, { send: sendEmailVerificationLink, event: 'emailVerification' });

/** spec 1 §5: the email preferences of the selected billing account; the answer is what was saved. */
export async function saveEmailPreferences(db: Queryable, customerId: string, preferences: UserPreferences) {
  await savePreferences(db, customerId, preferences);
  return preferences;
}

/** Adds or replaces the number for a purpose; the customer's phones after it. */
export async function savePhoneNumber(db: Queryable, customerId: string, purpose: string, number: string) {
  await savePhone(db, customerId, purpose, number);
  return { phones: await listPhones(db, customerId) };
}

/**
 * spec 1 §5: deletes a number only while another stays. The count and the delete happen under a row lock on the
 * customer, so two deletes at once cannot leave none.
 */
export async function deletePhoneKeepingOne(
  db: Database,
  customerId: string,
  purpose: string,
): Promise<'deleted' | 'missing' | 'last'> {
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const purposes = await listPhonePurposes(tx, customerId);
    if (!purposes.includes(purpose)) return 'missing';
    if (purposes.length < 2) return 'last';
    await deletePhoneNumber(tx, customerId, purpose);
    return 'deleted';
  });
}

/** The customer's phones, e.g. after a delete. */
export async function phonesOf(db: Queryable, customerId: string) {
  return { phones: await listPhones(db, customerId) };
}

/** Names one of the customer's sites; false when the site is not theirs. */
export const nameSite = (db: Queryable, customerId: string, siteId: string, nickname: string) =>
  saveSiteNickname(db, customerId, siteId, nickname);

/** spec 1 §6 getAccountRoles (contents ours): the customer holds every billing account of theirs. */
export async function accountRolesOf(db: Queryable, customerId: string) {
  const ids = await listBillingAccountIds(db, customerId);
  return { roles: ids.map((billingAccountId) => ({ billingAccountId, role: 'accountHolder' as const })) };
}

/** spec 1 §7 getPlans (shape ours): the plan of each supply point at the customer's selected site. */
export async function plansOf(db: Queryable, customerId: string) {
  const rows = await selectedSitePlanRows(db, customerId);
  return {
    plans: rows.map((row) => ({
      supplyPointId: row.id,
      supplyType: row.supply_type,
      name: row.plan_name,
      isValuePlan: row.is_value_plan,
    })),
  };
}
