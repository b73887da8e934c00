import {
  changeEmail,
  deletePhone,
  getAccountRoles,
  getPlans,
  loginEmailMessages,
  requestEmailVerification,
  requestPasswordReset,
  RETIRED_SUPPORT_NUMBER,
  setPhone,
  setSiteNickname,
  updateUserPreferences,
} from '@harakeke/contract';
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import type { ApiEnv } from '../http/api-context.js';
import { defineRoute } from '../http/define-route.js';
import { problems } from '../http/problem.js';
import {
  accountRolesOf,
  changeLoginEmail,
  deletePhoneKeepingOne,
  nameSite,
  phonesOf,
  plansOf,
  requestPasswordResetEmail,
  requestVerificationEmail,
  saveEmailPreferences,
  savePhoneNumber,
  type MailRequestOutcome,
} from './account-settings.js';

/** The answer to a call that emails a link, or its problem. */
function mailAnswer(outcome: MailRequestOutcome) {
  if (outcome === 'no-customer') throw problems.unauthorized('This sign-in no longer has a customer record.');
  if (outcome !== 'sent') throw problems.tooManyRequests(outcome.limited);
  return { sent: true as const };
}

/** Account settings (spec 1 §5 and §7): login email, email preferences, phones, site nicknames, roles and plans. */
export function accountSettingsRoutes() {
  const routes = new Hono<ApiEnv>();

  defineRoute(routes, changeEmail, async ({ c, db, customerId, input, limits }) => {
    const result = await changeLoginEmail(db, customerId, input, {
      signIn: (email) => limits.attemptSignIn(email, (c.env as Partial<HttpBindings> | undefined)?.incoming),
      countMail: limits.countMail,
    });
    if (result === 'no-customer') throw problems.unauthorized('This sign-in no longer has a customer record.');
    if (result === 'wrong-password')
      throw problems.invalidFields([{ field: 'password', detail: loginEmailMessages.wrongPassword }]);
    // spec 1 §5's wording for the same address (the rule's half the schema cannot judge); 409 is spec 1 §7's "in use".
    if (result === 'same') throw problems.badRequest(`email: ${loginEmailMessages.matchesCurrent}`);
    if (result === 'in-use')
      // spec 2 §8: the support number appears in some error details; the portal shows its current one instead.
      throw problems.conflict(
        `email: This email address is already in use. If it’s yours, call us on ${RETIRED_SUPPORT_NUMBER}.`,
      );
    if ('limited' in result) throw problems.tooManyRequests(result.limited);
    return result.pending;
  });

  defineRoute(routes, requestPasswordReset, async ({ db, clock, customerId, limits }) =>
    mailAnswer(await requestPasswordResetEmail(db, customerId, limits.countMail, clock.now())),
  );

  defineRoute(routes, requestEmailVerification, async ({ db, clock, customerId, limits }) =>
    mailAnswer(await requestVerificationEmail(db, customerId, limits.countMail, clock.now())),
  );

  defineRoute(routes, updateUserPreferences, async ({ db, customerId, input }) =>
    saveEmailPreferences(db, customerId, input),
  );

  defineRoute(routes, setPhone, async ({ db, customerId, input }) =>
    savePhoneNumber(db, customerId, input.purpose, input.number),
  );

  defineRoute(routes, deletePhone, async ({ db, customerId, input }) => {
    const result = await deletePhoneKeepingOne(db, customerId, input.purpose);
    if (result === 'missing') throw problems.notFound(`You have no ${input.purpose} phone number.`);
    if (result === 'last')
      throw problems.conflict('Keep at least one phone number: add another before deleting this one.');
    return phonesOf(db, customerId);
  });

  defineRoute(routes, setSiteNickname, async ({ db, customerId, input }) => {
    if (!(await nameSite(db, customerId, input.billingAccountSiteId, input.nickname))) {
      throw problems.notFound('You have no site with this id.');
    }
    return { billingAccountSiteId: input.billingAccountSiteId, nickname: input.nickname };
  });

  defineRoute(routes, getAccountRoles, async ({ db, customerId }) => accountRolesOf(db, customerId));

  defineRoute(routes, getPlans, async ({ db, customerId }) => plansOf(db, customerId));

  return routes;
}
