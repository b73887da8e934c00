import type { Switcher } from '@harakeke/contract';
import type { Database } from '../db/client.js';

interface AccountRow {
  id: string;
  type: 'residential' | 'sme';
  customer_number: string;
  full_address: string;
  is_buying_group: boolean;
  buying_group_name: string;
  is_selected: boolean;
}

interface SiteRow {
  id: string;
  billing_account_id: string;
  address: string;
  nickname: string | null;
  status: 'active' | 'opening' | 'closing';
  is_selected: boolean | null;
}

interface SupplyPointRow {
  id: string;
  site_id: string;
  supply_type: 'electricity' | 'naturalGas' | 'lpg';
  supply_agreement_id: string;
  address: string;
  status: 'active' | 'opening' | 'closing';
  plan_name: string;
  is_value_plan: boolean;
  advanced: boolean;
}

/** The customer's billing accounts with their sites and supply points, in the customer's order, for the switcher. */
export async function listSwitcher(db: Database, customerId: string): Promise<Switcher> {
  const accounts = await db.query<AccountRow>(
    `SELECT id, type, customer_number, full_address, is_buying_group, buying_group_name, is_selected
       FROM billing_accounts WHERE customer_id = $1 ORDER BY sort_order, id`,
    [customerId],
  );
  const sites = await db.query<SiteRow>(
    `SELECT s.id, s.billing_account_id, s.address, s.nickname, s.status, (s.id = c.selected_site_id) AS is_selected
       FROM sites s
       JOIN billing_accounts b ON b.id = s.billing_account_id
       JOIN customers c ON c.id = b.customer_id
      WHERE b.customer_id = $1 ORDER BY s.sort_order, s.id`,
    [customerId],
  );
  const points = await db.query<SupplyPointRow>(
    `SELECT p.id, p.site_id, p.supply_type, p.supply_agreement_id, s.address, p.status, p.plan_name,
            p.is_value_plan, p.advanced
       FROM supply_points p
       JOIN sites s ON s.id = p.site_id
       JOIN billing_accounts b ON b.id = s.billing_account_id
      WHERE b.customer_id = $1 ORDER BY p.id`,
    [customerId],
  );
  const supplyPointsOf = (siteId: string) =>
    points
      .filter((point) => point.site_id === siteId)
      .map((point) => ({
        id: point.id,
        supplyType: point.supply_type,
        supplyAgreementId: point.supply_agreement_id,
        address: point.address,
        status: point.status,
        plan: { name: point.plan_name, isValuePlan: point.is_value_plan },
        advanced: point.advanced,
      }));
  return {
    billingAccounts: accounts.map((account) => ({
      id: account.id,
      type: account.type,
      customerNumber: account.customer_number,
      fullAddress: account.full_address,
      isBuyingGroup: account.is_buying_group,
      buyingGroupName: account.buying_group_name,
      isSelected: account.is_selected,
      billingAccountSites: sites
        .filter((site) => site.billing_account_id === account.id)
        .map((site) => ({
          id: site.id,
          address: site.address,
          nickname: site.nickname,
          status: site.status,
          isSelected: site.is_selected === true,
          supplyPoints: supplyPointsOf(site.id),
        })),
    })),
  };
}

/**
 * Selects a billing account and one of its sites, when both are the customer's; false when they are not, so the
 * caller answers 404 without saying whether the site exists for someone else.
 */
export async function selectSite(
  db: Database,
  customerId: string,
  billingAccountId: string,
  siteId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owned] = await tx.query<{ id: string }>(
      `SELECT s.id FROM sites s JOIN billing_accounts b ON b.id = s.billing_account_id
        WHERE s.id = $1 AND b.id = $2 AND b.customer_id = $3`,
      [siteId, billingAccountId, customerId],
    );
    if (!owned) return false;
    await tx.query('UPDATE billing_accounts SET is_selected = (id = $2) WHERE customer_id = $1', [
      customerId,
      billingAccountId,
    ]);
    await tx.query('UPDATE customers SET selected_site_id = $2 WHERE id = $1', [customerId, siteId]);
    return true;
  });
}
