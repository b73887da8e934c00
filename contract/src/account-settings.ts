import { z } from 'zod/mini';
import {
  accountSettingsMessages,
  CURRENT_PASSWORD_MAX,
  EMAIL_PATTERN,
  INVALID_EMAIL_MESSAGE,
  loginEmailMessages,
  NICKNAME_MAX,
  NICKNAME_PATTERN,
  nicknameError,
  NORMALISED_PHONE_PATTERN,
} from './account-settings-rules.js';
import { defineCall } from './call.js';

export { NICKNAME_MAX, NICKNAME_PATTERN } from './account-settings-rules.js';

export const emailSchema = z.string().check(z.trim(), z.maxLength(254), z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE));

/**
 * spec 1 §5: a new login email, with the portal's message for each fault (newLoginEmailError): nothing typed is
 * 'Please enter a new email address', not the invalid-address message. The route adds the rule's other half, that it
 * differs from the current address, which only the customer's record can tell.
 */
export const newLoginEmailSchema = z.string().check(
  z.trim(),
  z.superRefine((email, context) => {
    if (email === '') {
      context.addIssue({ code: 'custom', message: loginEmailMessages.enterNew, input: email, continue: false });
    }
  }),
  z.maxLength(254),
  z.regex(EMAIL_PATTERN, INVALID_EMAIL_MESSAGE),
);

/**
 * spec 1 §5 and spec 2 §5: a site nickname has letters, digits, spaces and . - ( ) ' only, at most 25 characters. The
 * rule and its messages are the portal's too (nicknameError); the checks after it never fail, they document the rule
 * in the OpenAPI description.
 */
export const nicknameSchema = z.string().check(
  z.trim(),
  z.superRefine((nickname, context) => {
    const message = nicknameError(nickname);
    if (message) context.addIssue({ code: 'custom', message, input: nickname, continue: false });
  }),
  z.minLength(1),
  z.maxLength(NICKNAME_MAX),
  z.regex(NICKNAME_PATTERN),
);

/**
 * spec 1 §5: the portal sends a phone number normalised (spaces and leading zeros stripped, the country code
 * prefixed): '+' and 8 to 15 digits (ITU E.164 allows 15).
 */
export const normalisedPhoneSchema = z
  .string()
  .check(z.regex(NORMALISED_PHONE_PATTERN, accountSettingsMessages.phoneInvalid));

export const phonePurposePathSchema = z.enum(['work', 'home', 'mobile']);

/**
 * The current password, which a change of login email asks for: a stolen access token alone must not move the
 * account to another mailbox.
 */
export const currentPasswordSchema = z
  .string()
  .check(z.minLength(1, loginEmailMessages.enterPassword), z.maxLength(CURRENT_PASSWORD_MAX));

/**
 * spec 1 §7: changes the login email; 409 when another login uses it, 400 when it is the current one or invalid.
 * Ours, as trusted sign-in systems do (the spec is silent): it takes the current password (400 naming `password`
 * when wrong; its failures count as wrong sign-ins), and the change takes effect only when the customer opens the link
 * emailed to the new address; the old address is told, with a link that undoes it. Until then sign-in keeps the
 * current address, which the answer gives with the address waiting (`pendingEmail`).
 */
export const changeEmail = defineCall({
  method: 'POST',
  path: '/private/user/changeEmail',
  auth: 'customer',
  request: z.object({ email: newLoginEmailSchema, password: currentPasswordSchema }),
  response: z.object({ email: z.string(), emailVerified: z.boolean(), pendingEmail: z.string() }),
  errors: [400, 401, 409],
  summary: 'Starts a change of the login email, which the new address confirms',
});

/** spec 1 §7: asks for a password-reset email. The payload and answer are not shown: ours take none and confirm. */
export const requestPasswordReset = defineCall({
  method: 'POST',
  path: '/private/user/passwordReset',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ sent: z.literal(true) }),
  errors: [401],
  summary: 'Sends a password-reset email to the login email',
});

/** spec 1 §7: asks for the verification email again. Payload and answer not shown: ours take none and confirm. */
export const requestEmailVerification = defineCall({
  method: 'POST',
  path: '/private/user/emailVerification',
  auth: 'customer',
  request: z.object({}),
  response: z.object({ sent: z.literal(true) }),
  errors: [401],
  summary: 'Sends the email-verification email again',
});

export const userPreferencesSchema = z.object({
  email: emailSchema,
  sendBillViaEmail: z.boolean(),
  sendPromotionViaEmail: z.boolean(),
});

/** spec 1 §7: saves the selected billing account's email preferences; the answer is ours: what was saved. */
export const updateUserPreferences = defineCall({
  method: 'PUT',
  path: '/private/billing/updateUserPreferences',
  auth: 'customer',
  request: userPreferencesSchema,
  response: userPreferencesSchema,
  errors: [400, 401],
  summary: "Saves the selected billing account's email preferences",
});

export const phonesSchema = z.object({
  phones: z.array(z.object({ purpose: phonePurposePathSchema, number: z.string() })),
});

/** spec 1 §7: sets a work, home or mobile number; the answer is ours: the numbers now set. */
export const setPhone = defineCall({
  method: 'POST',
  path: '/private/billing/phone/{purpose}',
  auth: 'customer',
  request: z.object({ purpose: phonePurposePathSchema, number: normalisedPhoneSchema }),
  response: phonesSchema,
  errors: [400, 401],
  summary: 'Sets a work, home or mobile phone number',
});

/** spec 1 §5: a number may be deleted only when more than one is set; otherwise 409. */
export const deletePhone = defineCall({
  method: 'DELETE',
  path: '/private/billing/phone/{purpose}',
  auth: 'customer',
  request: z.object({ purpose: phonePurposePathSchema }),
  response: phonesSchema,
  errors: [400, 401, 404, 409],
  summary: 'Deletes a phone number, when another stays',
});

/** spec 1 §7: names a site. The answer is ours: the site's id and nickname. */
export const setSiteNickname = defineCall({
  method: 'POST',
  path: '/private/user/site-nickname',
  auth: 'customer',
  request: z.object({
    billingAccountSiteId: z.string().check(z.minLength(1), z.maxLength(40)),
    nickname: nicknameSchema,
  }),
  response: z.object({ billingAccountSiteId: z.string(), nickname: z.string() }),
  errors: [400, 401, 404],
  summary: 'Sets the nickname of one of your sites',
});

/** spec 1 §6: account roles are fetched per account; contents not shown: ours, the customer's role on each. */
export const getAccountRoles = defineCall({
  method: 'GET',
  path: '/private/account/roles',
  auth: 'customer',
  request: z.object({}),
  response: z.object({
    roles: z.array(z.object({ billingAccountId: z.string(), role: z.enum(['accountHolder', 'authorisedPerson']) })),
  }),
  errors: [401],
  summary: "The signed-in customer's role on each billing account",
});

/** spec 1 §7: plans; shape not shown: ours, the plan of each supply point of the selected site. */
export const getPlans = defineCall({
  method: 'GET',
  path: '/private/billing/plans',
  auth: 'customer',
  request: z.object({}),
  response: z.object({
    plans: z.array(
      z.object({
        supplyPointId: z.string(),
        supplyType: z.enum(['electricity', 'naturalGas', 'lpg']),
        name: z.string(),
        isValuePlan: z.boolean(),
      }),
    ),
  }),
  errors: [401],
  summary: "The plans of the selected site's supply points",
});

export type UserPreferences = z.infer<typeof userPreferencesSchema>;
