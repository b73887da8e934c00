import type { HomeProfileAnswers, HomeProfileUpdate } from '@harakeke/contract';
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
