import type { Database } from '../db/client.js';

export interface CustomerCredentials {
  id: string;
  email: string;
  passwordHash: string;
}

export interface CustomerIdentity {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

export async function findCredentialsByEmail(db: Database, email: string): Promise<CustomerCredentials | undefined> {
  const [row] = await db.query<{ id: string; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM customers WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

/** A customer's sign-in address and password hash, by id (a change of login email checks the current password). */
export async function findCredentialsById(db: Database, customerId: string): Promise<CustomerCredentials | undefined> {
  const [row] = await db.query<{ id: string; email: string; password_hash: string }>(
    'SELECT id, email, password_hash FROM customers WHERE id = $1',
    [customerId],
  );
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

export async function findIdentity(db: Database, customerId: string): Promise<CustomerIdentity | undefined> {
  const [row] = await db.query<{
    id: string;
    email: string;
    email_verified: boolean;
    first_name: string;
    last_name: string;
  }>('SELECT id, email, email_verified, first_name, last_name FROM customers WHERE id = $1', [customerId]);
  return (
    row && {
      id: row.id,
      email: row.email,
      emailVerified: row.email_verified,
      firstName: row.first_name,
      lastName: row.last_name,
    }
  );
}
