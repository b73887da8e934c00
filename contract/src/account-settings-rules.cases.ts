/*
 * spec 1 §5's login email, phone and nickname rules as test cases, the messages written out in full here rather than taken from
 * accountSettingsMessages, so a test fails if a message changes. Run against the shared rules (contract), the portal's
 * fields and the server's routes (server/test/account-settings-rules.test.ts).
 */

export interface PhoneRuleCase {
  /** What the case shows, for the test's name. */
  name: string;
  /** What the customer typed, after the input filter. */
  typed: string;
  /** What is sent: the typed number normalised. */
  normalised: string;
  /** The message before sending (and the server's for the normalised number), or undefined when it is stored. */
  message: string | undefined;
  /** How the stored number is shown, for a number that is stored. */
  readable?: string;
}

const invalidPhone = 'Please enter a valid phone number.';

export const phoneRuleCases: readonly PhoneRuleCase[] = [
  { name: 'a mobile', typed: '021 123 4567', normalised: '+64211234567', message: undefined, readable: '021 123 4567' },
  {
    name: 'a short mobile',
    typed: '021123456',
    normalised: '+6421123456',
    message: undefined,
    readable: '021 123 456',
  },
  { name: 'a landline', typed: '09 377 1234', normalised: '+6493771234', message: undefined, readable: '09 377 1234' },
  {
    name: 'no leading zero',
    typed: '3 377 1234',
    normalised: '+6433771234',
    message: undefined,
    readable: '03 377 1234',
  },
  { name: 'leading zeros', typed: '00 21 123 4567', normalised: '+64211234567', message: undefined },
  {
    name: 'a free number',
    typed: '0800 300 400',
    normalised: '+64800300400',
    message: undefined,
    readable: '0800 300 400',
  },
  { name: 'empty', typed: '', normalised: '+64', message: invalidPhone },
  { name: 'only spaces', typed: '   ', normalised: '+64', message: invalidPhone },
  { name: 'only zeros', typed: '000', normalised: '+64', message: invalidPhone },
  { name: 'too short', typed: '021 12', normalised: '+642112', message: invalidPhone },
  { name: 'too long', typed: '123456789012345', normalised: '+64123456789012345', message: invalidPhone },
];

export interface NicknameRuleCase {
  name: string;
  nickname: string;
  /** The message, or undefined when the nickname keeps the rule. */
  message: string | undefined;
}

const characters = "A nickname can have letters, numbers, spaces and . - ( ) ' only.";
const tooLong = 'A nickname has at most 25 characters.';

export const nicknameRuleCases: readonly NicknameRuleCase[] = [
  { name: 'letters and spaces', nickname: 'The bach', message: undefined },
  { name: 'every allowed mark', nickname: "Nana's flat (2) - St. Kilda", message: tooLong },
  { name: 'every allowed mark, short', nickname: "Nana's flat (2) - St.", message: undefined },
  { name: 'macrons', nickname: 'Whare o Māui', message: undefined },
  { name: '25 characters', nickname: 'A'.repeat(25), message: undefined },
  { name: '26 characters', nickname: 'A'.repeat(26), message: tooLong },
  { name: '25 characters between spaces', nickname: ` ${'A'.repeat(25)} `, message: undefined },
  { name: 'empty', nickname: '', message: 'Please enter a nickname.' },
  { name: 'only spaces', nickname: '   ', message: 'Please enter a nickname.' },
  { name: 'an ampersand', nickname: 'Home & garden', message: characters },
  { name: 'an at sign', nickname: 'Flat @ 12', message: characters },
  { name: 'a slash', nickname: 'Unit 1/12', message: characters },
  { name: 'too long and a bad character', nickname: `${'A'.repeat(26)}&`, message: tooLong },
];

export interface EmailRuleCase {
  name: string;
  /** What the customer typed. */
  typed: string;
  /** The message, or undefined when the address is stored (trimmed). */
  message: string | undefined;
}

/** The current login email the login-email cases are judged against: a demo customer's (server/src/demo). */
export const loginEmailCurrent = 'ana@example.nz';

const enterNew = 'Please enter a new email address';
const matchesCurrent = 'Email matches current email';
const invalidEmail = 'Please enter a valid email address';

export const loginEmailRuleCases: readonly EmailRuleCase[] = [
  { name: 'nothing typed', typed: '', message: enterNew },
  { name: 'only spaces', typed: '   ', message: enterNew },
  { name: 'the current address', typed: 'ana@example.nz', message: matchesCurrent },
  { name: 'the current address in capitals', typed: 'ANA@Example.NZ', message: matchesCurrent },
  { name: 'the current address between spaces', typed: '  ana@example.nz  ', message: matchesCurrent },
  { name: 'no at sign', typed: 'ana', message: invalidEmail },
  { name: 'no top-level domain', typed: 'ana@example', message: invalidEmail },
  { name: 'a one-letter top-level domain', typed: 'ana@example.n', message: invalidEmail },
  { name: 'a space inside', typed: 'an a@example.nz', message: invalidEmail },
  { name: 'two at signs', typed: 'ana@@example.nz', message: invalidEmail },
  { name: 'a new address', typed: 'ana.tane@example.nz', message: undefined },
  { name: 'a new address in capitals', typed: 'ANA.TANE@EXAMPLE.CO.NZ', message: undefined },
  { name: 'a new address between spaces', typed: ' ana.tane@example.nz ', message: undefined },
];

/** spec 1 §5: the billing email (email preferences) is judged by the address rule alone: nothing typed is invalid. */
export const billingEmailRuleCases: readonly EmailRuleCase[] = [
  { name: 'nothing typed', typed: '', message: invalidEmail },
  { name: 'no at sign', typed: 'bills', message: invalidEmail },
  { name: 'no top-level domain', typed: 'bills@example', message: invalidEmail },
  { name: 'a one-letter top-level domain', typed: 'bills@example.n', message: invalidEmail },
  { name: 'a space inside', typed: 'bi lls@example.nz', message: invalidEmail },
  { name: 'an address', typed: 'bills@example.nz', message: undefined },
  { name: 'an address in capitals between spaces', typed: ' Bills@Example.CO.NZ ', message: undefined },
];
