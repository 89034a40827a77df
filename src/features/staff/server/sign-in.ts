import 'server-only';

import { env } from '@/env';
import { database } from '@/server/db/database';
import { hitRateLimit } from '@/server/security/rate-limit';

import { HashingBusyError } from './password';
import { authenticateStaff, normalizeEmail, type StaffUser } from './staff';

/** Failures an account may have before each further one locks it for longer. */
const freeFailures = 5;
const maxLockMs = 60 * 60 * 1000;
const addressWindowSeconds = 15 * 60;

export type SignInOutcome =
  | { ok: true; staff: StaffUser }
  | { ok: false; reason: 'mismatch' }
  | { ok: false; reason: 'throttled' | 'busy'; retryAfterSeconds: number };

/** Locked for 1, 2, 4 ... minutes (at most an hour) after the fifth failure and each one after. */
export function lockDurationMs(failures: number): number {
  if (failures < freeFailures) return 0;
  return Math.min(maxLockMs, 60_000 * 2 ** (failures - freeFailures));
}

/** The failures and lock of an address tried at sign-in, whether or not it has an account. */
async function failuresOf(account: string) {
  const db = await database();
  return db
    .selectFrom('sign_in_failures')
    .select(['failures', 'locked_until'])
    .where('account', '=', account)
    .executeTakeFirst();
}

async function recordFailure(account: string, now: Date): Promise<void> {
  const previous = await failuresOf(account);
  const failures = Number(previous?.failures ?? 0) + 1;
  const lock = lockDurationMs(failures);
  const values = {
    failures,
    locked_until: lock > 0 ? new Date(now.getTime() + lock).toISOString() : null,
    last_failure_at: now.toISOString(),
  };
  const db = await database();
  await db
    .insertInto('sign_in_failures')
    .values({ account, ...values })
    .onConflict((oc) => oc.column('account').doUpdateSet(values))
    .execute();
}

/**
 * A staff sign-in, throttled per client address and per account (known or not, so the answers
 * and their timing never tell which e-mail addresses have accounts): after five failures each
 * further one locks the account for twice as long. A success clears the account's failures.
 */
export async function attemptSignIn(
  email: string,
  password: string,
  clientAddress: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const perAddress = await hitRateLimit(
    `signin:${clientAddress}`,
    env().SIGN_IN_RATE_LIMIT,
    addressWindowSeconds,
    now,
  );
  if (!perAddress.allowed)
    return { ok: false, reason: 'throttled', retryAfterSeconds: perAddress.retryAfterSeconds };
  const account = normalizeEmail(email);
  const record = await failuresOf(account);
  if (record?.locked_until && Date.parse(record.locked_until) > now.getTime()) {
    return {
      ok: false,
      reason: 'throttled',
      retryAfterSeconds: Math.ceil((Date.parse(record.locked_until) - now.getTime()) / 1000),
    };
  }
  let staff: StaffUser | undefined;
  try {
    staff = await authenticateStaff(email, password);
  } catch (error) {
    if (error instanceof HashingBusyError) return { ok: false, reason: 'busy', retryAfterSeconds: 30 };
    throw error;
  }
  if (!staff) {
    await recordFailure(account, now);
    return { ok: false, reason: 'mismatch' };
  }
  const db = await database();
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
  return { ok: true, staff };
}
