import type { HttpBindings } from '@hono/node-server';
import { brandFor } from '@harakeke/themes';
import { Hono } from 'hono';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import {
  confirmEmailChangePage,
  emailChangedPage,
  emailChangeUndonePage,
  emailChangeUndoUnusablePage,
  emailChangeUnusablePage,
  emailVerifiedPage,
  passwordSetPage,
  resetLinkUnusablePage,
  setPasswordPage,
  undoEmailChangePage,
  verificationLinkUnusablePage,
} from './account-link-pages.js';
import {
  EMAIL_VERIFICATION_PATH,
  isLivePasswordResetLink,
  PASSWORD_RESET_PATH,
  resetPassword,
  verifyEmail,
} from './account-links.js';
import { PASSWORD_MESSAGES, passwordRuleError } from './password-rule.js';
import {
  confirmEmailChange,
  EMAIL_CHANGE_PATH,
  EMAIL_CHANGE_UNDO_PATH,
  liveEmailChangeLink,
  undoEmailChange,
} from './email-change.js';
import { readFormFields } from './form-fields.js';

/**
 * The pages the account links of the emails open (account-links.ts): set a new password, verify the login email.
 * They hold a secret in their address, so no answer may be stored by a cache, and the origin's Referrer-Policy
 * (no-referrer) keeps the address from the pages they link to.
 */
export function accountLinkRoutes(db: Database, config: Pick<ServerConfig, 'brand'>) {
  const app = new Hono<{ Bindings: HttpBindings }>();
  const brand = brandFor(config.brand);

  app.use(`${PASSWORD_RESET_PATH}/*`, async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  for (const path of [EMAIL_VERIFICATION_PATH, EMAIL_CHANGE_PATH, EMAIL_CHANGE_UNDO_PATH]) {
    app.use(`${path}/*`, async (c, next) => {
      await next();
      c.header('Cache-Control', 'no-store');
    });
  }

  // A change of login email (email-change.ts): made from the new mailbox, undone from the old one.
  // Opening a link shows what it does; its button does it (a mail scanner that opens links changes nothing).
  app.get(`${EMAIL_CHANGE_PATH}/:token`, async (c) => {
    const email = await liveEmailChangeLink(db, c.req.param('token'), 'email-change');
    if (email === undefined) return c.html(emailChangeUnusablePage(brand, 'unusable'), 410);
    return c.html(confirmEmailChangePage(brand, { action: c.req.path, email }));
  });

  app.post(`${EMAIL_CHANGE_PATH}/:token`, async (c) => {
    const outcome = await confirmEmailChange(db, c.req.param('token'));
    if (typeof outcome === 'string') return c.html(emailChangeUnusablePage(brand, outcome), 410);
    return c.html(emailChangedPage(brand, outcome.email));
  });

  app.get(`${EMAIL_CHANGE_UNDO_PATH}/:token`, async (c) => {
    const email = await liveEmailChangeLink(db, c.req.param('token'), 'email-change-undo');
    if (email === undefined) return c.html(emailChangeUndoUnusablePage(brand), 410);
    return c.html(undoEmailChangePage(brand, { action: c.req.path, email }));
  });

  app.post(`${EMAIL_CHANGE_UNDO_PATH}/:token`, async (c) => {
    const outcome = await undoEmailChange(db, c.req.param('token'));
    if (outcome === 'unusable') return c.html(emailChangeUndoUnusablePage(brand), 410);
    return c.html(emailChangeUndonePage(brand, outcome.email));
  });

  app.get(`${PASSWORD_RESET_PATH}/:token`, async (c) => {
    const token = c.req.param('token');
    if (!(await isLivePasswordResetLink(db, token))) return c.html(resetLinkUnusablePage(brand), 410);
    return c.html(setPasswordPage(brand, { action: c.req.path }));
  });

  app.post(`${PASSWORD_RESET_PATH}/:token`, async (c) => {
    const token = c.req.param('token');
    if (!(await isLivePasswordResetLink(db, token))) return c.html(resetLinkUnusablePage(brand), 410);
    const { fields, unreadable } = await readFormFields(c, ['password', 'confirmation']);
    const { password, confirmation } = fields;
    // spec 1 §5: 8 to 75 characters, no whitespace; then both fields must agree.
    const ruleError = passwordRuleError(password);
    const error = unreadable
      ? { field: unreadable, message: PASSWORD_MESSAGES.unreadable }
      : ruleError
        ? { field: 'password' as const, message: ruleError }
        : password !== confirmation
          ? { field: 'confirmation' as const, message: PASSWORD_MESSAGES.mismatch }
          : undefined;
    if (error) return c.html(setPasswordPage(brand, { action: c.req.path, error }), 400);
    // Checked again as it is used: another tab may have used the link since the check above.
    if (!(await resetPassword(db, token, password))) return c.html(resetLinkUnusablePage(brand), 410);
    return c.html(passwordSetPage(brand));
  });

  app.get(`${EMAIL_VERIFICATION_PATH}/:token`, async (c) => {
    const outcome = await verifyEmail(db, c.req.param('token'));
    if (outcome === 'verified') return c.html(emailVerifiedPage(brand));
    return c.html(verificationLinkUnusablePage(brand), 410);
  });

  return app;
}
