/*
 * New Zealand bank account numbers, for the direct debit form (spec 1 §3 bankAccountNumber, bank) and the server that
 * re-checks it. A number is bank (2 digits), branch (4), account base (7) and suffix (2 or 3): '12-3113-0000000-000'.
 * The check digits follow the published rules (Inland Revenue's RWT/NRWT specification, 'Bank account number
 * validation', from the Payments NZ routines): the bank and branch pick an algorithm, whose weights multiply the
 * padded digits; the number is valid when the sum divides by the algorithm's modulus.
 */

/** A bank of the picker, with the two-digit prefixes its account numbers start with. */
export interface NzBank {
  name: string;
  prefixes: readonly string[];
}

/**
 * The banks customers pick from, written from public knowledge. Several banks clear through another's prefix (The
 * Co-operative Bank through BNZ's 02, SBS Bank through Westpac's 03), and some prefixes are of banks long merged into
 * another (the trust banks into Westpac), whose customers kept their numbers.
 */
export const nzBanks: readonly NzBank[] = [
  { name: 'ANZ', prefixes: ['01', '04', '06', '11'] },
  { name: 'ASB', prefixes: ['12'] },
  { name: 'BNZ', prefixes: ['02'] },
  { name: 'Citibank', prefixes: ['31'] },
  { name: 'HSBC', prefixes: ['30'] },
  { name: 'Kiwibank', prefixes: ['38'] },
  { name: 'National Australia Bank', prefixes: ['08'] },
  { name: 'SBS Bank', prefixes: ['03'] },
  { name: 'The Co-operative Bank', prefixes: ['02'] },
  { name: 'TSB', prefixes: ['15'] },
  { name: 'Westpac', prefixes: ['03', '13', '14', '16', '17', '18', '19', '20', '21', '22', '23'] },
];

/** The banks whose numbers start with a prefix ('02' is both BNZ and The Co-operative Bank). */
export function nzBanksWithPrefix(prefix: string): NzBank[] {
  return nzBanks.filter((bank) => bank.prefixes.includes(prefix));
}

/**
 * A number to show customers as the shape to type: Inland Revenue's worked example of the check digits
 * (01-902-0068389-00, algorithm A) in the 2-4-7-3 shape, so the example the form shows is one the form accepts.
 */
export const NZ_BANK_ACCOUNT_NUMBER_EXAMPLE = '01-0902-0068389-000';

/** The two-digit bank prefix a number starts with, as typed ('38-9000-…' → '38'); undefined before two digits. */
export function nzBankPrefixOf(number: string): string | undefined {
  return /^(\d{2})/.exec(number.trim())?.[1];
}

/**
 * Whether a number's bank prefix is one of the named bank's (the first two digits say which bank a number is of):
 * false for a number of another bank, undefined when there is nothing to compare (no bank of the picker by that name,
 * or fewer than two digits typed). A mismatch is not refused anywhere: a customer of a bank merged into another, or
 * one that clears through another's prefix, may know their bank by a name the prefix does not give.
 */
export function isNzBankOfNumber(bankName: string, number: string): boolean | undefined {
  const bank = nzBanks.find((candidate) => candidate.name === bankName);
  const prefix = nzBankPrefixOf(number);
  if (!bank || prefix === undefined) return undefined;
  return bank.prefixes.includes(prefix);
}

/** The shape's groups as digits: bank, branch, account base, suffix (2 or 3 digits). */
const groupLengths = [2, 4, 7, 3] as const;
const mostDigits = groupLengths.reduce((sum, length) => sum + length, 0);

/**
 * The number as the customer types it, put into the 2-4-7-2/3 shape: '123113000000000' becomes '12-3113-0000000-00'.
 * Digits typed with spaces or hyphens are regrouped; anything else (letters, more digits than a number has) is left as
 * typed, so the customer sees what they typed next to the field's message rather than a silently changed number.
 */
export function formatNzBankAccountNumber(typed: string): string {
  if (!/^[\d\s-]*$/.test(typed)) return typed;
  const digits = typed.replace(/\D/g, '');
  if (digits.length > mostDigits) return typed;
  const groups: string[] = [];
  let start = 0;
  for (const length of groupLengths) {
    const group = digits.slice(start, start + length);
    if (!group) break;
    groups.push(group);
    start += length;
  }
  return groups.join('-');
}

/** The check-digit algorithms of the published rules, by their letters. 'AB' picks A or B by the account base. */
type Algorithm = 'A' | 'B' | 'D' | 'E' | 'F' | 'G' | 'X';

interface Weighting {
  /** One weight per digit of the 18-digit padded number: bank 2, branch 4, account base 8, suffix 4. */
  weights: readonly number[];
  modulus: number;
  /** E and G add up the digits of each product (until one digit is left) before summing. */
  sumsProductDigits: boolean;
}

