import 'server-only';

import { randomUUID } from 'node:crypto';

import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';

import { phoneE164 } from '@/lib/phone-number';
import { database, type Executor } from '@/server/db/database';
import type { Database, StaffUsersTable } from '@/server/db/schema';
import { lockForTransaction } from '@/server/db/transaction-lock';

import type { AccountEvent, AccountHistoryEntry, DetailChange } from '../account-history-words';
import {
  staffNamerOf,
  type NewStaff,
  type StaffChange,
  type StaffActor,
  type StaffMember,
  type StaffNamer,
  type StaffRole,
} from '../staff-roles';
import { noteAccountEvent } from './account-events';
import { chosenPasswordPrefix } from './password';
import { createPasswordLink } from './password-links';
import { endAccountSessions } from './staff';

/**
 * The staff page's reads and changes: every account, adding a person, changing their role,
 * marking them away, disabling them. A change names the version the page showed.
 */

export function toStaffMember(row: Selectable<StaffUsersTable>): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    mobile: row.mobile,
    role: row.role as StaffRole,
    away: row.away === 1,
    disabledAt: row.disabled_at,
    lastAssignedAt: row.last_assigned_at,
    twoFactorSince: row.totp_enabled_at,
    invited: !row.password_hash.startsWith(chosenPasswordPrefix),
    version: row.version,
  };
}

/**
 * Names a history's "who" as the pages show staff: each staff member's e-mail by their name (or
 * the e-mail, when they have none); anything else ("Stripe", "the renter") as it is.
 */
export async function staffNamer(
  db?: Pick<Kysely<Database>, 'selectFrom'>,
  /** Only these people are to be named: the rest are not read (anyone else stays as given). */
  only?: readonly string[],
): Promise<StaffNamer> {
  if (only?.length === 0) return staffNamerOf([]);
  let people = (db ?? (await database())).selectFrom('staff_users').select(['email', 'name']);
  if (only) people = people.where('email', 'in', only);
  return staffNamerOf(await people.execute());
}

/** Every account, active ones first, then by name. */
export async function listStaff(): Promise<StaffMember[]> {
  const db = await database();
  const rows = await db
    .selectFrom('staff_users')
    .selectAll()
    .orderBy(sql`case when disabled_at is null then 0 else 1 end`)
    .orderBy(sql`lower(case when name = '' then email else name end)`)
    .execute();
  return rows.map(toStaffMember);
}

/**
 * Every enabled manager's e-mail, as one recipients line ("" when there is none): whom the site
 * tells of what only a manager can sort out (a lead nobody answered, a refund the bank sent back).
 */
export async function managerRecipients(db: Executor): Promise<string> {
  const managers = await db
    .selectFrom('staff_users')
    .select('email')
    .where('role', '=', 'manager')
    .where('disabled_at', 'is', null)
    .orderBy('email')
    .execute();
  return managers.map((manager) => manager.email).join(', ');
}

export async function findStaffMember(id: string): Promise<StaffMember | undefined> {
  const db = await database();
  const row = await db.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStaffMember(row) : undefined;
}

export type AddStaffResult =
  { outcome: 'added'; member: StaffMember; welcomeToken: string } | { outcome: 'taken' };

/**
 * Adds a person with no password: they set one with the welcome link (e-mailed to them, or shown
 * to the manager when mail is not configured).
 */
export async function addStaffMember(
  person: NewStaff,
  by: StaffActor,
  now = new Date(),
): Promise<AddStaffResult> {
  const db = await database();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('staff_users')
      .select('id')
      .where('email', '=', person.email)
      .executeTakeFirst();
    if (existing) return { outcome: 'taken' } as const;
    const id = randomUUID();
    await trx
      .insertInto('staff_users')
      .values({
        id,
        email: person.email,
        // Not a hash of anything: nobody can sign in until the welcome link sets a password.
        password_hash: 'unset',
        created_at: now.toISOString(),
        name: person.name,
        mobile: person.mobile ? phoneE164(person.mobile) : null,
        role: person.role,
      })
      .execute();
    const welcomeToken = await createPasswordLink(trx, id, 'welcome', now);
    await noteAccountEvent(trx, id, by, { kind: 'added', role: person.role }, now);
    const row = await trx
      .selectFrom('staff_users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return { outcome: 'added', member: toStaffMember(row), welcomeToken } as const;
  });
}

/** Held by every change to an account's version: its check and its write go together. */
const accountsLock = 'staff-accounts';

export type StaffChangeOutcome =
  | { outcome: 'done' }
  | { outcome: 'missing' }
  | { outcome: 'stale'; current: StaffMember }
  | { outcome: 'last-manager' };

/**
 * Whether, without `exceptId`, an enabled manager who can sign in would remain: the desk always
 * has one. A manager invited who never chose a password is none yet (their link may lapse).
 */
