import { createHash, randomBytes, randomUUID } from 'node:crypto';

import type { BrowserContext } from '@playwright/test';
import Database from 'better-sqlite3';
import type { Kysely } from 'kysely';

import { e2eStaff } from '../../playwright.config';
import { staffDisplayName, type StaffRole } from '../../src/features/staff/staff-roles';
import type { Database as Schema } from '../../src/server/db/schema';
import { connectSeparately } from './separate-connection';

/**
 * Writes a session for a staff account straight into a database, as the sign-in form would (only
 * the token's hash is stored), and returns the token for the cookie: no form, no rate limit, no
 * forged client address. The sign-in form itself is tested in admin.spec.ts.
 */
export async function writeStaffSession(db: Kysely<Schema>, email = e2eStaff.email): Promise<string> {
  const staff = await db
    .selectFrom('staff_users')
    .select(['id', 'session_epoch'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!staff) throw new Error(`No staff account ${email} in the test database`);
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: createHash('sha256').update(token).digest('base64url'),
      staff_id: staff.id,
      // The account's epoch now, as sign-in copies it: a session from an earlier one is void.
      epoch: staff.session_epoch,
      expires_at: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Signs the browser in as a staff account (see writeStaffSession): the harness's own, or another
 * person, whose account is added first (with a password nobody can sign in with) when it is new,
 * with `role` when one is named.
 */
export async function signInAsStaff(
  context: BrowserContext,
  baseURL: string,
  email = e2eStaff.email,
  /** The database of a server a test started itself; the suite's own SQLite file otherwise. */
  databaseUrl?: string,
  role?: StaffRole,
): Promise<void> {
  const token = await withStaffDatabase(databaseUrl, async (db) => {
    if (email !== e2eStaff.email)
      await db
        .insertInto('staff_users')
        .values({
          id: randomUUID(),
          email,
          password_hash: 'no password',
          created_at: new Date().toISOString(),
          ...(role ? { role } : {}),
        })
        .onConflict((conflict) =>
          role ? conflict.column('email').doUpdateSet({ role }) : conflict.column('email').doNothing(),
        )
        .execute();
    return writeStaffSession(db, email);
  });
  await context.addCookies([
    {
      name: 'staff_session',
      value: token,
      domain: new URL(baseURL).hostname,
      path: '/admin',
      httpOnly: true,
      sameSite: 'Lax',
    },
  ]);
}

/** A staff account as its colleagues see it named (its name, else its e-mail), read from the database. */
export async function staffShownName(email = e2eStaff.email, databaseUrl?: string): Promise<string> {
  return withStaffDatabase(databaseUrl, async (db) =>
    staffDisplayName(
      await db
        .selectFrom('staff_users')
        .select(['name', 'email'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow(),
    ),
  );
}

/** Work on the database of a server a test started itself (`databaseUrl`), else the suite's own SQLite file. */
async function withStaffDatabase<T>(
  databaseUrl: string | undefined,
  work: (db: Kysely<Schema>) => Promise<T>,
): Promise<T> {
  const file = process.env.E2E_DATABASE_FILE;
  if (!databaseUrl && !file)
    throw new Error('E2E_DATABASE_FILE is not set: run through playwright.config.ts');
  const db = connectSeparately(databaseUrl ?? `file:${file}`);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** Runs SQL against the test database, as a dealer's IT person might by hand. */
export function withTestDatabase<T>(work: (sqlite: Database.Database) => T): T {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run through playwright.config.ts');
  const sqlite = new Database(file);
  sqlite.pragma('busy_timeout = 5000');
  try {
    return work(sqlite);
  } finally {
    sqlite.close();
  }
}
