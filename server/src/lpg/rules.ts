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

/** spec 2 §4: why an order cannot be placed now, or null when it can. */
export function ineligibility(
  point: Pick<LpgSupplyPointRow, 'in_arrears' | 'status'>,
): 'ineligible_credit_control' | 'ineligible_supply_status' | null {
  if (point.in_arrears) return 'ineligible_credit_control';
  if (point.status === 'closing') return 'ineligible_supply_status';
  return null;
}
