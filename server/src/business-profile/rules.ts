import type { BusinessProfileAnswers, BusinessProfileUpdate } from '@harakeke/contract';
import { isBusinessQuestionApplicable } from '@harakeke/contract';

/** Why a conditional business question does not apply, for the 400 that names it (spec 2 §3). */
const conditionOf: Partial<Record<keyof BusinessProfileAnswers, string>> = {
  NumberOfRoomsManaged: 'asked only when MainUse is Accommodation',
  MilkProducedInLitresPerMonth: 'asked only for the Dairy Cattle Farming sub-division',
  WineProducedInLitresPerMonth: 'asked only for the Vineyard sub-division',
  NumberOfCustomersServedPerMonth:
    'asked only for the Cafes, Clubs (Hospitality), and Pubs, Taverns and Bars sub-divisions',
};

/** A save merged into the stored answers, or the conditional question it answered where it does not apply. */
export type BusinessProfileMerge =
  | { kind: 'ok'; answers: BusinessProfileAnswers }
  | { kind: 'notApplicable'; question: keyof BusinessProfileAnswers; condition: string };

/**
 * A business profile save merged into the stored answers. A conditional answer sent where its question does not
 * apply is refused; a stored one whose question stops applying (another industry, another main use) is cleared.
 */
export function mergeBusinessProfile(
  current: BusinessProfileAnswers,
  update: BusinessProfileUpdate,
): BusinessProfileMerge {
  const merged: BusinessProfileAnswers = { ...current, ...update };
  for (const [question, condition] of Object.entries(conditionOf) as Array<[keyof BusinessProfileAnswers, string]>) {
    if (isBusinessQuestionApplicable(merged, question)) continue;
    const sent = update[question];
    if (sent !== undefined && sent !== null) return { kind: 'notApplicable', question, condition };
    Object.assign(merged, { [question]: null });
  }
  return { kind: 'ok', answers: merged };
}
