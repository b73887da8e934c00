import type { BankDetails, RecurringPayment, SavedCard } from '@harakeke/contract';
import type { Database } from '../client.js';

/** NZD off each bill for a recurring payment, by method (the demo retailer's offer). */
export const recurringDiscounts = { directDebit: 2, creditCard: 0 } as const;

/** The customer's selected billing account id, or null. */
export async function selectedAccountId(db: Database, customerId: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM billing_accounts WHERE customer_id = $1 AND is_selected',
    [customerId],
  );
  return row?.id ?? null;
}

export async function findSavedCard(db: Database, billingAccountId: string): Promise<SavedCard | null> {
  const [row] = await db.query<SavedCard>(
    'SELECT brand, last4, expiry, holder FROM saved_cards WHERE billing_account_id = $1',
    [billingAccountId],
  );
  return row ?? null;
}

export async function deleteCard(db: Database, billingAccountId: string): Promise<boolean> {
  return (
    (await db.query('DELETE FROM saved_cards WHERE billing_account_id = $1 RETURNING brand', [billingAccountId]))
      .length === 1
  );
}

/** An account number shown with all but its suffix hidden: '38-••••-•••••78-000'. */
function maskAccountNumber(number: string): string {
  const [bank = '', , account = '', suffix = ''] = number.split('-');
  return `${bank}-••••-•••••${account.slice(-2)}-${suffix}`;
}

export async function findRecurringPayment(db: Database, billingAccountId: string): Promise<RecurringPayment> {
  const [row] = await db.query<{
    method: 'directDebit' | 'creditCard';
    holder: string | null;
    issuer: string | null;
    account_number: string | null;
  }>('SELECT method, holder, issuer, account_number FROM recurring_payments WHERE billing_account_id = $1', [
    billingAccountId,
  ]);
  const card = row?.method === 'creditCard' ? await findSavedCard(db, billingAccountId) : null;
  const discount = row ? recurringDiscounts[row.method] : 0;
  return {
    paymentMethod: row?.method ?? 'none',
    canDeleteRecurring: true,
    hasDiscount: discount > 0,
    recurringPaymentDiscount: discount,
    directDebit:
      row?.method === 'directDebit'
        ? {
            holder: row.holder ?? '',
            issuer: row.issuer ?? '',
            maskedNumber: maskAccountNumber(row.account_number ?? ''),
          }
        : null,
    card,
  };
}

export async function deleteRecurring(db: Database, billingAccountId: string): Promise<boolean> {
  return (
    (
      await db.query('DELETE FROM recurring_payments WHERE billing_account_id = $1 RETURNING method', [
        billingAccountId,
      ])
    ).length === 1
  );
}

/** Sets up (or replaces) the account's recurring direct debit. */
export async function saveDirectDebit(db: Database, billingAccountId: string, bank: BankDetails) {
  await db.query(
    `INSERT INTO recurring_payments (billing_account_id, method, holder, issuer, account_number, payment_information,
       customer_name, mobile)
     VALUES ($1, 'directDebit', $2, $3, $4, $5, $6, $7)
     ON CONFLICT (billing_account_id) DO UPDATE SET method = 'directDebit', holder = EXCLUDED.holder,
       issuer = EXCLUDED.issuer, account_number = EXCLUDED.account_number,
       payment_information = EXCLUDED.payment_information, customer_name = EXCLUDED.customer_name,
       mobile = EXCLUDED.mobile, set_up_at = now()`,
    [billingAccountId, bank.holder, bank.issuer, bank.number, bank.paymentInformation, bank.customerName, bank.mobile],
  );
}
