import type { UserPreferences } from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { sendEmailVerificationLink, sendPasswordResetLink } from '../idp/account-links.js';
import { findCredentialsById, findIdentity } from '../idp/customer-queries.js';
import { startEmailChange } from '../idp/email-change.js';
import { verifyPassword } from '../idp/passwords.js';
import type { SignInAttempt, Verdict } from '../http/rate-limits.js';
import { recordEvent } from '../user/queries.js';
import {
  customerIdsWithEmail,
  deletePhoneNumber,
  listBillingAccountIds,
  listPhonePurposes,
  listPhones,
  lockCustomer,
  savePhone,
  savePreferences,
  saveSiteNickname,
  selectedSitePlanRows,
} from './queries.js';

/** What a request to change the login email came to (changeEmail, spec 1 §5 and §7). */
export type EmailChangeOutcome =
  | { pending: { email: string; emailVerified: boolean; pendingEmail: string } }
  | 'no-customer'
  | 'same'
  | 'in-use'
  | 'wrong-password'
  | { limited: number };

/**
 * spec 1 §5: starts a change of the login email, unless it is the current one ('same') or another login's ('in-use'),
 * compared without case as sign-in does. Ours (the spec is silent), so that a stolen access token cannot move the
 * account to another mailbox: it takes the current password, whose wrong tries count as wrong sign-ins of the
 * account (`signIn`, the sign-in page's lock); and it only starts the change (idp/email-change.ts): the new address
 * must open the link sent to it, the old one is told and can undo it, and sign-in keeps the current address until then.
 */
export async function changeLoginEmail(
  db: Database,
  customerId: string,
  change: { email: string; password: string },
  limits: { signIn: (email: string) => Promise<SignInAttempt>; countMail: MailCounter },
): Promise<EmailChangeOutcome> {
  const customer = await findCredentialsById(db, customerId);
  if (!customer) return 'no-customer';
  const attempt = await limits.signIn(customer.email);
  if (!attempt.verdict.allowed) return { limited: attempt.verdict.retryAfterSeconds };
  if (!(await verifyPassword(change.password, customer.passwordHash))) {
    const verdict = await attempt.failed();
    return verdict.allowed ? 'wrong-password' : { limited: verdict.retryAfterSeconds };
  }
  await attempt.succeeded();
  const holders = await customerIdsWithEmail(db, change.email);
  if (holders.includes(customerId)) return 'same';
  if (holders.length > 0) return 'in-use';
  // Two mails: the link to the new address and the notice to the current one.
  for (const recipient of [change.email, customer.email]) {
    const verdict = await limits.countMail(customerId, recipient);
    if (!verdict.allowed) return { limited: verdict.retryAfterSeconds };
  }
  await startEmailChange(db, customer, change.email);
  const identity = await findIdentity(db, customerId);
  return {
    pending: {
      email: customer.email,
      emailVerified: identity?.emailVerified ?? false,
      pendingEmail: change.email,
    },
  };
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
  now: number,
): Promise<MailRequestOutcome> {
  const customer = await findIdentity(db, customerId);
  if (!customer) return 'no-customer';
  const verdict = await countMail(customer.id, customer.email);
  if (!verdict.allowed) return { limited: verdict.retryAfterSeconds };
  await kind.send(db, customer);
  await recordEvent(db, customerId, { name: kind.event, at: now });
  return 'sent';
}

/** spec 1 §7 passwordReset: emails a link to set a new password to the login address; `now` dates the request. */
export const requestPasswordResetEmail = (db: Database, customerId: string, countMail: MailCounter, now: number) =>
  requestLinkEmail(db, customerId, countMail, { send: sendPasswordResetLink, event: 'passwordReset' }, now);

/** spec 1 §7 emailVerification: emails a link that verifies the login address; `now` dates the request. */
export const requestVerificationEmail = (db: Database, customerId: string, countMail: MailCounter, now: number) =>
  requestLinkEmail(db, customerId, countMail, { send: sendEmailVerificationLink, event: 'emailVerification' }, now);

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
