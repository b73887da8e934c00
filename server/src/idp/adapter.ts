import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database, Queryable } from '../db/client.js';

/**
 * Keeps oidc-provider's sessions, codes and tokens in the database rather than in memory, so a restart
 * keeps customers signed in and several server instances can share one store.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO oidc_payloads (model, id, payload, grant_id, uid, user_code, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (model, id) DO UPDATE SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id,
         uid = EXCLUDED.uid, user_code = EXCLUDED.user_code, expires_at = EXCLUDED.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE oidc_payloads SET consumed_at = now() WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_payloads WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM oidc_payloads WHERE grant_id = $1', [grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.query<{ payload: AdapterPayload; consumed: number | null }>(
      `SELECT payload, extract(epoch FROM consumed_at)::bigint AS consumed FROM oidc_payloads
       WHERE model = $1 AND ${condition} AND (expires_at IS NULL OR expires_at > now())`,
      [this.model, value],
    );
    if (!row) return undefined;
    return row.consumed === null ? row.payload : { ...row.payload, consumed: Number(row.consumed) };
  }
}

/**
 * Ends every sign-in of one customer: their sessions, grants and the codes and tokens issued under those grants (each
 * payload names its accountId; tokens also carry their grant's id). An access token is looked up in this store on
 * every API call (http/auth.ts), so it stops working at once, and a refresh is refused.
 */
export async function endIdentitySessions(db: Queryable, accountId: string): Promise<void> {
  await db.query(
    `DELETE FROM oidc_payloads
      WHERE payload->>'accountId' = $1
         OR grant_id IN (SELECT id FROM oidc_payloads WHERE model = 'Grant' AND payload->>'accountId' = $1)`,
    [accountId],
  );
}
