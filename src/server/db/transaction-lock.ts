import 'server-only';

import { sql, type Transaction } from 'kysely';

import { isSqlite } from './dialect';
import type { Database } from './schema';

/**
 * Holds `key` until the transaction ends, so two transactions that check and then write the same
 * thing (a rate limit's count, a cart's bookings) go one after the other. On PostgreSQL that is a
 * transaction-scoped advisory lock. SQLite needs none: every transaction there begins immediate
 * (src/server/db/database.ts), taking the database's one write lock before its first read.
 */
export async function lockForTransaction(trx: Transaction<Database>, key: string): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}
