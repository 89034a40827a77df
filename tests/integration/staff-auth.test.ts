import { spawnSync } from 'node:child_process';

import { afterAll, describe, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';
import { totpCode } from '../support/totp';

const db = await createTemporaryDatabase();

process.env.SIGN_IN_RATE_LIMIT = '3';
process.env.SESSION_IDLE_MINUTES = '120';

const { HashingBusyError, hashPassword, verifyPassword } = await import('@/features/staff/server/password');
const { attemptSecondFactor, attemptSignIn, lockDurationMs } =
  await import('@/features/staff/server/sign-in');
const twoFactor = await import('@/features/staff/server/two-factor');
const { authenticateStaff, changeOwnPassword, ensureStaff, upsertStaff } =
  await import('@/features/staff/server/staff');
const { minimumPasswordLength } = await import('@/features/staff/server/password-rule');
const { default: commonPasswords } = await import('@/features/staff/server/common-passwords.json');
const { env } = await import('@/env');
const { createSession, deleteSession, otherOpenSessions, sessionLifetimeMs, sessionStaff, signOutAccount } =
  await import('@/features/staff/server/sessions');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
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

  it('refuses a password on the list of the most common ones, and makes no account with it', async () => {
    const common = commonPasswords.find((password) => password.length >= minimumPasswordLength)!;
    await expect(upsertStaff('common@dealer.test', common)).rejects.toThrow(
      'That password is on the list of the most common passwords; choose another.',
    );
    expect(await authenticateStaff('common@dealer.test', common)).toBeUndefined();
  });

  it('creates the ADMIN_EMAIL account once and never overwrites it', async () => {
    expect(await ensureStaff('owner@dealer.test', 'first password 123')).toBe(true);
    expect(await ensureStaff('owner@dealer.test', 'second password 456')).toBe(false);
    expect(await authenticateStaff('owner@dealer.test', 'first password 123')).toBeDefined();
  });

  it('names an account made at the shell: ADMIN_NAME or the name given, else what its address says', async () => {
    const nameOf = async (email: string) =>
      (
        await (
          await database()
        )
          .selectFrom('staff_users')
          .select('name')
          .where('email', '=', email)
          .executeTakeFirst()
      )?.name;
    await ensureStaff('dana.o-neil@dealer.test', 'a long enough password');
    expect(await nameOf('dana.o-neil@dealer.test')).toBe('Dana O-Neil');
    await ensureStaff('boss@dealer.test', 'a long enough password', 'Pat Rivera');
    expect(await nameOf('boss@dealer.test')).toBe('Pat Rivera');
    // ADMIN_NAME later names an account made before names, and renames nobody.
    await (
      await database()
    )
      .updateTable('staff_users')
      .set({ name: '' })
      .where('email', '=', 'owner@dealer.test')
      .execute();
    await ensureStaff('owner@dealer.test', 'first password 123', 'Sam Owner');
    expect(await nameOf('owner@dealer.test')).toBe('Sam Owner');
    await ensureStaff('owner@dealer.test', 'first password 123', 'Someone Else');
    expect(await nameOf('owner@dealer.test')).toBe('Sam Owner');

    // `npm run staff:add`, as a script runs it (the password on standard input, no terminal).
    const staffAdd = (...args: string[]) =>
      spawnSync('npm', ['run', '--silent', 'staff:add', '--', ...args], {
        encoding: 'utf8',
        input: 'a long enough password\n',
        env: process.env,
      });
    const named = staffAdd('lee@dealer.test', '--name', 'Lee Park');
    expect(named.status, named.stderr).toBe(0);
    expect(await nameOf('lee@dealer.test')).toBe('Lee Park');
    expect(staffAdd('jo.ann@dealer.test').status).toBe(0);
    expect(await nameOf('jo.ann@dealer.test')).toBe('Jo Ann');
    // A new password for a disabled account is said not to sign it in, not "sign in again".
    await (
      await database()
    )
      .updateTable('staff_users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', 'jo.ann@dealer.test')
      .execute();
    const disabled = staffAdd('jo.ann@dealer.test');
    expect(disabled.status, disabled.stderr).toBe(0);
    expect(disabled.stdout).toContain('the account is disabled');
    expect(disabled.stdout).not.toContain('sign in again');
  }, 60_000);

  it('keeps a session until it expires or is signed out, and stores only its hash', async () => {
    const { user } = await upsertStaff('desk@dealer.test', 'desk password 789');
    const now = new Date();
    const { token } = await createSession(user, now);
    expect(await sessionStaff(token, now)).toEqual(user);

    // Only a hash of the token is stored: a leaked table cannot be replayed as cookies.
    const stored = await (await database()).selectFrom('staff_sessions').select('id_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id_hash).not.toBe(token);
    expect(stored[0]!.id_hash).not.toContain(token.slice(0, 16));

    expect(await sessionStaff(`${token}x`, now)).toBeUndefined();
    expect(await sessionStaff(token, new Date(now.getTime() + sessionLifetimeMs + 1000))).toBeUndefined();
    await deleteSession(token);
    expect(await sessionStaff(token, now)).toBeUndefined();
  });
});

