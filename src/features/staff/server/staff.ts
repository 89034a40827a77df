import 'server-only';

import { randomUUID } from 'node:crypto';

import type { Transaction } from 'kysely';

import { database, type Executor } from '@/server/db/database';
import type { Database } from '@/server/db/schema';

import type { PasswordSetThrough } from '../account-history-words';
import { nameFromEmail, type StaffRole } from '../staff-roles';
import { noteAccountEvent } from './account-events';
import { chosenPasswordPrefix, hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-rule';
import { hashSecretToken } from './secret-tokens';

export interface StaffUser {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** Two-factor sign-in is on: a password alone does not sign them in. */
  twoFactor: boolean;
  /**
   * How many times the account had been signed out when it was read (see endAccountSessions): a
   * session opened for it carries this, and one from an earlier epoch is void.
   */
  sessionEpoch: number;
}

/** An account row as the signed-in staff member it is. */
export function staffUser(row: {
  id: string;
  email: string;
  name: string;
  role: string;
  totp_enabled_at: string | null;
  session_epoch: number;
}): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    twoFactor: row.totp_enabled_at !== null,
    sessionEpoch: Number(row.session_epoch),
  };
}

/** The columns `staffUser` reads. */
export const staffUserColumns = ['id', 'email', 'name', 'role', 'totp_enabled_at', 'session_epoch'] as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Ends an account's sessions (all but the one `keepToken` holds, when given) and its sign-ins past
 * the password and waiting for the code, each of which would become a session when its code came.
 * The one way every change that signs someone out does it: a new password, disabling the account,
 * two-factor turned on or reset, "sign out everywhere else".
 *
 * Deleting alone would leave a gap: a sign-in that checked the old password a moment before could
 * insert its session a moment after. So the account's epoch is raised too, and a session or
 * waiting sign-in carrying an older one is void wherever it is read. Returns the new epoch, which
 * the kept session takes and a session opened for the browser in hand must carry.
 */
export async function endAccountSessions(db: Executor, staffId: string, keepToken?: string): Promise<number> {
  const raised = await db
    .updateTable('staff_users')
    .set((eb) => ({ session_epoch: eb('session_epoch', '+', 1) }))
    .where('id', '=', staffId)
    .returning('session_epoch')
    .executeTakeFirst();
  if (!raised) throw new Error(`No staff account ${staffId} to sign out`);
  const epoch = Number(raised.session_epoch);
  let sessions = db.deleteFrom('staff_sessions').where('staff_id', '=', staffId);
  if (keepToken) {
    const kept = hashSecretToken(keepToken);
    sessions = sessions.where('id_hash', '<>', kept);
    await db
      .updateTable('staff_sessions')
      .set({ epoch })
      .where('id_hash', '=', kept)
      .where('staff_id', '=', staffId)
      .execute();
  }
  await sessions.execute();
  await db.deleteFrom('sign_in_challenges').where('staff_id', '=', staffId).execute();
  return epoch;
}

/**
 * Sets an account's password; a new password signs it out everywhere (an old session may be a
 * thief's) and ends every unused link that would set another (a reset asked for before it).
 * Returns the account's new session epoch.
 */
export async function replacePassword(
  trx: Transaction<Database>,
  staffId: string,
  passwordHash: string,
  through: PasswordSetThrough,
): Promise<number> {
  await trx
    .updateTable('staff_users')
    .set({ password_hash: passwordHash })
    .where('id', '=', staffId)
    .execute();
  await trx
    .deleteFrom('password_links')
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .execute();
  await noteAccountEvent(trx, staffId, through === 'server' ? null : 'owner', {
    kind: 'password-set',
    through,
  });
  return endAccountSessions(trx, staffId);
}

export type OwnPasswordChange = { outcome: 'changed'; sessionEpoch: number } | { outcome: 'wrong-password' };

/** Whether `password` is the enabled account's own: what a change a session alone may not make asks. */
export async function isOwnPassword(staffId: string, password: string): Promise<boolean> {
  const row = await (
    await database()
  )
    .selectFrom('staff_users')
    .select('password_hash')
    .where('id', '=', staffId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(password, row.password_hash));
}

