import type { Database } from '../db/client.js';
import { verifyPassword } from '../idp/passwords.js';
import { DEMO_PASSWORD, demoCustomers } from './customers.js';

/**
 * The demo customers (by email) whose password is still the published demo password: in production any one of them
 * is an account anybody can sign in to, so the server refuses to start (see main.ts). Distinct hashes are checked
 * once each, since the seed gives every demo customer the same one.
 */
export async function customersWithPublishedPassword(db: Pick<Database, 'query'>): Promise<string[]> {
  const rows = await db.query<{ email: string; password_hash: string }>(
    'SELECT email, password_hash FROM customers WHERE id = ANY($1::text[])',
    [demoCustomers.map((customer) => customer.id)],
  );
  const verdicts = new Map<string, Promise<boolean>>();
  const published = await Promise.all(
    rows.map(async (row) => {
      let verdict = verdicts.get(row.password_hash);
      if (!verdict) {
        verdict = verifyPassword(DEMO_PASSWORD, row.password_hash);
        verdicts.set(row.password_hash, verdict);
      }
      return (await verdict) ? row.email : null;
    }),
  );
  return published.filter((email): email is string => email !== null);
}
