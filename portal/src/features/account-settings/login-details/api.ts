import { changeEmail, requestEmailVerification, requestPasswordReset } from '@harakeke/contract';
import { callApi } from '../../../api/call-api.js';

/** spec 1 §7: sets the login email; 409 when another login uses it. */
export const postChangeEmail = (email: string) => callApi(changeEmail, { email });

/** spec 1 §7: sends a password-reset link to the login email. */
export const postPasswordReset = () => callApi(requestPasswordReset, {});

/** spec 1 §7: sends the email-verification email again. */
export const postEmailVerification = () => callApi(requestEmailVerification, {});
