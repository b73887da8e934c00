import type { Problem } from '@harakeke/contract';
import { GENERIC_ERROR_TITLE } from '@harakeke/design-system';

/**
 * What a failed save or removal says to the customer: the server's detail without the field it names (spec 1 §5's
 * message, `mobile: …` → `…`), else its title.
 */
export function problemMessage(problem: Problem): string {
  return problem.detail?.replace(/^\w+: /, '') || problem.title || GENERIC_ERROR_TITLE;
}
