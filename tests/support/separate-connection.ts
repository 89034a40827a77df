import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';

import type { Database } from '../../src/server/db/schema';

/**
 * A connection of its own to a database, as another process or a person at a SQL prompt would
 * have: what it writes, the app must see without being told. Destroy it when done.
 */
export function connectSeparately(url = process.env.DATABASE_URL ?? ''): Kysely<Database> {
  if (url.startsWith('postgres')) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: url, max: 2 }) }),
    });
  }
  const sqlite = new SQLite(url.slice('file:'.length));
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
