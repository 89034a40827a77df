import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

import { database } from '@/server/db/database';

import type { StaffUser } from './staff';

export const sessionCookieName = 'staff_session';
export const sessionLifetimeMs = 12 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Starts a session and returns the token for the cookie (only its hash is stored). */
export async function createSession(
  staffId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const db = await database();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + sessionLifetimeMs);
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: hashToken(token),
      staff_id: staffId,
      expires_at: expiresAt.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  // Expired sessions are cleared as new ones begin.
  await db.deleteFrom('staff_sessions').where('expires_at', '<', now.toISOString()).execute();
  return { token, expiresAt };
}

export async function sessionStaff(
  token: string | undefined,
  now = new Date(),
): Promise<StaffUser | undefined> {
  if (!token || token.length > 200) return undefined;
  const db = await database();
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select(['staff_users.id', 'staff_users.email', 'staff_sessions.expires_at'])
    .where('staff_sessions.id_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { id: row.id, email: row.email };
}

export async function deleteSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await database();
  await db.deleteFrom('staff_sessions').where('id_hash', '=', hashToken(token)).execute();
}
