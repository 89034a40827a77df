import { createHash, randomBytes } from 'node:crypto';

import Database from 'better-sqlite3';
import type { BrowserContext } from '@playwright/test';

import { e2eStaff } from '../../playwright.config';

/**
 * Signs the browser in as the harness's staff account by writing a session straight into the
 * test database, as the sign-in form would: no form, no rate limit, no forged client address.
 * (The sign-in form itself is tested in admin.spec.ts.)
 */
export async function signInAsStaff(context: BrowserContext, baseURL: string): Promise<void> {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run through playwright.config.ts');
  const token = randomBytes(32).toString('base64url');
  const sqlite = new Database(file);
  try {
    const staff = sqlite.prepare('select id from staff_users where email = ?').get(e2eStaff.email) as
      { id: string } | undefined;
    if (!staff) throw new Error(`No staff account ${e2eStaff.email} in the test database`);
    const now = new Date();
    sqlite
      .prepare('insert into staff_sessions (id_hash, staff_id, expires_at, created_at) values (?, ?, ?, ?)')
      .run(
        createHash('sha256').update(token).digest('base64url'),
        staff.id,
        new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
        now.toISOString(),
      );
  } finally {
    sqlite.close();
  }
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
