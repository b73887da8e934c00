/** The one SQL interface the server uses, so PGlite and a PostgreSQL server are interchangeable. */
export interface Database {
  query<Row extends object = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
  transaction<T>(work: (tx: Pick<Database, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What a query function needs: the database or a transaction of it. */
export type Queryable = Pick<Database, 'query'>;
