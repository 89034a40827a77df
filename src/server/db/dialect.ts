/**
 * Whether a connection, or a transaction on it, is SQLite's rather than PostgreSQL's. Asked of
 * the adapter's abilities, not its class: the connection is made once per process and shared by
 * every bundle Next loads (src/server/db/database.ts), each with a copy of Kysely of its own, so
 * `instanceof SqliteAdapter` holds in one bundle and is false in the others. Of the two
 * databases the site runs on, only SQLite cannot change its schema inside a transaction.
 */
export function isSqlite(db: { getExecutor(): { adapter: { supportsTransactionalDdl: boolean } } }): boolean {
  return !db.getExecutor().adapter.supportsTransactionalDdl;
}
