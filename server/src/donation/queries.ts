import type { Donation, DonationOptionId } from '@harakeke/contract';
import { currentCycle } from '../bills/bill-cycles.js';
import type { Database } from '../db/client.js';

type Queryable = Pick<Database, 'query'>;

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

export interface DonationAccount {
  id: string;
  /** 'YYYY-MM-DD': its day of the month is the day the account's billing cycles start. */
  windowStart: string;
}

export async function selectedDonationAccount(db: Queryable, customerId: string): Promise<DonationAccount | null> {
  const [row] = await db.query<{ id: string; window_start: string }>(
    `SELECT id, to_char(window_start, 'YYYY-MM-DD') AS window_start
       FROM billing_accounts WHERE customer_id = $1 AND is_selected`,
    [customerId],
  );
  return row ? { id: row.id, windowStart: row.window_start } : null;
}

/**
 * The issue date of the account's next bill: a change made now applies from it. It is the bill of the cycle `today`
 * falls in; a bill already closed but not yet issued (the two days after its cycle ends) is composed without it.
 */
export function nextBillIssueDate(account: DonationAccount, today: string): string {
  return currentCycle(today, Number(account.windowStart.slice(8, 10))).issueDate;
}

interface DonationChoiceRow {
  selected_option: DonationOptionId | null;
  pending_option: DonationOptionId | null;
  pending_effective_date: string | null;
  banner_dismissed: boolean;
}

/** A pending change whose bill has been issued is the option in effect from then on. */
async function applyDueChange(db: Queryable, billingAccountId: string, today: string): Promise<void> {
  await db.query(
    `UPDATE donation_choices
        SET selected_option = pending_option, pending_option = NULL, pending_effective_date = NULL, updated_at = now()
      WHERE billing_account_id = $1 AND pending_effective_date <= $2::date`,
    [billingAccountId, today],
  );
}

async function findChoice(db: Queryable, billingAccountId: string, lock = false): Promise<DonationChoiceRow | null> {
  const [row] = await db.query<DonationChoiceRow>(
    `SELECT selected_option, pending_option, to_char(pending_effective_date, 'YYYY-MM-DD') AS pending_effective_date,
            banner_dismissed
       FROM donation_choices WHERE billing_account_id = $1${lock ? ' FOR UPDATE' : ''}`,
    [billingAccountId],
  );
  return row ?? null;
}

function toDonation(billingAccountId: string, choice: DonationChoiceRow | null): Donation {
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

/** spec 2 §3 donation: the account's state on `today` (Auckland). */
export async function donationState(db: Database, billingAccountId: string, today: string): Promise<Donation> {
  return db.transaction(async (tx) => {
    await applyDueChange(tx, billingAccountId, today);
    return toDonation(billingAccountId, await findChoice(tx, billingAccountId));
  });
}

/**
 * Chooses an option. Choosing the option in effect takes effect at once (and cancels a pending change); any other
 * is pending until the next bill is issued, replacing a change pending before.
 */
export async function chooseOption(
  db: Database,
  account: DonationAccount,
  optionId: DonationOptionId,
  today: string,
): Promise<Donation> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO donation_choices (billing_account_id) VALUES ($1) ON CONFLICT DO NOTHING', [
      account.id,
    ]);
    await applyDueChange(tx, account.id, today);
    const current = await findChoice(tx, account.id, true);
    if (optionId === (current?.selected_option ?? 'none')) {
      await tx.query(
        `UPDATE donation_choices SET selected_option = $2, pending_option = NULL, pending_effective_date = NULL,
                updated_at = now()
          WHERE billing_account_id = $1`,
        [account.id, optionId],
      );
    } else {
      await tx.query(
        `UPDATE donation_choices SET pending_option = $2, pending_effective_date = $3::date, updated_at = now()
          WHERE billing_account_id = $1`,
        [account.id, optionId, nextBillIssueDate(account, today)],
      );
    }
    return toDonation(account.id, await findChoice(tx, account.id));
  });
}

export async function dismissBanner(db: Database, billingAccountId: string, today: string): Promise<Donation> {
  await db.query(
    `INSERT INTO donation_choices (billing_account_id, banner_dismissed) VALUES ($1, true)
     ON CONFLICT (billing_account_id) DO UPDATE SET banner_dismissed = true, updated_at = now()`,
    [billingAccountId],
  );
  return donationState(db, billingAccountId, today);
}
