import 'server-only';

import type { Transaction } from 'kysely';

import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

/**
 * Whether the database refused a write by the rule (a constraint, index or trigger) named `rule`:
 * PostgreSQL names it in the error's constraint, SQLite only in its message.
 */
export function refusedBy(error: unknown, rule: string): boolean {
  const { message, constraint } = (error ?? {}) as { message?: string; constraint?: string };
  return `${constraint ?? ''} ${message ?? ''}`.includes(rule);
}

/**
 * Runs `change` in a transaction; a refusal by the database rule `backstop` (the rule behind a
 * booking path's own lock, which that path should never reach) comes out as `asError(cause)`.
 */
export async function inTransactionBackstopped<T>(
  change: (trx: Transaction<Database>) => Promise<T>,
  backstop: string,
  asError: (cause: unknown) => Error,
): Promise<T> {
  const db = await database();
  try {
    return await db.transaction().execute(change);
  } catch (error) {
    if (refusedBy(error, backstop)) throw asError(error);
    throw error;
  }
}