const weightings: Record<Algorithm, Weighting> = {
  A: { weights: [0, 0, 6, 3, 7, 9, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, sumsProductDigits: false },
  B: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 10, 5, 8, 4, 2, 1, 0, 0, 0, 0], modulus: 11, sumsProductDigits: false },
  D: { weights: [0, 0, 0, 0, 0, 0, 0, 7, 6, 5, 4, 3, 2, 1, 0, 0, 0, 0], modulus: 11, sumsProductDigits: false },
  E: { weights: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 2, 0, 0, 0, 1], modulus: 11, sumsProductDigits: true },
  F: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 7, 3, 1, 7, 3, 1, 0, 0, 0, 0], modulus: 10, sumsProductDigits: false },
  G: { weights: [0, 0, 0, 0, 0, 0, 0, 1, 3, 7, 1, 3, 7, 1, 0, 3, 7, 1], modulus: 10, sumsProductDigits: true },
  // Citibank's numbers carry no check digit: every number of its branches is accepted.
  X: { weights: new Array<number>(18).fill(0), modulus: 1, sumsProductDigits: false },
};

/** Below this account base, banks of 'AB' use algorithm A; from it, B (the published rule). */
const FIRST_ALGORITHM_B_BASE = 990000;

/** Each bank of the published table: its branch ranges (inclusive) and algorithm. */
const bankRules: Readonly<
  Record<string, { branches: ReadonlyArray<readonly [number, number]>; algorithm: Algorithm | 'AB' }>
> = {
  '01': {
    branches: [
      [1, 999],
      [1100, 1199],
      [1800, 1899],
    ],
    algorithm: 'AB',
  },
  '02': {
    branches: [
      [1, 999],
      [1200, 1299],
    ],
    algorithm: 'AB',
  },
  '03': {
    branches: [
      [1, 999],
      [1300, 1399],
      [1500, 1599],
      [1700, 1799],
      [1900, 1999],
    ],
    algorithm: 'AB',
  },
  '04': { branches: [[2020, 2024]], algorithm: 'AB' },
  '06': {
    branches: [
      [1, 999],
      [1400, 1499],
    ],
    algorithm: 'AB',
  },
  '08': { branches: [[6500, 6599]], algorithm: 'D' },
  '09': { branches: [[0, 0]], algorithm: 'E' },
  '11': {
    branches: [
      [5000, 6499],
      [6600, 8999],
    ],
    algorithm: 'AB',
  },
  '12': {
    branches: [
      [3000, 3299],
      [3400, 3499],
      [3600, 3699],
    ],
    algorithm: 'AB',
  },
  '13': { branches: [[4900, 4999]], algorithm: 'AB' },
  '14': { branches: [[4700, 4799]], algorithm: 'AB' },
  '15': { branches: [[3900, 3999]], algorithm: 'AB' },
  '16': { branches: [[4400, 4499]], algorithm: 'AB' },
  '17': { branches: [[3300, 3399]], algorithm: 'AB' },
  '18': { branches: [[3500, 3599]], algorithm: 'AB' },
  '19': { branches: [[4600, 4649]], algorithm: 'AB' },
  '20': { branches: [[4100, 4199]], algorithm: 'AB' },
  '21': { branches: [[4800, 4899]], algorithm: 'AB' },
  '22': { branches: [[4000, 4049]], algorithm: 'AB' },
  '23': { branches: [[3700, 3799]], algorithm: 'AB' },
  '24': { branches: [[4300, 4349]], algorithm: 'AB' },
  '25': { branches: [[2500, 2599]], algorithm: 'F' },
  '26': { branches: [[2600, 2699]], algorithm: 'G' },
  '27': { branches: [[3800, 3849]], algorithm: 'AB' },
  '28': { branches: [[2100, 2149]], algorithm: 'G' },
  '29': { branches: [[2150, 2299]], algorithm: 'G' },
  '30': { branches: [[2900, 2949]], algorithm: 'AB' },
  '31': { branches: [[2800, 2849]], algorithm: 'X' },
  '33': { branches: [[6700, 6799]], algorithm: 'F' },
  '35': { branches: [[2400, 2499]], algorithm: 'AB' },
  '38': { branches: [[9000, 9499]], algorithm: 'AB' },
};

/** The prefixes the check-digit rules know: a number of any other bank is not valid. */
export const nzBankPrefixesWithRules: readonly string[] = Object.keys(bankRules);

/** A digit-sum down to one digit: 49 → 13 → 4. */
const digitRoot = (n: number): number => (n > 9 ? digitRoot(Math.floor(n / 10) + (n % 10)) : n);

/**
 * Whether a number in the 2-4-7-2/3 shape ('12-3113-0000000-000') belongs to a known bank and branch and passes its
 * check digits. A number in any other shape is not one.
 */
export function hasValidNzCheckDigits(number: string): boolean {
  const parts = /^(\d{2})-(\d{4})-(\d{7})-(\d{2,3})$/.exec(number);
  if (!parts) return false;
  const [, bank = '', branch = '', base = '', suffix = ''] = parts;
  const rule = bankRules[bank];
  const branchNumber = Number(branch);
  if (!rule || !rule.branches.some(([first, last]) => branchNumber >= first && branchNumber <= last)) return false;
  const algorithm = rule.algorithm === 'AB' ? (Number(base) < FIRST_ALGORITHM_B_BASE ? 'A' : 'B') : rule.algorithm;
  const { weights, modulus, sumsProductDigits } = weightings[algorithm];
  // The published rules weigh an 18-digit number: the account base padded to 8 digits and the suffix to 4.
  const digits = `${bank}${branch}${base.padStart(8, '0')}${suffix.padStart(4, '0')}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const product = Number(digits[i]) * (weights[i] ?? 0);
    sum += sumsProductDigits ? digitRoot(product) : product;
  }
  return sum % modulus === 0;
}
