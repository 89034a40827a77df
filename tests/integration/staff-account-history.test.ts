import { afterAll, describe, expect, it, onTestFinished } from 'vitest';

import { accountEventSentence } from '@/features/staff/account-history-words';
import { staffRoleLabels } from '@/features/staff/staff-roles';

import { createTemporaryDatabase } from '../support/temp-database';
import { totpCode } from '../support/totp';

/**
 * A staff account's history, on SQLite and PostgreSQL: every change the staff page, Your account,
 * a password link or the shell makes is kept with who made it, and nothing is kept for a change
 * that was refused or changed nothing.
 */
const db = await createTemporaryDatabase();

const { upsertStaff, changeOwnPassword } = await import('@/features/staff/server/staff');
const {
  accountHistory,
  addStaffMember,
  findStaffMember,
  renameOwnAccount,
  setStaffDisabled,
  updateStaffMember,
} = await import('@/features/staff/server/staff-directory');
const { createPasswordLink, redeemPasswordLink } = await import('@/features/staff/server/password-links');
const twoFactor = await import('@/features/staff/server/two-factor');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

describe("a staff account's history", () => {
  it('keeps who added, changed, disabled and reset the account, and how its password was set, newest first', async () => {
    const { user: owner } = await upsertStaff('owner@history.test', 'the owner password 1', 'Dana Reyes');
    const manager = { name: owner.name, email: owner.email };
    const added = await addStaffMember(
      { name: 'Riley Stone', email: 'riley@history.test', mobile: '', role: 'sales' },
      manager,
    );
    if (added.outcome !== 'added') throw new Error('not added');
    const id = added.member.id;
    const current = async () => (await findStaffMember(id))!;
    const asChange = (member: Awaited<ReturnType<typeof current>>) => ({
      ...member,
      mobile: member.mobile ?? '',
      version: String(member.version),
    });

    expect(await redeemPasswordLink(added.welcomeToken, 'riley password 1')).toBe(true);
    // Saved as it was: the version moves, the history has nothing to tell.
    expect((await updateStaffMember(asChange(await current()), manager)).outcome).toBe('done');
    const before = await current();
    expect(
      (await updateStaffMember({ ...asChange(before), role: 'manager', away: true }, manager)).outcome,
    ).toBe('done');
    // A page opened before that change is refused, and keeps nothing.
    expect((await updateStaffMember({ ...asChange(before), role: 'service' }, manager)).outcome).toBe(
      'stale',
    );
    expect(await renameOwnAccount(id, 'Riley Stone-Park')).toBe(true);

    const setup = (await twoFactor.twoFactorSetup({ id, email: 'riley@history.test' }))!;
    const secret = setup.secret.replace(/ /g, '');
    const enabled = await twoFactor.confirmTwoFactorSetup(id, totpCode(secret, Date.now()));
    if (enabled.outcome !== 'enabled') throw new Error('two-factor refused');
    expect(await twoFactor.verifySecondFactor(id, enabled.recoveryCodes[0]!)).toBe(true);
    // Spent already: refused, and not kept twice.
    expect(await twoFactor.verifySecondFactor(id, enabled.recoveryCodes[0]!)).toBe(false);
    await twoFactor.replaceRecoveryCodes(id);
    expect(await twoFactor.turnOffTwoFactor(id, manager)).toBe(true);
    // Pressed again from a page opened before: it is off already, and kept once.
    expect(await twoFactor.turnOffTwoFactor(id, manager)).toBe(true);

    expect(await changeOwnPassword(id, 'riley password 1', 'riley password 2')).toMatchObject({
      outcome: 'changed',
    });
    expect(
      await redeemPasswordLink(await createPasswordLink(await database(), id, 'reset'), 'riley password 3'),
    ).toBe(true);
    await upsertStaff('riley@history.test', 'riley password 4');
    expect((await setStaffDisabled(id, true, (await current()).version, manager)).outcome).toBe('done');
    expect((await setStaffDisabled(id, false, (await current()).version, manager)).outcome).toBe('done');

    const history = await accountHistory(await current());
    expect(history.map(({ event }) => event)).toEqual([
      { kind: 'enabled' },
      { kind: 'disabled' },
      { kind: 'password-set', through: 'server' },
      { kind: 'password-set', through: 'reset-link' },
      { kind: 'password-set', through: 'own-account' },
      { kind: 'two-factor-off' },
      { kind: 'recovery-codes-renewed' },
      { kind: 'recovery-code-used', codesLeft: twoFactor.recoveryCodeCount - 1 },
      { kind: 'two-factor-on' },
      { kind: 'details-changed', changes: [{ field: 'name', from: 'Riley Stone', to: 'Riley Stone-Park' }] },
      {
        kind: 'details-changed',
        changes: [
          { field: 'role', from: 'sales', to: 'manager' },
          { field: 'away', from: false, to: true },
        ],
      },
      { kind: 'password-set', through: 'welcome-link' },
      { kind: 'added', role: 'sales' },
    ]);
    const sentences = history.map(accountEventSentence);
    // The manager's doings are named; the owner's own are theirs; the shell's are the server's.
    expect(sentences[1]).toBe(`Disabled by ${manager.name}: every session ended, no sign-in, no new leads.`);
    expect(sentences[5]).toBe(
      `Two-factor sign-in turned off by ${manager.name} (phone lost); every session ended.`,
    );
    expect(sentences[9]).toBe('Name from "Riley Stone" to "Riley Stone-Park", by themselves.');
    expect(sentences[10]).toBe(
      `Role from ${staffRoleLabels.sales} to ${staffRoleLabels.manager}; marked away, by ${manager.name}.`,
    );
    expect(sentences[12]).toMatch(new RegExp(`^Added as ${staffRoleLabels.sales} by ${manager.name},`));
    expect(history[2]).toMatchObject({ byName: null, byOwner: false });

    // The owner's account, made at the shell, says so; Riley's history is Riley's alone.
    expect((await accountHistory(owner)).map(accountEventSentence)).toEqual([
      `Account made at the server (npm run staff:add, or ADMIN_EMAIL at start) as ${staffRoleLabels.manager}.`,
    ]);
  });

  it('keeps nothing for a change refused because the desk would lose its last manager', async () => {
    const { user } = await upsertStaff('last.manager@history.test', 'the last manager password');
    const member = (await findStaffMember(user.id))!;
    // This one made the only enabled manager, whoever else the file has made one.
    const others = await (
      await database()
    )
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'manager')
      .where('id', '!=', user.id)
      .where('disabled_at', 'is', null)
      .execute();
    for (const other of others) {
      const found = (await findStaffMember(other.id))!;
      await setStaffDisabled(other.id, true, found.version, member);
    }
    // Whatever this file adds after it starts with its managers as they were.
    onTestFinished(async () => {
      for (const other of others) {
        const found = (await findStaffMember(other.id))!;
        await setStaffDisabled(other.id, false, found.version, member);
      }
    });
    const refused = await updateStaffMember(
      { ...member, mobile: '', version: String(member.version), role: 'sales' },
      member,
    );
    expect(refused.outcome).toBe('last-manager');
    expect((await accountHistory(member)).map(({ event }) => event.kind)).toEqual(['added']);
  });
});
