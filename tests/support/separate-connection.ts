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
    const pool = new Pool({ connectionString: url, max: 2 });
    // An idle connection the server ends (a test stopping the cluster, a scratch database dropped
    // while the pool closes) is the pool's to replace: without a listener, Node makes it an
    // uncaught error that fails the whole run. A failing query still rejects where it was made.
    pool.on('error', () => undefined);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const sqlite = new SQLite(url.slice('file:'.length));
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
