import 'server-only';

import { mkdirSync } from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';

import { env } from '@/env';

import { migrationProvider } from './migrations';
import type { Database } from './schema';
import { seedCatalogue } from './seed';

export type Db = Kysely<Database>;

function connect(databaseUrl: string): Db {
  if (databaseUrl.startsWith('postgres')) {
    return new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 10 }) }),
    });
  }
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), databaseUrl.slice('file:'.length));
  mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers run while a lead is written; the busy timeout waits out another
  // process's write instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, {
      cause: error,
    });
  }
}

// One connection and one migration run per server process, shared across route modules
// (Next may evaluate a module more than once, so the handle lives on globalThis).
const globalForDb = globalThis as typeof globalThis & { __dealerDb?: Promise<Db> };

async function open(): Promise<Db> {
  const db = connect(env().DATABASE_URL);
  await migrate(db);
  await seedCatalogue(db);
  return db;
}

/** The database, migrated and seeded. */
export function database(): Promise<Db> {
  globalForDb.__dealerDb ??= open().catch((error: unknown) => {
    globalForDb.__dealerDb = undefined;
    throw error;
  });
  return globalForDb.__dealerDb;
}

/** Closes the connection (tests and graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__dealerDb;
  globalForDb.__dealerDb = undefined;
  if (pending) await (await pending).destroy();
}
