import {
  businessProfileAnswersSchema,
  businessProfileProgress,
  emptyBusinessProfile,
  INDUSTRIES,
  type BusinessProfile,
  type BusinessProfileAnswers,
  type BusinessProfileUpdate,
} from '@harakeke/contract';
import type { AccountOfRecord } from '../billing-accounts/billing-accounts.js';
import type { Database, Queryable } from '../db/client.js';
import { transactionUnlessRefused } from '../db/transaction-outcome.js';
import {
  createBusinessProfileIfMissing,
  findBusinessProfileRow,
  lockBusinessProfileAnswers,
  saveBusinessProfileRow,
} from './queries.js';
import { mergeBusinessProfile, type BusinessProfileMerge } from './rules.js';

/** A stored document read back through the contract, so an answer added later reads as unanswered. */
const businessAnswers = (stored: unknown): BusinessProfileAnswers =>
  businessProfileAnswersSchema.parse({ ...emptyBusinessProfile, ...(stored as object) });

/** The selected billing account, as far as the business profile reads it. */
export type BusinessProfileAccount = Pick<AccountOfRecord, 'id' | 'type'>;

/** What reading the profile came to; spec 2 §6: a residential account has the home profile instead. */
export type BusinessProfileOutcome = { kind: 'ok'; profile: BusinessProfile } | { kind: 'notBusiness' };

/** What a save came to: the profile as saved, a residential account, or a conditional answer refused. */
export type BusinessProfileSaveOutcome =
  BusinessProfileOutcome | Extract<BusinessProfileMerge, { kind: 'notApplicable' }>;

const businessProfileAnswer = (
  billingAccountId: string,
  stored: { answers: BusinessProfileAnswers; updatedAt: string | null },
): BusinessProfile => ({
  billingAccountId,
  profile: stored.answers,
  updatedAt: stored.updatedAt,
  progress: businessProfileProgress(stored.answers),
});

/** spec 2 §3: the industry catalogue the business profile's first question chooses from. */
export const businessIndustries = () => ({
  industries: INDUSTRIES.map((industry) => ({ ...industry, subDivisions: [...industry.subDivisions] })),
});

/** spec 2 §3 business profile: the selected billing account's answers and the wizard's progress. */
export async function businessProfileOf(
  db: Queryable,
  account: BusinessProfileAccount,
): Promise<BusinessProfileOutcome> {
  if (account.type !== 'sme') return { kind: 'notBusiness' };
  const row = await findBusinessProfileRow(db, account.id);
  const profile = businessProfileAnswer(
    account.id,
    row
      ? { answers: businessAnswers(row.answers), updatedAt: row.updated_at }
      : { answers: emptyBusinessProfile, updatedAt: null },
  );
  return { kind: 'ok', profile };
}

/**
 * Merges a save into the selected billing account's business profile (spec 2 §3, §5) at `now` (the business clock's),
 * the row locked while the new answers are built (a refused save rolls back and changes nothing).
 */
export async function saveBusinessAnswers(
  db: Database,
  account: BusinessProfileAccount,
  update: BusinessProfileUpdate,
  now: number,
): Promise<BusinessProfileSaveOutcome> {
  if (account.type !== 'sme') return { kind: 'notBusiness' };
  return transactionUnlessRefused(db, async (tx): Promise<BusinessProfileSaveOutcome> => {
    await createBusinessProfileIfMissing(tx, account.id);
    const merge = mergeBusinessProfile(businessAnswers(await lockBusinessProfileAnswers(tx, account.id)), update);
    if (merge.kind !== 'ok') return merge;
    const updatedAt = await saveBusinessProfileRow(tx, account.id, merge.answers, now);
    return { kind: 'ok', profile: businessProfileAnswer(account.id, { answers: merge.answers, updatedAt }) };
  });
}
