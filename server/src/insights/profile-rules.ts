import type {
  BusinessProfileAnswers,
  BusinessProfileUpdate,
  HomeProfileAnswers,
  HomeProfileUpdate,
} from '@harakeke/contract';
import { isBusinessQuestionApplicable } from '@harakeke/contract';
import { problems } from '../http/problem.js';

/**
 * A home profile save merged into the stored answers: fields left out stay, null clears. spec 2 §4: answering no
 * to EV charging at home forces no dedicated wall charger (and clearing it clears the charger); a wall charger
 * without charging at home is refused, naming the field.
 */
export function mergeHomeProfile(current: HomeProfileAnswers, update: HomeProfileUpdate): HomeProfileAnswers {
  const { isWizardUpdate: _source, ...answers } = update;
  const merged: HomeProfileAnswers = { ...current, ...answers };
  if (answers.HasEvThatChargesAtHome === false) merged.HasDedicatedEvWallCharger = false;
  if (answers.HasEvThatChargesAtHome === null && answers.HasDedicatedEvWallCharger === undefined) {
    merged.HasDedicatedEvWallCharger = null;
  }
  if (merged.HasDedicatedEvWallCharger === true && merged.HasEvThatChargesAtHome !== true) {
    throw problems.badRequest(
      'HasDedicatedEvWallCharger: a dedicated EV wall charger needs an EV that charges at home (HasEvThatChargesAtHome).',
    );
  }
  return merged;
}

/** Why a conditional business question does not apply, for the 400 that names it (spec 2 §3). */
const conditionOf: Partial<Record<keyof BusinessProfileAnswers, string>> = {
  NumberOfRoomsManaged: 'asked only when MainUse is Accommodation',
  MilkProducedInLitresPerMonth: 'asked only for the Dairy Cattle Farming sub-division',
  WineProducedInLitresPerMonth: 'asked only for the Vineyard sub-division',
  NumberOfCustomersServedPerMonth:
    'asked only for the Cafes, Clubs (Hospitality), and Pubs, Taverns and Bars sub-divisions',
};

/**
 * A business profile save merged into the stored answers. A conditional answer sent where its question does not
 * apply is refused; a stored one whose question stops applying (another industry, another main use) is cleared.
 */
export function mergeBusinessProfile(
  current: BusinessProfileAnswers,
  update: BusinessProfileUpdate,
): BusinessProfileAnswers {
  const merged: BusinessProfileAnswers = { ...current, ...update };
  for (const [question, condition] of Object.entries(conditionOf) as Array<[keyof BusinessProfileAnswers, string]>) {
    if (isBusinessQuestionApplicable(merged, question)) continue;
    const sent = update[question];
    if (sent !== undefined && sent !== null) throw problems.badRequest(`${question}: ${condition}.`);
    Object.assign(merged, { [question]: null });
  }
  return merged;
}
