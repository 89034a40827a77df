import 'server-only';

import { env } from '@/env';
import { database } from '@/server/db/database';

import { hashSecretToken, newSecretToken } from './secret-tokens';
import { endAccountSessions, staffUser, type StaffUser } from './staff';

/** The session cookie's name: over https it carries the __Host- prefix (Secure, Path=/, no Domain). */
export const sessionCookieName = 'staff_session';
export const secureSessionCookieName = '__Host-staff_session';
/** A session ends 12 hours after sign-in, however active. */
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;
/** How often the last-seen time is written (not on every request). */
const lastSeenResolutionMs = 60 * 1000;

/**
 * Starts a session and returns the token for the cookie (only its hash is stored). The account as
 * it was read when its password was checked: its epoch goes with the session, which is void if the
 * account has been signed out since (see endAccountSessions).
 */
export async function createSession(
  account: Pick<StaffUser, 'id' | 'sessionEpoch'>,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const db = await database();
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: hashSecretToken(token),
      staff_id: account.id,
      epoch: account.sessionEpoch,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  // Expired sessions are cleared as new ones begin.
  await db.deleteFrom('staff_sessions').where('expires_at', '<', now.toISOString()).execute();
  return { token, expiresAt };
}

/**
 * The staff member a session token belongs to, while the session is neither past its 12 hours nor
 * idle for longer than SESSION_IDLE_MINUTES. Using it keeps it alive.
 */
export async function sessionStaff(
  token: string | undefined,
  now = new Date(),
): Promise<StaffUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const db = await database();
  const idHash = hashSecretToken(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select([
      'staff_users.id',
      'staff_users.email',
      'staff_users.name',
      'staff_users.role',
      'staff_users.disabled_at',
      'staff_users.totp_enabled_at',
      'staff_users.session_epoch',
      'staff_sessions.epoch',
      'staff_sessions.expires_at',
      'staff_sessions.last_seen_at',
    ])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const lastSeen = Date.parse(row.last_seen_at ?? row.expires_at);
  // Disabling an account deletes its sessions; checking here as well leaves no moment between. A
  // session from before the account was last signed out was opened by a sign-in that raced it.
  if (row.disabled_at || Number(row.epoch) !== Number(row.session_epoch) || !stillOpen(row, now)) {
    await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    return undefined;
  }
  if (now.getTime() - lastSeen > lastSeenResolutionMs)
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id_hash', '=', idHash)
      .execute();
  return staffUser(row);
}

/** Whether a session row is still open at `now`: within its 12 hours and not idle for too long. */
function stillOpen(row: { expires_at: string; last_seen_at: string | null }, now: Date): boolean {
  const lastSeen = Date.parse(row.last_seen_at ?? row.expires_at);
  return (
    row.expires_at > now.toISOString() && now.getTime() - lastSeen <= env().SESSION_IDLE_MINUTES * 60_000
  );
}

export interface OpenSession {
  startedAt: string;
  lastSeenAt: string;
}

/** An account's open sessions other than the one `keepToken` holds, the last used first. */
export async function otherOpenSessions(
  staffId: string,
  keepToken: string | undefined,
  now = new Date(),
): Promise<OpenSession[]> {
  const db = await database();
  const rows = await db
    .selectFrom('staff_sessions')
    .select(['id_hash', 'created_at', 'expires_at', 'last_seen_at'])
    .where('staff_id', '=', staffId)
    .execute();
  const kept = keepToken ? hashSecretToken(keepToken) : undefined;
  return rows
    .filter((row) => row.id_hash !== kept && stillOpen(row, now))
    .map((row) => ({ startedAt: row.created_at, lastSeenAt: row.last_seen_at ?? row.created_at }))
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/**
 * Signs an account out: every session but the one `keepToken` holds, when given (see
 * endAccountSessions).
 */
export async function signOutAccount(staffId: string, keepToken?: string): Promise<void> {
  // In one transaction: between the epoch's raise and the kept session taking it, a request from
  // the same browser would find its session void and end it.
  await (await database()).transaction().execute((trx) => endAccountSessions(trx, staffId, keepToken));
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await database();
  await db.deleteFrom('staff_sessions').where('id_hash', '=', hashSecretToken(token)).execute();
}
