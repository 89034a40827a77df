import { sql, type RawBuilder } from 'kysely';

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

/**
 * A text column in lower case for a search, every letter folded ("Élodie Ørsted" is "élodie
 * ørsted"), not only A-Z: SQLite's own lower() folds A-Z alone, so SQLite calls the unicode_lower
 * the connection registers (database.ts); PostgreSQL's lower() folds as the database's LC_CTYPE
 * says (every letter under a UTF-8 locale).
 */
export function caseFolded(
  db: Parameters<typeof isSqlite>[0],
  column: string | RawBuilder<string>,
): RawBuilder<string> {
  const text = typeof column === 'string' ? sql.ref(column) : column;
  return isSqlite(db) ? sql<string>`unicode_lower(${text})` : sql<string>`lower(${text})`;
}
