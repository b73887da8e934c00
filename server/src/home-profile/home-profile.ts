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
import { problems } from '../http/problem.js';
import {
  createHomeProfileIfMissing,
  findHomeProfileRow,
  findSelectedSite,
  lockHomeProfileAnswers,
  recordedProfileEventNames,
  saveHomeProfileRow,
  type HomeProfileRow,
} from './queries.js';
import { mergeHomeProfile } from './rules.js';

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

/** A site's home profile; a site whose profile was never saved has every question unanswered. */
export async function findHomeProfile(db: Queryable, siteId: string): Promise<StoredHomeProfile> {
  return toStoredHome(await findHomeProfileRow(db, siteId));
}

/** The selected home of a residential customer; spec 2 §6: an sme account has the business profile instead. */
export async function residentialHome(db: Queryable, customerId: string): Promise<string> {
  const home = await findSelectedSite(db, customerId);
  if (!home) throw problems.notFound('You have no site selected.');
  if (home.type !== 'residential') {
    throw problems.notFound('The home profile is for residential accounts: a business account has a business profile.');
  }
  return home.site_id;
}

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

/** spec 2 §3 home profile: the selected home's answers, the wizard's progress and what they unlock. */
export async function homeProfileOf(db: Queryable, customerId: string): Promise<HomeProfile> {
  const siteId = await residentialHome(db, customerId);
  return homeProfileAnswer(db, customerId, siteId, await findHomeProfile(db, siteId));
}

/**
 * Merges a save into the selected home's profile (spec 2 §4, §5) in one transaction: the row is locked while the
 * new answers are built (a refused save throws and changes nothing), so two auto-saves a second apart cannot lose
 * each other's answers.
 */
export async function saveHomeAnswers(
  db: Database,
  customerId: string,
  update: HomeProfileUpdate,
): Promise<HomeProfile> {
  const siteId = await residentialHome(db, customerId);
  const stored = await db.transaction(async (tx) => {
    await createHomeProfileIfMissing(tx, siteId);
    const answers = mergeHomeProfile(homeAnswers(await lockHomeProfileAnswers(tx, siteId)), update);
    const saved = await saveHomeProfileRow(tx, siteId, {
      answers,
      isWizardUpdate: update.isWizardUpdate ?? false,
      isMandatoryComplete: homeProfileProgress(answers).isMandatoryComplete,
    });
    return toStoredHome(saved);
  });
  return homeProfileAnswer(db, customerId, siteId, stored);
}
