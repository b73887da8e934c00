import type { Database } from '../db/client.js';
import { hashPassword } from '../idp/passwords.js';
import { DEMO_PASSWORD, demoCustomers } from './customers.js';
import { seedDemoSites } from '../billing-accounts/seed.js';
import { seedBills } from '../bills/seed.js';
import { seedPowershout } from '../powershout/seed.js';
import { seedReferral } from '../referral/seed.js';
import { seedLpg } from '../lpg/seed.js';
import { seedMeterReads } from '../meter-reads/seed.js';
import { seedHomeProfile } from '../home-profile/seed.js';
import { seedBusinessProfile } from '../business-profile/seed.js';
import { seedEvIq } from '../ev-iq/seed.js';
import { seedShowerOptimiser } from '../shower-optimiser/seed.js';
import { seedTips } from '../tips/seed.js';
import { seedMovingHouse } from '../moving-house/seed.js';
import { seedLoyaltyCard } from '../loyalty-card/seed.js';
import { seedDonation } from '../donation/seed.js';

/**
 * Seeds the demo customers into an empty database (true when it did); a database that has customers keeps them,
 * and only gets the demo data added since it was made (sites, dashboards).
 */
export async function seedDemoCustomers(db: Database, password = DEMO_PASSWORD): Promise<boolean> {
  const [{ count } = { count: '0' }] = await db.query<{ count: string }>(
    'SELECT count(*)::text AS count FROM customers',
  );
  if (count !== '0') {
    await seedDemoData(db);
    return false;
  }
  // One hash for every demo login keeps first start fast; each customer still has a row of their own.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    for (const customer of demoCustomers) {
      await tx.query(
        `INSERT INTO customers (id, email, password_hash, first_name, middle_name, last_name)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [customer.id, customer.email, passwordHash, customer.firstName, customer.middleName, customer.lastName],
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
             balance_current_cents, balance_overdue_cents, prompt_payment_discount_cents, due_date,
             is_selected, sort_order)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
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
            account.balanceCents,
            account.overdueCents,
            account.promptPaymentDiscountCents,
            account.dueDate,
            index === 0,
            index,
          ],
        );
      }
    }
  });
  await seedDemoData(db);
  return true;
}

/** The demo data beside the customers themselves; each step adds only what is missing. */
async function seedDemoData(db: Database) {
  await seedDemoSites(db);
  await seedBills(db);
  await seedPowershout(db);
  await seedReferral(db);
  await seedLpg(db);
  await seedMeterReads(db);
  await seedHomeProfile(db);
  await seedBusinessProfile(db);
  // The EV and shower seeds add theirs once per customer by the record seedTips writes, so they go first.
  await seedEvIq(db);
  await seedShowerOptimiser(db);
  await seedTips(db);
  await seedMovingHouse(db);
  await seedLoyaltyCard(db);
  await seedDonation(db);
}
