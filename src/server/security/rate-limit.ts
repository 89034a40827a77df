import 'server-only';

import { sql, type Transaction } from 'kysely';

import { clientAddressHeader } from '@/lib/client-address-header';
import { database } from '@/server/db/database';
import { groupCommit } from '@/server/db/group-commit';
import type { Database } from '@/server/db/schema';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, when not allowed. */
  retryAfterSeconds: number;
}

/** At most `limit` attempts by `key` per `windowSeconds`. */
export interface RateLimitRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

/** A limit of `limit` attempts by `key` per `windowSeconds`, checked at `now`. */
type RateLimitCheck = (
  key: string,
  limit: number,
  windowSeconds: number,
  now?: Date,
) => Promise<RateLimitResult>;

/** The fixed window `now` falls in, as stored, and the answer to give for it. */
function currentWindow(windowSeconds: number, now: Date) {
  const windowMs = windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs).toISOString();
  const verdict = (allowed: boolean): RateLimitResult => ({
    allowed,
    retryAfterSeconds: allowed
      ? 0
      : Math.max(1, Math.ceil((Date.parse(windowStart) + windowMs - now.getTime()) / 1000)),
  });
  return { windowStart, verdict };
}

/**
 * Whether `key` has already used up its window, without counting this request: for a route that
 * would otherwise read a large body (trade-in photos) before it reaches the counting check.
 */
export const rateLimitSpent: RateLimitCheck = async (key, limit, windowSeconds, now = new Date()) => {
  const db = await database();
  const { windowStart, verdict } = currentWindow(windowSeconds, now);
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', 'window_start'])
    .where('key', '=', key)
    .executeTakeFirst();
  const used = row && row.window_start === windowStart ? Number(row.count) : 0;
  return verdict(used < limit);
};

/**
 * Fixed-window counter kept in the database, so every server process shares it. Counts this
 * attempt and says whether it is within `limit` per `windowSeconds`.
 */
export const hitRateLimit: RateLimitCheck = async (key, limit, windowSeconds, now = new Date()) => {
  const db = await database();
  // Shares a commit with the enquiries and other counts that arrive at the same moment.
  const verdict = await groupCommit(db, (trx) => countAttempt(trx, key, limit, windowSeconds, now));
  await forgetNowAndThen(key, windowSeconds, now);
  return verdict;
};

/**
 * Counts an attempt by `key` in `trx` and says whether it is within `limit` per `windowSeconds`:
 * for a write that counts and stores in one commit (an enquiry, src/features/leads/server).
 */
export async function countAttempt(
  trx: Transaction<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<RateLimitResult> {
  const { windowStart, verdict } = currentWindow(windowSeconds, now);
  const row = await trx
    .insertInto('rate_limits')
    .values({ key, window_start: windowStart, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        // A new window starts the count again; the same window adds one.
        count: sql<number>`case when rate_limits.window_start = ${windowStart} then rate_limits.count + 1 else 1 end`,
        window_start: windowStart,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  return verdict(Number(row.count) <= limit);
}

/**
 * Now and then, forgets windows that ended long ago so the table stays small. Housekeeping: a
 * failure is logged, never the answer to the request that happened to run it (whose lead may be
 * stored already).
 */
export async function forgetNowAndThen(key: string, windowSeconds: number, now = new Date()): Promise<void> {
  if (Math.random() >= 0.02) return;
  await forgetEndedWindows(key, windowSeconds, now).catch((error: unknown) =>
    console.error('Could not forget ended rate-limit windows', error),
  );
}

/**
 * Forgets the counts of this kind of limit (the key's prefix: `contact`, `signin`, ...) whose
 * window ended a day or more ago. Judged by the window's end, not its start: a window longer than
 * a day (CONTACT_RATE_WINDOW_SECONDS) is still counting a day after it began.
 */
export async function forgetEndedWindows(
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<void> {
  const db = await database();
  const kind = key.split(':', 1)[0];
  await db
    .deleteFrom('rate_limits')
    .where('key', 'like', `${kind}:%`)
    .where('window_start', '<', new Date(now.getTime() - windowSeconds * 1000 - 86_400_000).toISOString())
    .execute();
}

/**
 * The client's address, as the production server worked it out from the connection (and from
 * X-Forwarded-For only as far as TRUST_PROXY allows) and passed on in its own header, which it
 * overwrites on every request: a client cannot choose it (src/http-server/client-address.ts).
 */
export function clientAddress(headers: Headers): string {
  return headers.get(clientAddressHeader) ?? 'unknown';
}
