import type { Donation, DonationOptionId } from '@harakeke/contract';
import type { AccountOfRecord } from '../billing-accounts/billing-accounts.js';
import type { Database } from '../db/client.js';
import {
  applyDueChange,
  findChoiceRow,
  findChoiceRowForUpdate,
  insertChoiceRow,
  saveBannerDismissed,
  savePendingOption,
  saveSelectedOption,
  type DonationChoiceRow,
} from './queries.js';
import { nextBillIssueDate } from './rules.js';

/** The charity partner: a fictional community fund, with our own copy. */
const partner: Donation['info'] = {
  partnerName: 'Te Mahana Community Energy Fund',
  title: 'Help keep a neighbour warm',
  summary:
    'Te Mahana Community Energy Fund helps households that are behind on their power bills to stay connected and ' +
    'warm, and pays for insulation checks in homes that need them most.',
  howItWorks: [
    'Choose how you would like to give: round up each bill, or a set amount each month.',
    'Your donation is added to your bill, starting with your next one.',
    'Every dollar goes to the fund: we cover the costs of collecting it.',
    'Change or stop your donation here at any time.',
  ],
};

/** The options, in the order the page lists them. */
const options: Donation['options'] = [
  {
    id: 'roundUp',
    label: 'Round up each bill',
    description: 'We round each bill up to the next dollar and give the cents to the fund.',
    monthlyAmount: null,
  },
  { id: 'monthly2', label: '$2 a month', description: '$2.00 added to each monthly bill.', monthlyAmount: 2 },
  { id: 'monthly5', label: '$5 a month', description: '$5.00 added to each monthly bill.', monthlyAmount: 5 },
  { id: 'monthly10', label: '$10 a month', description: '$10.00 added to each monthly bill.', monthlyAmount: 10 },
  { id: 'none', label: 'No donation', description: 'Nothing is added to your bills.', monthlyAmount: null },
];

const promotion: NonNullable<Donation['promotion']> = {
  title: 'Start giving, and we add $5',
  message:
    'Choose any donation option and we will add $5 of our own to Te Mahana Community Energy Fund with your first one.',
};

/**
 * The customer's selected billing account, as far as donations read it: donations are chosen per billing account
 * (spec 2 §3), and a change applies from its next bill.
 */
export type DonationAccount = Pick<AccountOfRecord, 'id' | 'billing'>;

function toDonation(billingAccountId: string, choice: DonationChoiceRow | undefined): Donation {
  const selectedOption = choice?.selected_option ?? 'none';
  const pending =
    choice?.pending_option && choice.pending_effective_date
      ? { optionId: choice.pending_option, effectiveDate: choice.pending_effective_date }
      : null;
  const givesOrWillGive = selectedOption !== 'none' || (pending !== null && pending.optionId !== 'none');
  const hasChosen = choice?.selected_option != null || pending !== null;
  return {
    billingAccountId,
    info: partner,
    options,
    selectedOption,
    pending,
    promotion: givesOrWillGive ? null : promotion,
    showBanner: !hasChosen && !(choice?.banner_dismissed ?? false),
  };
}

/**
 * spec 2 §3 donation: the account's state on `today` (Auckland). A pending change whose bill has been issued is
 * written as the option in effect first, so it is in effect from then on.
 */
function applyDueChangeAndAnswer(db: Database, billingAccountId: string, today: string): Promise<Donation> {
  return db.transaction(async (tx) => {
    await applyDueChange(tx, billingAccountId, today);
    return toDonation(billingAccountId, await findChoiceRow(tx, billingAccountId));
  });
}

/** spec 1 §2 /account/profile/donate: the selected account's donation, a change that has come due applied first. */
export async function applyDueChangeAndReadDonation(
  db: Database,
  account: DonationAccount,
  today: string,
): Promise<Donation> {
  return applyDueChangeAndAnswer(db, account.id, today);
}

/**
 * Chooses an option for the selected account. Choosing the option in effect takes effect at once (and cancels a
 * pending change); any other is pending until the next bill is issued, replacing a change pending before.
 */
export async function chooseOption(
  db: Database,
  account: DonationAccount,
  optionId: DonationOptionId,
  today: string,
): Promise<Donation> {
  return db.transaction(async (tx) => {
    await insertChoiceRow(tx, account.id);
    await applyDueChange(tx, account.id, today);
    const current = await findChoiceRowForUpdate(tx, account.id);
    if (optionId === (current?.selected_option ?? 'none')) {
      await saveSelectedOption(tx, account.id, optionId);
    } else {
      await savePendingOption(tx, account.id, optionId, nextBillIssueDate(account.billing.window.startDate, today));
    }
    return toDonation(account.id, await findChoiceRow(tx, account.id));
  });
}

/** Hides the donation banner for good, without choosing an option. */
export async function dismissBanner(db: Database, { id }: DonationAccount, today: string): Promise<Donation> {
  await saveBannerDismissed(db, id);
  return applyDueChangeAndAnswer(db, id, today);
}
