import {
  changeEmail,
  deletePhone,
  getAccountRoles,
  getPlans,
  requestEmailVerification,
  requestPasswordReset,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
} from '@harakeke/contract';
import type { Hono } from 'hono';
import type { Database } from '../db/client.js';
import {
  changeLoginEmail,
  deletePhoneKeepingOne,
  listPhones,
  listRoles,
  listSelectedSitePlans,
  savePhone,
  savePreferences,
  saveSiteNickname,
} from './queries.js';
import { findIdentity } from '../idp/customer-queries.js';
import { recordEvent } from '../user/queries.js';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';

/** The support number the back end writes into some error details (spec 1 §5, spec 2 §8). */
export const SUPPORT_PHONE = '0800 300 400';

/** Account settings (spec 1 §5 and §7): login email, email preferences, phones, site nicknames, roles and plans. */
export function settingsRoutes(app: Hono<ApiEnv>, db: Database) {
  defineRoute(app, changeEmail, async ({ customerId, input }) => {
    const result = await changeLoginEmail(db, customerId, input.email);
    // spec 1 §5's wording for the same address; 409 is spec 1 §7's "in use".
    if (result === 'same') throw problems.badRequest('email: Email matches current email');
    if (result === 'in-use')
      // spec 2 §8: the support number appears in some error details; the portal shows it as 0800 086 400.
      throw problems.conflict(
        `email: This email address is already in use. If it's yours, call us on ${SUPPORT_PHONE}.`,
      );
    return { email: input.email, emailVerified: false };
  });

  defineRoute(app, requestPasswordReset, async ({ customerId }) => {
    await recordEvent(db, customerId, 'passwordReset', undefined);
    return { sent: true as const };
  });

  defineRoute(app, requestEmailVerification, async ({ customerId }) => {
    const identity = await findIdentity(db, customerId);
    if (!identity) throw problems.unauthorized('This sign-in no longer has a customer record.');
    await recordEvent(db, customerId, 'emailVerification', undefined);
    return { sent: true as const };
  });

  defineRoute(app, updateUserPreferences, async ({ customerId, input }) => {
    await savePreferences(db, customerId, input);
    return input;
  });

  defineRoute(app, setPhone, async ({ customerId, input }) => {
    await savePhone(db, customerId, input.purpose, input.number);
    return { phones: await listPhones(db, customerId) };
  });

  defineRoute(app, deletePhone, async ({ customerId, input }) => {
    const result = await deletePhoneKeepingOne(db, customerId, input.purpose);
    if (result === 'missing') throw problems.notFound(`You have no ${input.purpose} phone number.`);
    if (result === 'last')
      throw problems.conflict('Keep at least one phone number: add another before deleting this one.');
    return { phones: await listPhones(db, customerId) };
  });

  defineRoute(app, setSiteNickname, async ({ customerId, input }) => {
    if (!(await saveSiteNickname(db, customerId, input.billingAccountSiteId, input.nickname))) {
      throw problems.notFound('You have no site with this id.');
    }
    return { billingAccountSiteId: input.billingAccountSiteId, nickname: input.nickname };
  });

  defineRoute(app, getAccountRoles, async ({ customerId }) => ({
    roles: await listRoles(db, customerId),
  }));

  defineRoute(app, getPlans, async ({ customerId }) => ({
    plans: await listSelectedSitePlans(db, customerId),
  }));
}
