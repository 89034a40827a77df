import 'server-only';

import type { Transaction } from 'kysely';

import { appLog } from '@/server/app-log';
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
 * The database refused a booking that its path's own lock let through: a fault of that path, never
 * a double booking. The one who booked is asked to try again (`unlessBackstopped`), and it is logged.
 */
export class BackstopError extends Error {
  constructor(refusal: string, cause: unknown) {
    super(refusal, { cause });
    this.name = 'BackstopError';
  }
}

/**
 * Runs `change` in a transaction; a refusal by the database rule `backstop` (the rule behind a
 * booking path's own lock, which that path should never reach) comes out as a BackstopError that
 * says `refusal`.
 */
export async function inTransactionBackstopped<T>(
  change: (trx: Transaction<Database>) => Promise<T>,
  backstop: string,
  refusal: string,
): Promise<T> {
  const db = await database();
  try {
    return await db.transaction().execute(change);
  } catch (error) {
    if (refusedBy(error, backstop)) throw new BackstopError(refusal, error);
    throw error;
  }
}

/**
 * Runs a booking path. A BackstopError is logged (the path's lock let through what the database
 * then refused) and comes back as `undefined`, which the caller answers with `takenAMomentAgo`;
 * any other error goes on.
 */
export async function unlessBackstopped<T>(
  book: () => Promise<T>,
  log: typeof appLog = appLog,
): Promise<T | undefined> {
  try {
    return await book();
  } catch (error) {
    if (!(error instanceof BackstopError)) throw error;
    log.error({ err: error }, 'A booking reached the database rule its locked path should never reach');
    return undefined;
  }
}

/** What the one who booked reads when the database refused what the lock let through. */
export const takenAMomentAgo = (what: 'cart' | 'drop-off', retry: 'send the form again' | 'try again') =>
  `That ${what} was taken a moment ago: please ${retry}.`;
