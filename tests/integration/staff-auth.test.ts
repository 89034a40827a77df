import { afterAll, describe, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';

const db = createTemporaryDatabase();

const { hashPassword, verifyPassword } = await import('@/server/auth/password');
const { authenticateStaff, ensureStaff, upsertStaff } = await import('@/server/auth/staff');
const { createSession, deleteSession, sessionLifetimeMs, sessionStaff } =
  await import('@/server/auth/sessions');
const { closeDatabase } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  db.cleanup();
});

describe('passwords', () => {
  it('stores a salted scrypt hash that verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterz', hash)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false);
  });
});

describe('staff accounts and sessions', () => {
  it('signs in with the right password only, whatever the case of the e-mail', async () => {
    await upsertStaff('Sales.Manager@Dealer.test', 'a long enough password');
    expect(await authenticateStaff('sales.manager@dealer.test', 'a long enough password')).toMatchObject({
      email: 'sales.manager@dealer.test',
    });
    expect(await authenticateStaff('sales.manager@dealer.test', 'wrong password!!')).toBeUndefined();
    expect(await authenticateStaff('nobody@dealer.test', 'a long enough password')).toBeUndefined();
  });

  it('refuses short passwords', async () => {
    await expect(upsertStaff('short@dealer.test', 'short')).rejects.toThrow(/at least 10 characters/);
  });

  it('creates the ADMIN_EMAIL account once and never overwrites it', async () => {
    expect(await ensureStaff('owner@dealer.test', 'first password 123')).toBe(true);
    expect(await ensureStaff('owner@dealer.test', 'second password 456')).toBe(false);
    expect(await authenticateStaff('owner@dealer.test', 'first password 123')).toBeDefined();
  });

  it('keeps a session until it expires or is signed out, and stores only its hash', async () => {
    const { user } = await upsertStaff('desk@dealer.test', 'desk password 789');
    const now = new Date();
    const { token } = await createSession(user.id, now);
    expect(await sessionStaff(token, now)).toEqual(user);

    // Only a hash of the token is stored: a leaked table cannot be replayed as cookies.
    const Database = (await import('better-sqlite3')).default;
    const sqlite = new Database(db.file, { readonly: true });
    const stored = sqlite.prepare('select id_hash from staff_sessions').all() as { id_hash: string }[];
    sqlite.close();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id_hash).not.toBe(token);
    expect(stored[0]!.id_hash).not.toContain(token.slice(0, 16));

    expect(await sessionStaff(`${token}x`, now)).toBeUndefined();
    expect(await sessionStaff(token, new Date(now.getTime() + sessionLifetimeMs + 1000))).toBeUndefined();
    await deleteSession(token);
    expect(await sessionStaff(token, now)).toBeUndefined();
  });
});
