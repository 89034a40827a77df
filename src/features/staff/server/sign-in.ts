import 'server-only';

import { env } from '@/env';
import { database } from '@/server/db/database';
import { rateLimitSpent, recordRateLimitHit } from '@/server/security/rate-limit';

import { HashingBusyError } from './password';
import { authenticateStaff, normalizeEmail, staffUser, staffUserColumns, type StaffUser } from './staff';
import {
  challengeAccount,
  endSignInChallenge,
  maxChallengeFailures,
  recordChallengeFailure,
  verifySecondFactor,
} from './two-factor';

/** Failures an account may have before each further one locks it for longer. */
const freeFailures = 5;
const maxLockMs = 60 * 60 * 1000;
/**
 * An account's failures are forgotten one at a time, one per quarter hour without a failure: a
 * mistyped password now and then never adds up to a lock, while a guesser still meets one.
 */
const failureDecayMs = 15 * 60 * 1000;
const addressWindowSeconds = 15 * 60;

type Throttled = { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type SignInOutcome =
  | { ok: true; staff: StaffUser }
  | { ok: false; reason: 'mismatch' }
  | Throttled
  | { ok: false; reason: 'busy'; retryAfterSeconds: number };

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
    .select(['failures', 'locked_until', 'last_failure_at'])
    .where('account', '=', account)
    .executeTakeFirst();
}

/** The refusal while the account is locked, until its lock ends. */
async function accountThrottle(account: string, now: Date): Promise<Throttled | undefined> {
  const record = await failuresOf(account);
  const until = record?.locked_until ? Date.parse(record.locked_until) : 0;
  if (until <= now.getTime()) return undefined;
  return { ok: false, reason: 'throttled', retryAfterSeconds: Math.ceil((until - now.getTime()) / 1000) };
}

const addressKey = (clientAddress: string) => `signin:${clientAddress}`;

/**
 * The refusal while the client address has used up its failures (wrong passwords and wrong codes
 * share one limit). Only failures count: the staff of one showroom, behind one address, can sign
 * in as often as they need.
 */
async function addressThrottle(clientAddress: string, now: Date): Promise<Throttled | undefined> {
  const spent = await rateLimitSpent(
    addressKey(clientAddress),
    env().SIGN_IN_RATE_LIMIT,
    addressWindowSeconds,
    now,
  );
  return spent.allowed
    ? undefined
    : { ok: false, reason: 'throttled', retryAfterSeconds: spent.retryAfterSeconds };
}

/** The failures an account still carries at `now`: one forgotten per quarter hour without another. */
export function remainingFailures(failures: number, lastFailureAt: string | null, now: Date): number {
  if (!lastFailureAt) return failures;
  const forgotten = Math.floor((now.getTime() - Date.parse(lastFailureAt)) / failureDecayMs);
  return Math.max(0, failures - Math.max(0, forgotten));
}

/** A wrong password or code: counted against the client address and the account alike. */
async function recordFailure(account: string, clientAddress: string, now: Date): Promise<void> {
  await recordRateLimitHit(addressKey(clientAddress), addressWindowSeconds, now);
  const previous = await failuresOf(account);
  const failures =
    remainingFailures(Number(previous?.failures ?? 0), previous?.last_failure_at ?? null, now) + 1;
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
 * A staff sign-in, throttled by the failures of its client address and of the account (known or
 * not, so the answers and their timing never tell which e-mail addresses have accounts): after
 * five failures each further one locks the account for twice as long. A success clears the
 * account's failures.
 */
export async function attemptSignIn(
  email: string,
  password: string,
  clientAddress: string,
  now = new Date(),
): Promise<SignInOutcome> {
  const account = normalizeEmail(email);
  // The address's failures are read first; the account's lock only when they leave room.
  const throttled = (await addressThrottle(clientAddress, now)) ?? (await accountThrottle(account, now));
  if (throttled) return throttled;
  let staff: StaffUser | undefined;
  try {
    staff = await authenticateStaff(email, password);
  } catch (error) {
    if (error instanceof HashingBusyError) return { ok: false, reason: 'busy', retryAfterSeconds: 30 };
    throw error;
  }
  if (!staff) {
    await recordFailure(account, clientAddress, now);
    return { ok: false, reason: 'mismatch' };
  }
  // With two-factor on, the failures are cleared only by the code: a known password alone must
  // not reset the lock that wrong codes build up.
  if (!staff.twoFactor) await clearFailures(account);
  return { ok: true, staff };
}

async function clearFailures(account: string): Promise<void> {
  const db = await database();
  await db.deleteFrom('sign_in_failures').where('account', '=', account).execute();
}

export type SecondFactorOutcome =
  { ok: true; staff: StaffUser } | { ok: false; reason: 'mismatch' | 'expired' } | Throttled;

/**
 * The code after an accepted password: from the authenticator app or a recovery code. Throttled
 * like the password (per client address and per account); each wrong code counts towards the
 * account's lock, and the fifth ends the challenge, back to the password.
 */
export async function attemptSecondFactor(
  challengeToken: string | undefined,
  code: string,
  clientAddress: string,
  now = new Date(),
): Promise<SecondFactorOutcome> {
  const addressRefusal = await addressThrottle(clientAddress, now);
  if (addressRefusal) return addressRefusal;
  const challenge = await challengeAccount(challengeToken, now);
  if (!challengeToken || !challenge) return { ok: false, reason: 'expired' };
  const db = await database();
  const row = await db
    .selectFrom('staff_users')
    .select(staffUserColumns)
    .where('id', '=', challenge.staffId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'expired' };
  const accountRefusal = await accountThrottle(row.email, now);
  if (accountRefusal) return accountRefusal;
  if (!(await verifySecondFactor(row.id, code, now))) {
    await recordChallengeFailure(challengeToken);
    await recordFailure(row.email, clientAddress, now);
    return { ok: false, reason: challenge.failures + 1 >= maxChallengeFailures ? 'expired' : 'mismatch' };
  }
  await endSignInChallenge(challengeToken);
  await clearFailures(row.email);
  // The session carries the epoch read with the password: one signed out since is void.
  return { ok: true, staff: { ...staffUser(row), sessionEpoch: challenge.sessionEpoch } };
}
