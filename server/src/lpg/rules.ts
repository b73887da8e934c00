import { LPG_MAX_BOTTLES, type LpgOrderRequest, type LpgQuestionAnswers } from '@harakeke/contract';
import type { LpgSupplyPointRow } from './queries.js';

/** spec 2 §5: an unanswered question counts as false. */
export function answered(questions: LpgOrderRequest['questions']): LpgQuestionAnswers {
  return {
    medicalDependency: questions?.medicalDependency ?? false,
    onlyHeatingSource: questions?.onlyHeatingSource ?? false,
    runningOutSoon: questions?.runningOutSoon ?? false,
  };
}

/** spec 2 §5: the agreement's own limit, else the default. */
export const maxBottlesOf = (point: Pick<LpgSupplyPointRow, 'max_bottles'>) => point.max_bottles ?? LPG_MAX_BOTTLES;

/** spec 2 §4: why an agreement takes no order now. */
export type LpgIneligibility = 'ineligible_credit_control' | 'ineligible_supply_status';

/** spec 2 §4: why an order cannot be placed now, or null when it can. */
export function ineligibility(point: Pick<LpgSupplyPointRow, 'in_arrears' | 'status'>): LpgIneligibility | null {
  if (point.in_arrears) return 'ineligible_credit_control';
  if (point.status === 'closing') return 'ineligible_supply_status';
  return null;
}

/** What an order of some bottles on an agreement comes to, with the agreement's bottle limit. */
export type LpgOrderCheck =
  | { kind: 'orderable'; maxBottles: number }
  | { kind: 'ineligible'; reason: LpgIneligibility; maxBottles: number }
  | { kind: 'tooManyBottles'; maxBottles: number };

/**
 * Whether an order can be placed on an agreement now: more bottles than its limit is refused first (spec 2 §5), then
 * an account in arrears or a closing supply point (spec 2 §4).
 */
export function checkOrder(
  point: Pick<LpgSupplyPointRow, 'max_bottles' | 'in_arrears' | 'status'>,
  numberOfBottles: number,
): LpgOrderCheck {
  const maxBottles = maxBottlesOf(point);
  if (numberOfBottles > maxBottles) return { kind: 'tooManyBottles', maxBottles };
  const reason = ineligibility(point);
  return reason === null ? { kind: 'orderable', maxBottles } : { kind: 'ineligible', reason, maxBottles };
}
