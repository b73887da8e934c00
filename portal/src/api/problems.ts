import { clientProblemTypes, problemSchema, RETIRED_SUPPORT_NUMBER, type Problem } from '@harakeke/contract';
import { WretchError } from 'wretch/resolver';

/** spec 1 §8: turns any failure of a call into the error object the screens show. */
export function toProblem(error: unknown): Problem {
  if (error instanceof WretchError) {
    if (error.text) {
      try {
        const parsed = problemSchema.safeParse(JSON.parse(error.text));
        if (parsed.success) {
          const { detail } = parsed.data;
          return {
            ...parsed.data,
            status: parsed.data.status ?? error.status,
            ...(detail ? { detail: withCurrentSupportNumber(detail) } : {}),
          };
        }
      } catch {
        return { type: clientProblemTypes.parseError, status: 500, title: 'Something went wrong' };
      }
    }
    return { type: clientProblemTypes.errorMissing, status: error.status, title: 'Something went wrong' };
  }
  if (error instanceof TypeError) {
    // fetch rejects with a TypeError when no response arrives at all.
    return {
      type: clientProblemTypes.noResponse,
      title: 'No response',
      detail: 'Check your connection and try again.',
    };
  }
  if (isProblem(error)) return error;
  return { type: clientProblemTypes.default, status: 500, title: 'Something went wrong' };
}

export function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && 'type' in value && problemSchema.safeParse(value).success;
}

/**
 * spec 1 §5: the support line customers are given, in place of the retired one the back end still writes. Only the
 * portal shows it (services/site-contact formats it for a link), so it lives here, not in the contract.
 */
export const SUPPORT_NUMBER = '0800 086 400';

/** spec 1 §5: error details show the current support number in place of the retired one. */
export function withCurrentSupportNumber(text: string): string {
  return text.replaceAll(RETIRED_SUPPORT_NUMBER, SUPPORT_NUMBER);
}