describe('session expiry and revocation', () => {
  it('ends a session left idle for longer than SESSION_IDLE_MINUTES, and keeps one in use alive', async () => {
    const { user } = await upsertStaff('idle@dealer.test', 'idle password 123');
    const idleMs = env().SESSION_IDLE_MINUTES * 60_000;
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    const { token } = await createSession(user, start);
    // Used a little before the idle limit each time: still signed in well past one idle period.
    expect(await sessionStaff(token, at(idleMs - 60_000))).toEqual(user);
    expect(await sessionStaff(token, at(2 * idleMs - 120_000))).toEqual(user);
    // Then left alone for longer than the limit: gone, and gone for good.
    expect(await sessionStaff(token, at(3 * idleMs))).toBeUndefined();
    expect(await sessionStaff(token, at(2 * idleMs))).toBeUndefined();
  });

  it('signs a staff member out everywhere when the password changes', async () => {
    const { user } = await upsertStaff('moved@dealer.test', 'old password 123');
    const laptop = await createSession(user);
    const phone = await createSession(user);
    const { user: other } = await upsertStaff('colleague@dealer.test', 'colleague pass 456');
    const colleague = await createSession(other);

    const { user: moved } = await upsertStaff('moved@dealer.test', 'new password 789');
    expect(await sessionStaff(laptop.token)).toBeUndefined();
    expect(await sessionStaff(phone.token)).toBeUndefined();
    // Nobody else is signed out.
    expect(await sessionStaff(colleague.token)).toEqual(other);
    expect(await authenticateStaff('moved@dealer.test', 'old password 123')).toBeUndefined();
    expect(await authenticateStaff('moved@dealer.test', 'new password 789')).toEqual(moved);
  });
});

