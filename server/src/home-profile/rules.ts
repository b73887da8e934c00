import type { HomeProfileAnswers, HomeProfileUpdate } from '@harakeke/contract';

/** A save merged into the stored answers, or why it was refused, naming the field. */
export type HomeProfileMerge = { kind: 'ok'; answers: HomeProfileAnswers } | { kind: 'refused'; detail: string };

/**
 * A home profile save merged into the stored answers: fields left out stay, null clears. spec 2 §4: answering no
 * to EV charging at home forces no dedicated wall charger (and clearing it clears the charger); a wall charger
 * without charging at home is refused, naming the field.
 */
export function mergeHomeProfile(current: HomeProfileAnswers, update: HomeProfileUpdate): HomeProfileMerge {
  const { isWizardUpdate: _source, ...answers } = update;
  const merged: HomeProfileAnswers = { ...current, ...answers };
  if (answers.HasEvThatChargesAtHome === false) merged.HasDedicatedEvWallCharger = false;
  if (answers.HasEvThatChargesAtHome === null && answers.HasDedicatedEvWallCharger === undefined) {
    merged.HasDedicatedEvWallCharger = null;
  }
  if (merged.HasDedicatedEvWallCharger === true && merged.HasEvThatChargesAtHome !== true) {
    return {
      kind: 'refused',
      detail:
        'HasDedicatedEvWallCharger: a dedicated EV wall charger needs an EV that charges at home (HasEvThatChargesAtHome).',
    };
  }
  return { kind: 'ok', answers: merged };
}
