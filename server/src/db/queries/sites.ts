import type { Switcher } from '@harakeke/contract';
import type { Database } from '../client.js';

interface SwitcherRow {
  account_id: string;
  type: 'residential' | 'sme';
  customer_number: string;
  full_address: string;
  is_buying_group: boolean;
  buying_group_name: string;
  account_selected: boolean;
  site_id: string | null;
  address: string | null;
  nickname: string | null;
  status: 'active' | 'opening' | 'closing' | null;
  supply_types: Array<'electricity' | 'naturalGas' | 'lpg'> | null;
  site_selected: boolean | null;
}

/** The customer's billing accounts with their sites, in the customer's order, for the switcher. */
export async function listSwitcher(db: Database, customerId: string): Promise<Switcher> {
  const rows = await db.query<SwitcherRow>(
    `SELECT b.id AS account_id, b.type, b.customer_number, b.full_address, b.is_buying_group, b.buying_group_name,
            b.is_selected AS account_selected, s.id AS site_id, s.address, s.nickname, s.status, s.supply_types,
            (s.id = c.selected_site_id) AS site_selected
       FROM billing_accounts b
       JOIN customers c ON c.id = b.customer_id
       LEFT JOIN sites s ON s.billing_account_id = b.id
      WHERE b.customer_id = $1
      ORDER BY b.sort_order, b.id, s.sort_order, s.id`,
    [customerId],
  );
  const accounts = new Map<string, Switcher['billingAccounts'][number]>();
  for (const row of rows) {
    let account = accounts.get(row.account_id);
    if (!account) {
      account = {
        id: row.account_id,
        type: row.type,
        customerNumber: row.customer_number,
        fullAddress: row.full_address,
        isBuyingGroup: row.is_buying_group,
        buyingGroupName: row.buying_group_name,
        isSelected: row.account_selected,
        sites: [],
      };
      accounts.set(row.account_id, account);
    }
    if (row.site_id && row.address && row.status && row.supply_types) {
      account.sites.push({
        id: row.site_id,
        address: row.address,
        nickname: row.nickname,
        status: row.status,
        supplyTypes: row.supply_types,
        isSelected: row.site_selected === true,
      });
    }
  }
  return { billingAccounts: [...accounts.values()] };
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
