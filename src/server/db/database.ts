import 'server-only';

import { closeSync, openSync } from 'node:fs';
import path from 'node:path';

import SQLite from 'better-sqlite3';
import {
  Kysely,
  Migrator,
  PostgresDialect,
  SqliteDialect,
  type LogEvent,
  type SqliteDatabase,
  type Transaction,
} from 'kysely';
import { Pool } from 'pg';

import { env } from '@/env';
import { migrationProvider } from '@/server/db/migrations';
import type { Database } from '@/server/db/schema';
import { seedCatalogue, seedRentalFleet, seedServiceShop } from '@/server/db/seed';
import { makeFolderSync } from '@/server/folders';

export type Db = Kysely<Database>;
/** What a query runs on: the database itself, or a transaction a larger change is made in. */
export type Executor = Kysely<Database> | Transaction<Database>;

// Shared by every bundle Next loads into this process, like the connection itself.
const health = globalThis as typeof globalThis & { __databaseUnreachableSince?: number };

/** Errors that mean the database cannot be reached or used, as opposed to a refused statement. */
function isOutage(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    if (
      /^(ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT|EPIPE|57P0[1-3]|08\d\d\d|53\d\d\d)$/.test(
        code,
      )
    )
      return true;
    if (code.startsWith('SQLITE_')) return !/^SQLITE_(CONSTRAINT|ERROR|MISMATCH|RANGE)/.test(code);
  }
  const message = error instanceof Error ? error.message : '';
  return /connection terminated|connect ECONNREFUSED|Connection refused|timeout exceeded when trying to connect/i.test(
    message,
  );
}

/** Kysely calls this after every query: outages are remembered until a query succeeds again. */
function trackHealth(event: LogEvent): void {
  if (event.level === 'error') {
    if (isOutage(event.error)) health.__databaseUnreachableSince ??= Date.now();
  } else health.__databaseUnreachableSince = undefined;
}

/** Whether the last query found the database unreachable (the server answers 503 then). */
export function databaseUnreachable(): boolean {
  return health.__databaseUnreachableSince !== undefined;
}

/** Statements kept compiled per connection; a full cache starts again (the site uses far fewer). */
const maxCachedStatements = 500;

/**
 * The connection as Kysely sees it, with each statement compiled once: Kysely asks for a new
 * prepared statement on every query, and compiling it again was a tenth of an enquiry's cost.
 * Safe to share: Kysely runs one query at a time on a SQLite connection.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      // Kysely opens a transaction with a plain `begin`, which takes the write lock only at the
      // first write. A transaction that reads first (an import, a save checking a version) then
      // fails at its write with SQLITE_BUSY_SNAPSHOT if another connection wrote in between,
      // which no busy timeout waits out. `begin immediate` takes the lock at the start, waiting
      // for it as the busy timeout allows.
      if (sql === 'begin') sql = 'begin immediate';
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= maxCachedStatements) statements.clear();
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

function connect(databaseUrl: string): Db {
  if (databaseUrl.startsWith('postgres')) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection the server dropped must not crash the process: the pool replaces it.
    pool.on('error', (error) => {
      if (isOutage(error)) health.__databaseUnreachableSince ??= Date.now();
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: trackHealth });
  }
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), databaseUrl.slice('file:'.length));
  makeFolderSync(path.dirname(file));
  // Password hashes, two-factor secrets and customers' details live here: a new file is its
  // owner's only, whatever the process umask, and SQLite gives its -wal and -shm files the same
  // mode. An existing file keeps the mode its operator chose.
  try {
    closeSync(openSync(file, 'a', 0o600));
  } catch {
    // Not a file we can make (a folder in the way, no permission): SQLite, opening it next, says why.
  }
  const sqlite = new SQLite(file);
  // WAL lets readers run while a lead is written; the busy timeout waits out another
  // process's write instead of failing with SQLITE_BUSY.
  sqlite.pragma('journal_mode = WAL');
  // Every commit waits until the disk has it, so no lead a visitor was told is received is lost
  // to a power cut. Said outright: better-sqlite3's SQLite opens a database that is already in WAL
  // mode (every start but the first) with `synchronous = NORMAL`, which does not wait.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // SQLite's own lower() folds A-Z only: a search for "élodie" would miss "Élodie". Searches call
  // this one (caseFolded in dialect.ts); lower() itself stays SQLite's, as indexes were built with it.
  sqlite.function('unicode_lower', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? text.toLowerCase() : text,
  );
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    log: trackHealth,
  });
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
  try {
    await migrate(db);
    await seedCatalogue(db);
    await seedRentalFleet(db);
    await seedServiceShop(db);
  } catch (error) {
    // The next request tries again from scratch (the database may come back).
    await db.destroy().catch(() => undefined);
    if (isOutage(error) || isOutage((error as { cause?: unknown }).cause))
      health.__databaseUnreachableSince ??= Date.now();
    throw error;
  }
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

/** A PostgreSQL URL's password is not for the log, in whatever part of it it is written. */
export function withoutPassword(databaseUrl: string): string {
  if (databaseUrl.startsWith('file:')) return databaseUrl;
  if (!URL.canParse(databaseUrl)) return `${databaseUrl.split(':', 1)[0]}://*** (not a URL)`;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  for (const name of ['password', 'sslpassword'])
    if (url.searchParams.has(name)) url.searchParams.set(name, '***');
  return url.href;
}

/** Another process holds the SQLite file for now (two server processes migrating at start). */
export function databaseBusy(error: unknown): boolean {
  const codes = [error, (error as { cause?: unknown } | null)?.cause].map(
    (each) => (each as { code?: unknown } | null)?.code,
  );
  return codes.some((code) => code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED');
}

/**
 * Ends a server that cannot use its database at start, with one line naming the setting (never
 * its password) and the cause: `npm start` then exits non-zero. A plain line on stderr, not a log
 * record: it is the last thing the person starting the server reads, as the README shows it.
 */
export function stopForUnusableDatabase(cause: string): never {
  process.stderr.write(
    `DATABASE_URL=${withoutPassword(env().DATABASE_URL)} cannot be used: ${cause}. The server stops.\n`,
  );
  process.exit(1);
}

/** Closes the connection (tests and graceful shutdown). */
export async function closeDatabase(): Promise<void> {
  const pending = globalForDb.__dealerDb;
  globalForDb.__dealerDb = undefined;
  if (pending) await (await pending).destroy();
}
