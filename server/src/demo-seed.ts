import type { Database, Queryable } from './db/client.js';
import { hashPassword } from './idp/passwords.js';
import { DEMO_PASSWORD, demoCustomers } from './demo/customers.js';
import { seedDemoSites } from './billing-accounts/seed.js';
import { seedBills } from './bills/seed.js';
import { seedPowershout } from './powershout/seed.js';
import { seedReferral } from './referral/seed.js';
import { seedLpg } from './lpg/seed.js';
import { seedMeterReads } from './meter-reads/seed.js';
import { seedHomeProfile } from './home-profile/seed.js';
import { seedBusinessProfile } from './business-profile/seed.js';
import { seedEvIq } from './ev-iq/seed.js';
import { seedShowerOptimiser } from './shower-optimiser/seed.js';
import { seedTips } from './tips/seed.js';
import { seedMovingHouse } from './moving-house/seed.js';
import { seedLoyaltyCard } from './loyalty-card/seed.js';
import { seedDonation } from './donation/seed.js';

/**
 * Seeds the demo customers into an empty database (true when it did); a database that has customers keeps them,
 * and only gets the demo data added since it was made (sites, dashboards). Demo data dated from today (PowerShout
 * bookings, meter reads, moves, orders) is dated from `now`, the business clock's (DEMO_NOW or the system's).
 */
export async function seedDemoCustomers(
  db: Database,
  { password = DEMO_PASSWORD, now = Date.now() }: { password?: string; now?: number } = {},
): Promise<boolean> {
  const [{ count } = { count: '0' }] = await db.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM customers',
  );
  if (count !== '0') {
    await seedDemoData(db, now);
    return false;
  }
  // One hash for every demo login keeps first start fast; each customer still has a row of their own.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (const customer of demoCustomers) {
      await tx.query(
        `INSERT INTO customers (id, email, password_hash, first_name, middle_name, last_name, email_verified)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          customer.id,
          customer.email,
          passwordHash,
          customer.firstName,
          customer.middleName,
          customer.lastName,
          customer.emailVerified ?? true,
        ],
      );
      for (const phone of customer.phones) {
        await tx.query('INSERT INTO customer_phones (customer_id, purpose, number) VALUES ($1, $2, $3)', [
          customer.id,
          phone.purpose,
          phone.number,
        ]);
      }
      for (const [index, account] of customer.accounts.entries()) {
        await tx.query(
          `INSERT INTO billing_accounts (id, customer_id, type, customer_number, full_address, owner,
             billing_email, account_email, is_buying_group, buying_group_name, window_start, window_end,
             balance_overdue_cents, prompt_payment_discount_cents, payment_habit, is_selected, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
          [
            account.id,
            customer.id,
            account.type,
            account.customerNumber,
            account.fullAddress,
            `${customer.firstName} ${customer.lastName}`,
            customer.email,
            account.isBuyingGroup ?? false,
            account.buyingGroupName ?? 'Buying Group',
            account.windowStart,
            account.windowEnd,
            // What is owed is derived from bills and payments (bills/ledger.ts); LPG's credit control (spec 2 §4)
            // still reads this column as 'in arrears', which an account paying after its due dates always is.
            account.paymentHabit.daysAfterDue > 0 ? 1 : 0,
            account.promptPaymentDiscountCents,
            JSON.stringify(account.paymentHabit),
            index === 0,
            index,
          ],
        );
      }
    }
  });
  await seedDemoData(db, now);
  return true;
}

/** The demo data beside the customers themselves; each step adds only what is missing. */
async function seedDemoData(db: Database, now: number) {
  await seedDemoSites(db);
  await seedBills(db, now);
  await seedPowershout(db, now);
  await seedReferral(db);
  await seedLpg(db, now);
  await seedMeterReads(db, now);
  await seedHomeProfile(db, now);
  await seedBusinessProfile(db, now);
  await seedOncePerCustomer(db, [seedEvIq, seedShowerOptimiser, seedTips]);
  await seedMovingHouse(db, now);
  await seedLoyaltyCard(db, now);
  await seedDonation(db);
}

/**
 * Adds the demo data that a customer changes freely (an EV, showers, tip reviews) once per customer, and records that
 * it did (in tips_features_seeded, named when only tips and these tools had such data), so what a customer deletes
 * or changes stays that way on the next start.
 */
async function seedOncePerCustomer(
  db: Database,
  seeds: ReadonlyArray<(tx: Queryable, customerId: string) => Promise<void>>,
) {
  await db.transaction(async (tx) => {
    const customers = await tx.query<{ id: string }>(
      `SELECT c.id FROM customers c WHERE NOT EXISTS (SELECT 1 FROM tips_features_seeded s WHERE s.customer_id = c.id)`,
    );
    for (const { id } of customers) {
      for (const seed of seeds) await seed(tx, id);
      await tx.query('INSERT INTO tips_features_seeded (customer_id) VALUES ($1) ON CONFLICT DO NOTHING', [id]);
    }
  });
}