/**
 * A signed-in person's new password, given their current one (a session alone, left open or
 * stolen, cannot change it). Every session of the account ends with the old password
 * (`replacePassword`); the caller opens a new one for the browser in hand, at the epoch returned.
 */
export async function changeOwnPassword(
  staffId: string,
  currentPassword: string,
  newPassword: string,
): Promise<OwnPasswordChange> {
  if (!(await isOwnPassword(staffId, currentPassword))) return { outcome: 'wrong-password' };
  const db = await database();
  const passwordHash = await hashPassword(newPassword);
  const sessionEpoch = await db
    .transaction()
    .execute((trx) => replacePassword(trx, staffId, passwordHash, 'own-account'));
  return { outcome: 'changed', sessionEpoch };
}

/**
 * Creates a staff account named `name` (else what its address says, see nameFromEmail), or sets a
 * new password on an existing one.
 */
export async function upsertStaff(
  email: string,
  password: string,
  name?: string,
): Promise<{ user: StaffUser; created: boolean; disabled: boolean }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const db = await database();
  const normalized = normalizeEmail(email);
  const passwordHash = await hashPassword(password);
  const existing = await db
    .selectFrom('staff_users')
    .select([...staffUserColumns, 'disabled_at'])
    .where('email', '=', normalized)
    .executeTakeFirst();
  if (existing) {
    const sessionEpoch = await db
      .transaction()
      .execute((trx) => replacePassword(trx, existing.id, passwordHash, 'server'));
    // The password is set, but a disabled account still cannot sign in: the caller says so.
    return {
      user: { ...staffUser(existing), sessionEpoch },
      created: false,
      disabled: existing.disabled_at !== null,
    };
  }
  // An account made at the shell is the owner's doing: a manager.
  const user: StaffUser = {
    id: randomUUID(),
    email: normalized,
    name: name?.trim() || nameFromEmail(normalized),
    role: 'manager',
    twoFactor: false,
    sessionEpoch: 0,
  };
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('staff_users')
      .values({
        id: user.id,
        email: user.email,
        password_hash: passwordHash,
        created_at: new Date().toISOString(),
        name: user.name,
        role: user.role,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows) === 1)
      await noteAccountEvent(trx, user.id, null, { kind: 'added', role: user.role, atServer: true });
  });
  return { user, created: true, disabled: false };
}

export async function staffExists(email: string): Promise<boolean> {
  const db = await database();
  const row = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates the ADMIN_EMAIL account at start when it does not exist yet, named ADMIN_NAME if set.
 * Never changes one that does, but for giving ADMIN_NAME to an account made before names.
 */
export async function ensureStaff(email: string, password: string, name?: string): Promise<boolean> {
  if (!(await staffExists(email))) {
    await upsertStaff(email, password, name);
    return true;
  }
  if (name?.trim())
    await (await database()).transaction().execute(async (trx) => {
      const named = await trx
        .updateTable('staff_users')
        .set((eb) => ({ name: name.trim(), version: eb('version', '+', 1) }))
        .where('email', '=', normalizeEmail(email))
        .where('name', '=', '')
        .returning('id')
        .executeTakeFirst();
      if (named)
        await noteAccountEvent(trx, named.id, null, {
          kind: 'details-changed',
          changes: [{ field: 'name', from: '', to: name.trim() }],
        });
    });
  return false;
}

// Verifying against a fixed hash when the e-mail is unknown keeps both answers equally slow,
// so response times do not reveal which addresses have accounts.
let decoyHash: Promise<string> | undefined;

export async function authenticateStaff(email: string, password: string): Promise<StaffUser | undefined> {
  const db = await database();
  const row = await db
    .selectFrom('staff_users')
    .select([...staffUserColumns, 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    // A disabled account answers as an unknown one.
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  // An account still waiting for its first password answers as slowly as any other.
  if (!row || !row.password_hash.startsWith(chosenPasswordPrefix)) {
    decoyHash ??= hashPassword(randomUUID());
    await verifyPassword(password, await decoyHash);
    return undefined;
  }
  return (await verifyPassword(password, row.password_hash)) ? staffUser(row) : undefined;
}
