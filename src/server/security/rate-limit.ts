import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { appLog } from '@/server/app-log';
import { database, type Executor } from '@/server/db/database';
import { groupCommit } from '@/server/db/group-commit';
import type { Database } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';
import { clientAddressHeader } from '@/server/security/client-address-header';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets, when not allowed. */
  retryAfterSeconds: number;
  /** The attempt counted, when allowed: what `forgetRateLimitHit` takes to give it back. */
  hitId?: string;
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

/**
 * How many attempts `key` made in the `windowSeconds` before `now`, and the answer to give: a
 * sliding window, so at most `limit` attempts get through in any stretch of that length (fixed
 * windows let twice the limit through across a boundary). Once spent, the wait is until the
 * oldest attempt in the window leaves it.
 */
async function windowVerdict(
  db: Executor,
  key: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<RateLimitResult> {
  const since = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const recent = await db
    .selectFrom('rate_limit_hits')
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(limit)
    .execute();
  if (recent.length < limit) return { allowed: true, retryAfterSeconds: 0 };
  // The attempt whose leaving frees a place: the limit-th most recent.
  const frees = Date.parse(recent.at(-1)!.at) + windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((frees - now.getTime()) / 1000)) };
}

/** An attempt by `key` at `now`, counted against its limit: its id. */
async function countHit(db: Executor, key: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insertInto('rate_limit_hits').values({ id, key, at: now.toISOString() }).execute();
  return id;
}

/**
 * Gives back an attempt `hitRateLimit` counted (its `hitId`): for one that failed on our side,
 * which the client is told to try again (src/server/http/booking-post.ts).
 */
export async function forgetRateLimitHit(hitId: string): Promise<void> {
  await (await database()).deleteFrom('rate_limit_hits').where('id', '=', hitId).execute();
}

/**
 * Whether `key` has already used up its window, without counting this request: for a route that
 * would otherwise read a large body (trade-in photos) before it reaches the counting check, and
 * for limits that count only failures (sign-in).
 */
export const rateLimitSpent: RateLimitCheck = async (key, limit, windowSeconds, now = new Date()) =>
  windowVerdict(await database(), key, limit, windowSeconds, now);

/**
 * A sliding-window counter kept in the database, so every server process shares it. Counts this
 * attempt if it is within `limit` per `windowSeconds`, and says whether it was.
 */
export const hitRateLimit: RateLimitCheck = async (key, limit, windowSeconds, now = new Date()) => {
  const db = await database();
  // Shares a commit with the enquiries and other counts that arrive at the same moment.
  const verdict = await groupCommit(db, (trx) => countAttempt(trx, key, limit, windowSeconds, now));
  await forgetNowAndThen(key, windowSeconds, now);
  return verdict;
};

/** Counts an attempt by `key` that a limit refuses only once it is spent (a failed sign-in). */
export async function recordRateLimitHit(
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<void> {
  await countHit(await database(), key, now);
  await forgetNowAndThen(key, windowSeconds, now);
}

/**
 * Counts an attempt by `key` in `trx` if it is within `limit` per `windowSeconds`, and says
 * whether it was: for a write that counts and stores in one commit (an enquiry,
 * src/features/leads/server). The key is held for the transaction first (lockForTransaction), so
 * two attempts at once cannot both read the last free place.
 */
export async function countAttempt(
  trx: Transaction<Database>,
  key: string,
  limit: number,
  windowSeconds: number,
  now = new Date(),
): Promise<RateLimitResult> {
  await lockForTransaction(trx, `rate-limit:${key}`);
  const verdict = await windowVerdict(trx, key, limit, windowSeconds, now);
  return verdict.allowed ? { ...verdict, hitId: await countHit(trx, key, now) } : verdict;
}

/**
 * Now and then, forgets attempts that left their window long ago so the table stays small.
 * Housekeeping: a failure is logged, never the answer to the request that happened to run it
 * (whose lead may be stored already).
 */
export async function forgetNowAndThen(key: string, windowSeconds: number, now = new Date()): Promise<void> {
  if (Math.random() >= 0.02) return;
  await forgetEndedWindows(key, windowSeconds, now).catch((error: unknown) =>
    appLog.error({ err: error }, 'Could not forget ended rate-limit windows'),
  );
}

/**
 * Forgets the attempts of this kind of limit (the key's prefix: `contact`, `signin`, ...) that
 * left their window a day or more ago. Judged by the window's length, not a day from the attempt:
 * a window longer than a day (CONTACT_RATE_WINDOW_SECONDS) still counts an attempt a day after it.
 */
export async function forgetEndedWindows(
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<void> {
  const db = await database();
  const kind = key.split(':', 1)[0];
  await db
    .deleteFrom('rate_limit_hits')
    .where('key', 'like', `${kind}:%`)
    .where('at', '<', new Date(now.getTime() - windowSeconds * 1000 - 86_400_000).toISOString())
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
