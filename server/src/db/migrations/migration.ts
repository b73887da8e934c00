/** One schema change: run once, in a transaction, and recorded in schema_migrations by its id (migrations.ts). */
export interface Migration {
  id: number;
  name: string;
  sql: string;
}
