import type { Database } from '../db/client.js';
import { defaultWidgets, demoCustomers, demoPlans, type DemoBillingAccount, type DemoSite } from '../demo/customers.js';

function sitesOf(account: DemoBillingAccount): DemoSite[] {
  return (
    account.sites ?? [
      { id: `site-${account.id.replace(/^ba-/, '')}`, address: account.fullAddress, supplyTypes: ['electricity'] },
    ]
  );
}

/**
 * Adds the demo customers' sites, early access and dashboards where they are missing: on a new database, and on
 * one created before sites existed (migration 3), so an old DATA_DIR keeps working. Customers' own changes stay.
 */
export async function seedDemoSites(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const customer of demoCustomers) {
      const [exists] = await tx.query<{ id: string }>('SELECT id FROM customers WHERE id = $1', [customer.id]);
      if (!exists) continue;
      const [seeded] = await tx.query<{ id: string }>(
        'SELECT s.id FROM sites s JOIN billing_accounts b ON b.id = s.billing_account_id WHERE b.customer_id = $1 LIMIT 1',
        [customer.id],
      );
      if (seeded) continue;
      let firstSite: string | null = null;
      for (const account of customer.accounts) {
        for (const [index, site] of sitesOf(account).entries()) {
          const status = site.status ?? 'active';
          await tx.query(
            `INSERT INTO sites (id, billing_account_id, address, nickname, status, sort_order)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [site.id, account.id, site.address, site.nickname ?? null, status, index],
          );
          for (const supplyType of site.supplyTypes) {
            const plan = demoPlans[supplyType];
            const key = site.id.replace(/^site-/, '');
            await tx.query(
              `INSERT INTO supply_points (id, site_id, supply_type, supply_agreement_id, status, plan_name,
                 is_value_plan, advanced)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
              [
                `sp-${key}-${supplyType}`,
                site.id,
                supplyType,
                `SA-${key.toUpperCase()}-${supplyType.slice(0, 3).toUpperCase()}`,
                status,
                plan.name,
                plan.isValuePlan,
                supplyType === 'naturalGas' && (site.advancedGas ?? false),
              ],
            );
          }
          firstSite ??= site.id;
        }
      }
      await tx.query('UPDATE customers SET selected_site_id = $2, has_early_access = $3 WHERE id = $1', [
        customer.id,
        firstSite,
        customer.hasEarlyAccess ?? false,
      ]);
      for (const account of customer.accounts) {
        if (account.savedCard) {
          const card = account.savedCard;
          await tx.query(
            'INSERT INTO saved_cards (billing_account_id, brand, last4, expiry, holder) VALUES ($1, $2, $3, $4, $5)',
            [account.id, card.brand, card.last4, card.expiry, card.holder],
          );
        }
        if (account.directDebit) {
          const debit = account.directDebit;
          await tx.query(
            `INSERT INTO recurring_payments (billing_account_id, method, holder, issuer, account_number,
               payment_information, customer_name, mobile)
             VALUES ($1, 'directDebit', $2, $3, $4, $5, $6, $7)`,
            [
              account.id,
              debit.holder,
              debit.issuer,
              debit.number,
              debit.paymentInformation,
              debit.customerName,
              debit.mobile,
            ],
          );
        }
      }
      for (const [tabId, types] of Object.entries(customer.widgets ?? defaultWidgets)) {
        for (const [position, type] of types.entries()) {
          await tx.query(
            'INSERT INTO dashboard_widgets (customer_id, tab_id, position, type) VALUES ($1, $2, $3, $4)',
            [customer.id, tabId, position, type],
          );
        }
      }
    }
  });
}
