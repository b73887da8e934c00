import {
  emptyHomeProfile,
  homeProfileAnswersSchema,
  homeProfileProgress,
  isHomeProfileStarted,
  MINIMUM_HOME_QUESTION_COUNT,
  type HomeProfile,
  type HomeProfileAnswers,
  type HomeProfileUpdate,
} from '@harakeke/contract';
import type { Database, Queryable } from '../db/client.js';
import { transactionUnlessRefused } from '../db/transaction-outcome.js';
import {
  createHomeProfileIfMissing,
  findHomeProfileRow,
  findSelectedSite,
  lockHomeProfileAnswers,
  recordedProfileEventNames,
  saveHomeProfileRow,
  type HomeProfileRow,
} from './queries.js';
import { mergeHomeProfile, type HomeProfileMerge } from './rules.js';

export interface StoredHomeProfile {
  answers: HomeProfileAnswers;
  isWizardUpdate: boolean;
  updatedAt: string | null;
  /** The comparison data is prepared overnight: ready from the Auckland day after the mandatory answers. */
  isPreparedOvernight: boolean;
}

/** A stored document read back through the contract, so an answer added later reads as unanswered. */
const homeAnswers = (stored: unknown): HomeProfileAnswers =>
  homeProfileAnswersSchema.parse({ ...emptyHomeProfile, ...(stored as object) });

const toStoredHome = (row: HomeProfileRow | undefined): StoredHomeProfile =>
  row
    ? {
        answers: homeAnswers(row.answers),
        isWizardUpdate: row.is_wizard_update,
        updatedAt: row.updated_at,
        isPreparedOvernight: row.is_prepared,
      }
    : { answers: emptyHomeProfile, isWizardUpdate: false, updatedAt: null, isPreparedOvernight: false };

/**
 * A site's home profile as it reads on `today` (an Auckland date, the business clock's: whether its comparison data
 * is prepared yet); a site whose profile was never saved has every question unanswered.
 */
export async function findHomeProfile(db: Queryable, siteId: string, today: string): Promise<StoredHomeProfile> {
  return toStoredHome(await findHomeProfileRow(db, siteId, today));
}

/** The customer's selected home, or what stands in for it: no site selected, or a business account's site. */
export type ResidentialHomeOutcome =
  { kind: 'ok'; siteId: string } | { kind: 'noSiteSelected' } | { kind: 'notResidential' };

/** The selected home of a residential customer; spec 2 §6: an sme account has the business profile instead. */
export async function residentialHome(db: Queryable, customerId: string): Promise<ResidentialHomeOutcome> {
  const home = await findSelectedSite(db, customerId);
  if (!home) return { kind: 'noSiteSelected' };
  if (home.type !== 'residential') return { kind: 'notResidential' };
  return { kind: 'ok', siteId: home.site_id };
}

/** What reading the home profile came to: the profile, or why the customer has none here. */
export type HomeProfileOutcome = { kind: 'ok'; profile: HomeProfile } | Exclude<ResidentialHomeOutcome, { kind: 'ok' }>;

/** What a save came to: the profile as saved, no home to save it for, or a refused answer. */
export type HomeProfileSaveOutcome = HomeProfileOutcome | Extract<HomeProfileMerge, { kind: 'refused' }>;

/** Whether each completion event is already recorded for the customer. */
async function recordedProfileEvents(db: Queryable, customerId: string) {
  const names = new Set(await recordedProfileEventNames(db, customerId));
  return {
    homeProfileMandatoryComplete: names.has('homeProfileMandatoryComplete'),
    homeProfileFullyComplete: names.has('homeProfileFullyComplete'),
  };
}

async function homeProfileAnswer(
  db: Queryable,
  customerId: string,
  siteId: string,
  stored: StoredHomeProfile,
): Promise<HomeProfile> {
  const { minimumAnswered, ...progress } = homeProfileProgress(stored.answers);
  const isUnlocked = progress.isMandatoryComplete;
  return {
    siteId,
    profile: stored.answers,
    isWizardUpdate: stored.isWizardUpdate,
    updatedAt: stored.updatedAt,
    progress: { ...progress, minimumAnswered, minimumCount: MINIMUM_HOME_QUESTION_COUNT },
    unlockProgress: { isUnlocked, isHomeProfileStarted: isHomeProfileStarted(stored.answers) },
    isReady: isUnlocked && stored.isPreparedOvernight,
    eventsRecorded: await recordedProfileEvents(db, customerId),
  };
}

/** spec 2 §3 home profile: the selected home's answers, the wizard's progress and what they unlock on `today`. */
export async function homeProfileOf(db: Queryable, customerId: string, today: string): Promise<HomeProfileOutcome> {
  const home = await residentialHome(db, customerId);
  if (home.kind !== 'ok') return home;
  return {
    kind: 'ok',
    profile: await homeProfileAnswer(db, customerId, home.siteId, await findHomeProfile(db, home.siteId, today)),
  };
}

/**
 * Merges a save into the selected home's profile (spec 2 §4, §5) in one transaction, at `now` (the business clock's):
 * the row is locked while the new answers are built (a refused save rolls back and changes nothing), so two auto-saves
 * a second apart cannot lose each other's answers.
 */
export async function saveHomeAnswers(
  db: Database,
  customerId: string,
  update: HomeProfileUpdate,
  now: number,
): Promise<HomeProfileSaveOutcome> {
  const home = await residentialHome(db, customerId);
  if (home.kind !== 'ok') return home;
  const { siteId } = home;
  const saved = await transactionUnlessRefused(db, async (tx) => {
    await createHomeProfileIfMissing(tx, siteId);
    const merge = mergeHomeProfile(homeAnswers(await lockHomeProfileAnswers(tx, siteId)), update);
    if (merge.kind !== 'ok') return merge;
    const row = await saveHomeProfileRow(tx, siteId, {
      answers: merge.answers,
      isWizardUpdate: update.isWizardUpdate ?? false,
      isMandatoryComplete: homeProfileProgress(merge.answers).isMandatoryComplete,
      at: now,
    });
    return { kind: 'ok' as const, stored: toStoredHome(row) };
  });
  if (saved.kind !== 'ok') return saved;
  return { kind: 'ok', profile: await homeProfileAnswer(db, customerId, siteId, saved.stored) };
}