async function anotherManager(trx: Transaction<Database>, exceptId: string): Promise<boolean> {
  const row = await trx
    .selectFrom('staff_users')
    .select('id')
    .where('role', '=', 'manager')
    .where('disabled_at', 'is', null)
    .where('password_hash', 'like', `${chosenPasswordPrefix}%`)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Applies `change` to the account if it is still at `expectedVersion`; a manager cannot stop
 * being one while no other enabled manager remains. Changes to accounts, the owner's rename
 * included, go one at a time (`accountsLock`): two managers demoting each other at the same moment
 * leave one of them a manager, and a change saved meanwhile is never overwritten unseen.
 */
async function changeAccount(
  id: string,
  expectedVersion: number,
  by: StaffActor,
  apply: (
    trx: Transaction<Database>,
    current: StaffMember,
  ) => Promise<StaffChangeOutcome | Updateable<StaffUsersTable>>,
): Promise<StaffChangeOutcome> {
  const db = await database();
  return db.transaction().execute(async (trx): Promise<StaffChangeOutcome> => {
    await lockForTransaction(trx, accountsLock);
    const row = await trx.selectFrom('staff_users').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return { outcome: 'missing' };
    const current = toStaffMember(row);
    if (current.version !== expectedVersion) return { outcome: 'stale', current };
    const changes = await apply(trx, current);
    if ('outcome' in changes) return changes;
    const event = accountEventOf(current, changes);
    if (event) await noteAccountEvent(trx, id, by, event);
    await trx
      .updateTable('staff_users')
      .set({ ...changes, version: expectedVersion + 1 })
      .where('id', '=', id)
      .execute();
    return { outcome: 'done' };
  });
}

/** What a change to an account is, for its history; none when it changes nothing the history shows. */
function accountEventOf(
  current: StaffMember,
  changes: Updateable<StaffUsersTable>,
): AccountEvent | undefined {
  if (changes.disabled_at !== undefined) {
    if ((changes.disabled_at === null) === (current.disabledAt === null)) return undefined;
    return { kind: changes.disabled_at === null ? 'enabled' : 'disabled' };
  }
  const detailChanges: DetailChange[] = [];
  const compare = (
    field: DetailChange['field'],
    from: DetailChange['from'],
    to: DetailChange['to'] | undefined,
  ) => {
    if (to !== undefined && to !== from) detailChanges.push({ field, from, to });
  };
  compare('name', current.name, changes.name);
  compare('mobile', current.mobile, changes.mobile);
  compare('role', current.role, changes.role);
  compare('away', current.away, changes.away === undefined ? undefined : changes.away === 1);
  return detailChanges.length > 0 ? { kind: 'details-changed', changes: detailChanges } : undefined;
}

export function updateStaffMember(change: StaffChange, by: StaffActor): Promise<StaffChangeOutcome> {
  return changeAccount(change.id, Number(change.version), by, async (trx, current) => {
    if (current.role === 'manager' && change.role !== 'manager' && !(await anotherManager(trx, current.id)))
      return { outcome: 'last-manager' };
    return {
      name: change.name,
      mobile: change.mobile ? phoneE164(change.mobile) : null,
      role: change.role,
      away: change.away ? 1 : 0,
    };
  });
}

/**
 * Disables an account (its sessions end in the same transaction, so nothing it had open works a
 * moment longer; its name stays on every lead it touched) or enables it again.
 */
export function setStaffDisabled(
  id: string,
  disabled: boolean,
  expectedVersion: number,
  by: StaffActor,
  now = new Date(),
): Promise<StaffChangeOutcome> {
  return changeAccount(id, expectedVersion, by, async (trx, current) => {
    if (!disabled) return { disabled_at: null };
    if (current.role === 'manager' && !(await anotherManager(trx, current.id)))
      return { outcome: 'last-manager' };
    await endAccountSessions(trx, id);
    return { disabled_at: now.toISOString() };
  });
}

/**
 * The person's own name, from Your account: what customers read under their replies and
 * colleagues see on their leads. Raises the version, so a manager's page opened before it is
 * refused rather than putting the old name back.
 */
export async function renameOwnAccount(id: string, name: string): Promise<boolean> {
  const db = await database();
  return db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, accountsLock);
    const before = await trx.selectFrom('staff_users').select('name').where('id', '=', id).executeTakeFirst();
    if (!before) return false;
    await trx
      .updateTable('staff_users')
      .set((eb) => ({ name, version: eb('version', '+', 1) }))
      .where('id', '=', id)
      .execute();
    if (before.name !== name)
      await noteAccountEvent(trx, id, 'owner', {
        kind: 'details-changed',
        changes: [{ field: 'name', from: before.name, to: name }],
      });
    return true;
  });
}

/** The account's changes, newest first (at most `limit`), each with who made it by name. */
export async function accountHistory(
  member: { id: string; email: string },
  limit = 100,
): Promise<AccountHistoryEntry[]> {
  const db = await database();
  const [rows, nameOf] = await Promise.all([
    db
      .selectFrom('staff_account_events')
      .selectAll()
      .where('staff_id', '=', member.id)
      // Two changes kept at once outside the accounts lock (two-factor, recovery codes) may share
      // a number: then by time, so the page reads the same each time.
      .orderBy('seq', 'desc')
      .orderBy('at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    staffNamer(db),
  ]);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    byName: nameOf(row.by_email),
    byOwner: row.by_email === member.email,
    event: { ...(JSON.parse(row.detail) as object), kind: row.kind } as AccountEvent,
  }));
}