describe("an account's own sessions", () => {
  it('lists the other open sessions, last used first, and ends them all but the one in hand', async () => {
    const { user } = await upsertStaff('three.browsers@dealer.test', 'three browsers 123');
    const start = new Date();
    const laptop = await createSession(user, start);
    const phone = await createSession(user, new Date(start.getTime() + 1000));
    const tablet = await createSession(user, new Date(start.getTime() + 2000));
    const idle = await createSession(
      user,
      new Date(start.getTime() - (env().SESSION_IDLE_MINUTES + 1) * 60_000),
    );
    const { user: other } = await upsertStaff('next.desk@dealer.test', 'next desk pass 456');
    const colleague = await createSession(other);
    // A sign-in past the password, waiting for its code, would become a session after the others end.
    const underWay = await twoFactor.createSignInChallenge(user);
    const colleaguesUnderWay = await twoFactor.createSignInChallenge(other);
    const seen = await otherOpenSessions(user.id, laptop.token, new Date(start.getTime() + 3000));
    // The idle one has ended already, and the laptop is the one asking.
    expect(seen.map((session) => session.startedAt)).toEqual(
      [tablet, phone].map((session) =>
        new Date(session.expiresAt.getTime() - sessionLifetimeMs).toISOString(),
      ),
    );
    await signOutAccount(user.id, laptop.token);
    expect(await sessionStaff(laptop.token)).toMatchObject({ id: user.id, email: user.email });
    for (const ended of [phone, tablet, idle]) expect(await sessionStaff(ended.token)).toBeUndefined();
    expect(await twoFactor.challengeAccount(underWay)).toBeUndefined();
    expect(await sessionStaff(colleague.token)).toEqual(other);
    expect(await twoFactor.challengeAccount(colleaguesUnderWay)).toMatchObject({ staffId: other.id });
  });

  it('changes its password only with the current one, which ends every session opened with the old', async () => {
    const { user } = await upsertStaff('own.change@dealer.test', 'current pass 123');
    const open = await createSession(user);
    const underWay = await twoFactor.createSignInChallenge(user);
    expect(await changeOwnPassword(user.id, 'not the current one', 'brand new pass 456')).toEqual({
      outcome: 'wrong-password',
    });
    expect(await sessionStaff(open.token)).toEqual(user);
    expect(await authenticateStaff('own.change@dealer.test', 'current pass 123')).toEqual(user);
    expect(await twoFactor.challengeAccount(underWay)).toMatchObject({ staffId: user.id });
    expect(await changeOwnPassword(user.id, 'current pass 123', 'brand new pass 456')).toMatchObject({
      outcome: 'changed',
    });
    expect(await sessionStaff(open.token)).toBeUndefined();
    // Half signed in with the old password: that sign-in ends too.
    expect(await twoFactor.challengeAccount(underWay)).toBeUndefined();
    expect(await authenticateStaff('own.change@dealer.test', 'current pass 123')).toBeUndefined();
    expect(await authenticateStaff('own.change@dealer.test', 'brand new pass 456')).toMatchObject({
      id: user.id,
    });
  });

  it('opens no session for a sign-in that checked the old password just before the account was signed out', async () => {
    const { user } = await upsertStaff('raced@dealer.test', 'raced password 123');
    const address = '198.51.100.23';
    // Someone else who knows the password signs in; their password is checked ...
    const before = await attemptSignIn('raced@dealer.test', 'raced password 123', address);
    const alsoBefore = await attemptSignIn('raced@dealer.test', 'raced password 123', address);
    if (!before.ok || !alsoBefore.ok) throw new Error('the password was refused');
    // ... and one of them is past it, waiting for a code, when the owner changes the password ...
    const underWay = await twoFactor.createSignInChallenge(before.staff);
    const changed = await changeOwnPassword(user.id, 'raced password 123', 'raced password 456');
    if (changed.outcome !== 'changed') throw new Error('the change was refused');
    // ... and only then are their session and their waiting sign-in written.
    const late = await createSession(before.staff);
    const lateChallenge = await twoFactor.createSignInChallenge(alsoBefore.staff);
    expect(await sessionStaff(late.token)).toBeUndefined();
    expect(await twoFactor.challengeAccount(underWay)).toBeUndefined();
    expect(await twoFactor.challengeAccount(lateChallenge)).toBeUndefined();
    // The owner's browser goes on at the epoch the change returned.
    const mine = await createSession({ id: user.id, sessionEpoch: changed.sessionEpoch });
    expect(await sessionStaff(mine.token)).toMatchObject({ id: user.id });
    // So for "sign out everywhere else": a sign-in racing it is signed out with the rest.
    const racing = await attemptSignIn('raced@dealer.test', 'raced password 456', address);
    if (!racing.ok) throw new Error('the new password was refused');
    await signOutAccount(user.id, mine.token);
    const racingSession = await createSession(racing.staff);
    expect(await sessionStaff(racingSession.token)).toBeUndefined();
    expect(await sessionStaff(mine.token)).toMatchObject({ id: user.id });
  });
});

