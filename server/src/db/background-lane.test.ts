import { describe, expect, it } from 'vitest';
import { databaseLanes } from './background-lane.js';
import type { Database } from './database.js';

/** A database whose queries end when the test says, recording the order they were sent and ended in. */
function heldDatabase() {
  const log: string[] = [];
  const held = new Map<string, () => void>();
  const db: Database = {
    query: async <Row extends object>(sql: string) => {
      log.push(`sent ${sql}`);
      await new Promise<void>((resolve) => held.set(sql, resolve));
      log.push(`ended ${sql}`);
      return [] as Row[];
    },
    transaction: (work) => work(db),
    close: async () => {},
  };
  const release = (sql: string) => held.get(sql)?.();
  return { db, log, release };
}

const waitFor = async (check: () => boolean) => {
  for (let tries = 0; tries < 200 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 2));
  expect(check()).toBe(true);
};

describe('database lanes', () => {
  it('hold a background query until the customers’ queries have ended and stayed quiet', async () => {
    const { db, log, release } = heldDatabase();
    const { foreground, background } = databaseLanes(db);

    const customer = foreground.query('customer');
    const warmUp = background.query('warm-up');
    await waitFor(() => log.includes('sent customer'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log).toEqual(['sent customer']);

    release('customer');
    await customer;
    await waitFor(() => log.includes('sent warm-up'));
    release('warm-up');
    await warmUp;
    expect(log).toEqual(['sent customer', 'ended customer', 'sent warm-up', 'ended warm-up']);
  });

  it('send a background query at once when no customer is waiting', async () => {
    const { db, log, release } = heldDatabase();
    const { background } = databaseLanes(db);
    const warmUp = background.query('warm-up');
    await waitFor(() => log.includes('sent warm-up'));
    release('warm-up');
    await warmUp;
  });

  it('send the statements inside a background transaction without waiting again', async () => {
    const { db, log, release } = heldDatabase();
    const { foreground, background } = databaseLanes(db);
    const warmUp = background.transaction(async (tx) => {
      const first = tx.query('inside');
      // A customer's query arriving now waits in the database for the transaction, as it would in PostgreSQL.
      void foreground.query('customer');
      await waitFor(() => log.includes('sent inside'));
      release('inside');
      await first;
    });
    await warmUp;
    expect(log.slice(0, 2)).toEqual(['sent inside', 'sent customer']);
    release('customer');
  });
});
