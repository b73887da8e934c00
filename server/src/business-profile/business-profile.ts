import {
  businessProfileAnswersSchema,
  businessProfileProgress,
  emptyBusinessProfile,
  INDUSTRIES,
  type BusinessProfile,
  type BusinessProfileAnswers,
  type BusinessProfileUpdate,
} from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { problems } from '../http/problem.js';
import {
  createBusinessProfileIfMissing,
  findBusinessProfileRow,
  findSelectedAccount,
  lockBusinessProfileAnswers,
  saveBusinessProfileRow,
} from './queries.js';
import { mergeBusinessProfile } from './rules.js';

/** A stored document read back through the contract, so an answer added later reads as unanswered. */
const businessAnswers = (stored: unknown): BusinessProfileAnswers =>
  businessProfileAnswersSchema.parse({ ...emptyBusinessProfile, ...(stored as object) });

/** The selected billing account of an sme customer; spec 2 §6: a residential account has the home profile instead. */
async function smeAccount(db: Queryable, customerId: string): Promise<string> {
  const account = await findSelectedAccount(db, customerId);
  if (!account) throw problems.notFound('You have no billing account selected.');
  if (account.type !== 'sme') {
    throw problems.notFound('The business profile is for business accounts: a residential account has a home profile.');
  }
  return account.id;
}

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
export async function businessProfileOf(db: Queryable, customerId: string): Promise<BusinessProfile> {
  const accountId = await smeAccount(db, customerId);
  const row = await findBusinessProfileRow(db, accountId);
  return businessProfileAnswer(
    accountId,
    row
      ? { answers: businessAnswers(row.answers), updatedAt: row.updated_at }
      : { answers: emptyBusinessProfile, updatedAt: null },
  );
}

/**
 * Merges a save into the selected billing account's business profile (spec 2 §3, §5), the row locked while the new
 * answers are built (a refused save throws and changes nothing).
 */
export async function saveBusinessAnswers(
  db: Database,
  customerId: string,
  update: BusinessProfileUpdate,
): Promise<BusinessProfile> {
  const accountId = await smeAccount(db, customerId);
  const stored = await db.transaction(async (tx) => {
    await createBusinessProfileIfMissing(tx, accountId);
    const answers = mergeBusinessProfile(businessAnswers(await lockBusinessProfileAnswers(tx, accountId)), update);
    return { answers, updatedAt: await saveBusinessProfileRow(tx, accountId, answers) };
  });
  return businessProfileAnswer(accountId, stored);
}