describe('sign-in throttling', () => {
  const start = new Date('2031-03-01T09:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);
  let client = 0;
  // An attacker who rotates addresses: each attempt from a new one.
  const nextAddress = () => `198.51.100.${++client}`;

  it('locks an account after five failures, from any address, for longer after each further one', async () => {
    await upsertStaff('target@dealer.test', 'target password 1');
    for (let failure = 1; failure <= 4; failure++)
      expect(await attemptSignIn('target@dealer.test', `guess ${failure}`, nextAddress(), start)).toEqual({
        ok: false,
        reason: 'mismatch',
      });
    // The fifth failure locks the account; even the right password is refused while it lasts.
    expect((await attemptSignIn('target@dealer.test', 'guess 5', nextAddress(), start)).ok).toBe(false);
    const locked = await attemptSignIn('target@dealer.test', 'target password 1', nextAddress(), at(1000));
    expect(locked).toMatchObject({ ok: false, reason: 'throttled' });
    expect(locked.ok === false && 'retryAfterSeconds' in locked && locked.retryAfterSeconds).toBe(
      Math.ceil((lockDurationMs(5) - 1000) / 1000),
    );

    // After the lock, one more failure locks it for twice as long.
    const afterFirstLock = lockDurationMs(5) + 1000;
    expect(await attemptSignIn('target@dealer.test', 'guess 6', nextAddress(), at(afterFirstLock))).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(lockDurationMs(6)).toBe(2 * lockDurationMs(5));
    const stillLocked = at(afterFirstLock + lockDurationMs(6) - 5000);
    expect(
      await attemptSignIn('target@dealer.test', 'target password 1', nextAddress(), stillLocked),
    ).toMatchObject({ ok: false, reason: 'throttled' });
    const unlocked = at(afterFirstLock + lockDurationMs(6) + 1000);
    expect(
      await attemptSignIn('target@dealer.test', 'target password 1', nextAddress(), unlocked),
    ).toMatchObject({
      ok: true,
    });
    // A success forgives the failures: the next mistake is just a mistake.
    expect(await attemptSignIn('target@dealer.test', 'typo', nextAddress(), unlocked)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
  });

  it('answers for an unknown account exactly as for a known one', async () => {
    await upsertStaff('real@dealer.test', 'real password 123');
    const answers = async (email: string) => {
      const outcomes = [];
      for (let attempt = 0; attempt < 7; attempt++)
        outcomes.push(await attemptSignIn(email, 'wrong password', nextAddress(), at(attempt * 1000)));
      return outcomes;
    };
    expect(await answers('nobody@dealer.test')).toEqual(await answers('real@dealer.test'));
  });

  it('limits one address to SIGN_IN_RATE_LIMIT attempts, whatever accounts it tries', async () => {
    await upsertStaff('front@dealer.test', 'front password 123');
    const limit = env().SIGN_IN_RATE_LIMIT;
    const address = nextAddress();
    for (let attempt = 0; attempt < limit; attempt++)
      expect(await attemptSignIn(`guess${attempt}@dealer.test`, 'password', address, start)).toEqual({
        ok: false,
        reason: 'mismatch',
      });
    expect(await attemptSignIn('front@dealer.test', 'front password 123', address, start)).toMatchObject({
      ok: false,
      reason: 'throttled',
    });
    expect(
      await attemptSignIn('front@dealer.test', 'front password 123', nextAddress(), start),
    ).toMatchObject({
      ok: true,
    });
  });

  it('counts only failures against an address: the staff of one showroom sign in as often as they need', async () => {
    const limit = env().SIGN_IN_RATE_LIMIT;
    const address = nextAddress();
    const later = (minutes: number) => at(60 * 60_000 + minutes * 60_000);
    await upsertStaff('showroom@dealer.test', 'showroom password 1');
    for (let signIn = 0; signIn <= limit; signIn++)
      expect(
        await attemptSignIn('showroom@dealer.test', 'showroom password 1', address, later(signIn)),
      ).toMatchObject({ ok: true });
    // With two-factor on, each sign-in is a password and a code from the same address.
    const { user } = await upsertStaff('coded@dealer.test', 'coded password 12');
    const secret = (await twoFactor.twoFactorSetup(user))!.secret.replace(/ /g, '');
    await twoFactor.confirmTwoFactorSetup(user.id, totpCode(secret, later(0).getTime()), later(0));
    for (let signIn = 1; signIn <= limit; signIn++) {
      const when = later(signIn);
      const password = await attemptSignIn('coded@dealer.test', 'coded password 12', address, when);
      expect(password).toMatchObject({ ok: true });
      const challenge = await twoFactor.createSignInChallenge(user, when);
      expect(
        await attemptSecondFactor(challenge, totpCode(secret, when.getTime()), address, when),
      ).toMatchObject({ ok: true });
    }
    // Failures still count: once the address has used them up, even the right password waits.
    const failing = later(limit + 1);
    for (let failure = 0; failure < limit; failure++)
      await attemptSignIn(`nobody${failure}@dealer.test`, 'guess', address, failing);
    expect(
      await attemptSignIn('showroom@dealer.test', 'showroom password 1', address, failing),
    ).toMatchObject({ ok: false, reason: 'throttled' });
  });

  it("forgets an account's failures one per quarter hour: a wrong password every hour never locks it out", async () => {
    await upsertStaff('owner@dealer.test', 'owner password 12');
    const hour = 60 * 60_000;
    const dayLater = at(10 * 24 * hour);
    for (let hours = 0; hours < 12; hours++)
      expect(
        await attemptSignIn(
          'owner@dealer.test',
          'a guess',
          nextAddress(),
          new Date(dayLater.getTime() + hours * hour),
        ),
      ).toEqual({ ok: false, reason: 'mismatch' });
    const justAfter = new Date(dayLater.getTime() + 11 * hour + 1000);
    expect(
      await attemptSignIn('owner@dealer.test', 'owner password 12', nextAddress(), justAfter),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses a flood of password checks instead of queueing it behind the pages', async () => {
    const stored = await hashPassword('flood password 1');
    const results = await Promise.allSettled(
      Array.from({ length: 60 }, () => verifyPassword('flood password 1', stored)),
    );
    const refused = results.filter((result) => result.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((result) => result.reason instanceof HashingBusyError)).toBe(true);
    expect(results.some((result) => result.status === 'fulfilled' && result.value === true)).toBe(true);
  });
});
