import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type { Database } from '../db/client.js';

export interface IdentityProviderSecrets {
  signingKeys: JWK[];
  cookieKeys: string[];
}

/**
 * The token signing key and cookie keys, made on first start and kept in the database so tokens and
 * sessions survive restarts and every instance signs alike. Concurrent first starts agree on one set.
 */
export async function loadOrCreateSecrets(db: Database): Promise<IdentityProviderSecrets> {
  const read = async () =>
    (await db.query<{ value: IdentityProviderSecrets }>("SELECT value FROM settings WHERE key = 'idp.secrets'"))[0]
      ?.value;
  const existing = await read();
  if (existing) return existing;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
  const created: IdentityProviderSecrets = { signingKeys: [jwk], cookieKeys: [randomBytes(32).toString('base64url')] };
  await db.query("INSERT INTO settings (key, value) VALUES ('idp.secrets', $1) ON CONFLICT (key) DO NOTHING", [
    JSON.stringify(created),
  ]);
  return (await read()) ?? created;
}
