/** How long an answer that could tell whether an email address has an account takes, whatever the answer. */
export const EVEN_ANSWER_MS = 200;

/**
 * Starts `work` and settles `floorMs` after the call, whether the work is done by then or not: it carries on, and a
 * failure is logged. The time an answer takes then says nothing of what the work found (an account to mail a link
 * to, or none), which a median over a few hundred requests otherwise reads to the tenth of a millisecond.
 */
export function afterEvenDelay(
  work: () => Promise<unknown>,
  { floorMs = EVEN_ANSWER_MS, log = (message: string) => console.error(message) } = {},
): Promise<void> {
  work().catch((error: unknown) => log(`A mail could not be sent: ${(error as Error).message}`));
  return new Promise((resolve) => setTimeout(resolve, floorMs));
}
