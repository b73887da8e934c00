import type { Database, Queryable } from './client.js';

/**
 * Runs `work` in one transaction that commits only when it answers `{ kind: 'ok' }`. Any other outcome (a refusal
 * found after the work wrote something, such as a row made to lock) rolls back what it wrote and is answered as it
 * is, so a refused call changes nothing, as when services threw.
 */
export async function transactionUnlessRefused<Outcome extends { kind: string }>(
  db: Database,
  work: (tx: Queryable) => Promise<Outcome>,
): Promise<Outcome> {
  let refusal: Outcome | undefined;
  const rollBack = new Error('Rolled back: the work answered a refusal.');
  try {
    return await db.transaction(async (tx) => {
      const outcome = await work(tx);
      if (outcome.kind === 'ok') return outcome;
      refusal = outcome;
      // Database.transaction rolls back when its work throws: the only way to undo the work's writes.
      throw rollBack;
    });
  } catch (error) {
    if (error === rollBack && refusal !== undefined) return refusal;
    throw error;
  }
}
