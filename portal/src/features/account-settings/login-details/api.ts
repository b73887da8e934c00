import { changeEmail, requestEmailVerification, requestPasswordReset } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/**
 * spec 1 §7: starts a change of the login email, which takes effect once the customer opens the link sent to the new
 * address; 409 when another login uses it, 400 naming `password` when the current password is wrong, 429 once too
 * many were wrong. The password is ours (the spec is silent): a stolen access token alone must not move the account.
 */
export const postChangeEmail = (change: { email: string; password: string }) => callApi(changeEmail, change);

/** spec 1 §7: sends a password-reset link to the login email. */
export const postPasswordReset = () => callApi(requestPasswordReset, {});

/** spec 1 §7: sends the email-verification email again. */
export const postEmailVerification = () => callApi(requestEmailVerification, {});
