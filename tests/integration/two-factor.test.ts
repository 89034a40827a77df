import { afterAll, describe, expect, it } from 'vitest';

import { dealer } from '@/content/dealer';

import { actingManager } from '../support/acting-manager';
import { createTemporaryDatabase } from '../support/temp-database';
import { hotp, totpCode } from '../support/totp';

const db = await createTemporaryDatabase();

process.env.SIGN_IN_RATE_LIMIT = '1000';

const { attemptSecondFactor, attemptSignIn } = await import('@/features/staff/server/sign-in');
const { upsertStaff } = await import('@/features/staff/server/staff');
const { createSession, sessionStaff } = await import('@/features/staff/server/sessions');
const twoFactor = await import('@/features/staff/server/two-factor');
const { setStaffDisabled, findStaffMember } = await import('@/features/staff/server/staff-directory');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

const stepMs = 30_000;
const secretOf = (setup: { secret: string }) => setup.secret.replace(/ /g, '');

/** Six digits that none of the steps around `at` would show. */
function wrongCode(secret: string, at: Date): string {
  const valid = new Set([-1, 0, 1].map((step) => totpCode(secret, at.getTime() + step * stepMs)));
  let candidate = 123456;
  while (valid.has(String(candidate))) candidate += 1;
  return String(candidate);
}

/** An account with two-factor on, and its secret; `at` is the moment it was confirmed. */
async function accountWithTwoFactor(email: string, at: Date) {
  const { user } = await upsertStaff(email, 'a long enough password');
  const setup = (await twoFactor.twoFactorSetup(user))!;
  const confirmed = await twoFactor.confirmTwoFactorSetup(
    user.id,
    totpCode(secretOf(setup), at.getTime()),
    at,
  );
  if (confirmed.outcome !== 'enabled') throw new Error('set-up refused');
  return { user, secret: secretOf(setup), recoveryCodes: confirmed.recoveryCodes };
}

async function challengeAfterPassword(email: string, now: Date) {
  const signedIn = await attemptSignIn(email, 'a long enough password', '198.51.100.7', now);
  if (!signedIn.ok) throw new Error(`password refused: ${signedIn.reason}`);
  expect(signedIn.staff.twoFactor).toBe(true);
  return twoFactor.createSignInChallenge(signedIn.staff, now);
}

describe('the test authenticator', () => {
  it('gives the RFC 4226 test values', () => {
    // RFC 4226 appendix D: the key "12345678901234567890", counters 0 and 9.
    const key = Buffer.from('12345678901234567890');
    expect(hotp(key, 0)).toBe('755224');
    expect(hotp(key, 9)).toBe('520489');
  });
});

describe('two-factor sign-in', () => {
  it('sets up from a secret the app scans, turning on only with a code from it', async () => {
    const { user } = await upsertStaff('setup@dealer.test', 'a long enough password');
    const setup = (await twoFactor.twoFactorSetup(user))!;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    const uri = new URL(setup.uri);
    expect(uri.searchParams.get('issuer')).toBe(dealer.name);
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('secret')).toBe(secretOf(setup));
    expect(decodeURIComponent(uri.pathname)).toContain('setup@dealer.test');
    expect(setup.qrSvg).toMatch(/^<svg[^>]*>/);
    // A reload shows the same secret: the app that scanned it a moment ago still matches.
    expect((await twoFactor.twoFactorSetup(user))?.secret).toBe(setup.secret);
    // Two tabs opening set-up at once show the same secret, the one kept: whichever is scanned
    // confirms.
    const { user: twoTabs } = await upsertStaff('two-tabs@dealer.test', 'a long enough password');
    const [first, second] = await Promise.all([
      twoFactor.twoFactorSetup(twoTabs),
      twoFactor.twoFactorSetup(twoTabs),
    ]);
    expect(first!.secret).toBe(second!.secret);

    const now = new Date();
    const wrong = wrongCode(secretOf(setup), now);
    expect(await twoFactor.confirmTwoFactorSetup(user.id, wrong, now)).toEqual({ outcome: 'mismatch' });
    expect((await findStaffMember(user.id))?.twoFactorSince).toBeNull();

    const enabled = await twoFactor.confirmTwoFactorSetup(
      user.id,
      totpCode(secretOf(setup), now.getTime()),
      now,
    );
    expect(enabled.outcome).toBe('enabled');
    if (enabled.outcome !== 'enabled') return;
    expect(enabled.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.recoveryCodes).size).toBe(10);
    for (const code of enabled.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await findStaffMember(user.id))?.twoFactorSince).toBe(now.toISOString());
    const { token } = await createSession(user, now);
    expect((await sessionStaff(token, now))?.twoFactor).toBe(true);

    // Only hashes are kept: neither the codes nor a pending secret are readable in the table.
    const stored = await (
      await database()
    )
      .selectFrom('staff_recovery_codes')
      .select('code_hash')
      .where('staff_id', '=', user.id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(enabled.recoveryCodes).not.toContain(row.code_hash);
  });

  it('never sets up a second phone over two-factor that is on, without a code from the first', async () => {
    const now = new Date();
    const { user, secret } = await accountWithTwoFactor('second-phone@dealer.test', now);
    const stored = () =>
      database().then((db) =>
        db
          .selectFrom('staff_users')
          .select(['totp_secret', 'totp_pending_secret'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow(),
      );
    // A set-up page drawn as two-factor was turned on in another tab keeps no secret of its own,
    // and shows none that could not be confirmed.
    expect(await twoFactor.twoFactorSetup(user)).toBeUndefined();
    expect(await stored()).toEqual({ totp_secret: secret, totp_pending_secret: null });
    // And a secret left pending from before is not taken in place of the working one.
    const other = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await (
      await database()
    )
      .updateTable('staff_users')
      .set({ totp_pending_secret: other })
      .where('id', '=', user.id)
      .execute();
    expect(await twoFactor.twoFactorSetup(user)).toBeUndefined();
    expect(await twoFactor.confirmTwoFactorSetup(user.id, totpCode(other, now.getTime()), now)).toEqual({
      outcome: 'mismatch',
    });
    expect((await stored()).totp_secret).toBe(secret);
  });

  it('asks for the code after the password, takes each code once, and never an older one', async () => {
    const start = new Date('2026-11-25T15:00:10Z');
    const { user, secret } = await accountWithTwoFactor('codes@dealer.test', start);
    const later = new Date(start.getTime() + 5 * stepMs);

    let challenge = await challengeAfterPassword('codes@dealer.test', later);
    expect(
      await attemptSecondFactor(challenge, wrongCode(secret, later), '198.51.100.7', later),
    ).toMatchObject({
      ok: false,
      reason: 'mismatch',
    });
    const code = totpCode(secret, later.getTime());
    expect(await attemptSecondFactor(challenge, code, '198.51.100.7', later)).toMatchObject({
      ok: true,
      staff: { id: user.id },
    });
    // The challenge is spent, and the same code does not open a second one.
    expect(await attemptSecondFactor(challenge, code, '198.51.100.7', later)).toMatchObject({
      reason: 'expired',
    });
    challenge = await twoFactor.createSignInChallenge(user, later);
    expect(await attemptSecondFactor(challenge, code, '198.51.100.7', later)).toMatchObject({
      reason: 'mismatch',
    });
    // A code from the step before, still within the clock-drift window, is older than the one used.
    const before = totpCode(secret, later.getTime() - stepMs);
    expect(await attemptSecondFactor(challenge, before, '198.51.100.7', later)).toMatchObject({
      reason: 'mismatch',
    });
    // A phone whose clock runs 30 s ahead still signs in; two steps ahead does not.
    expect(
      await attemptSecondFactor(
        challenge,
        totpCode(secret, later.getTime() + 2 * stepMs),
        '198.51.100.7',
        later,
      ),
    ).toMatchObject({ reason: 'mismatch' });
    expect(
      await attemptSecondFactor(challenge, totpCode(secret, later.getTime() + stepMs), '198.51.100.7', later),
    ).toMatchObject({ ok: true });
  });

  it('takes each recovery code once, typed with or without its dash, and new codes replace the old', async () => {
    const start = new Date('2026-11-25T16:00:00Z');
    const { user, recoveryCodes } = await accountWithTwoFactor('recovery@dealer.test', start);
    let challenge = await twoFactor.createSignInChallenge(user, start);
    const typed = recoveryCodes[3]!.toUpperCase().replace('-', ' ');
    expect(await attemptSecondFactor(challenge, typed, '198.51.100.7', start)).toMatchObject({ ok: true });
    expect(await twoFactor.unusedRecoveryCodes(user.id)).toBe(9);
    challenge = await twoFactor.createSignInChallenge(user, start);
    expect(await attemptSecondFactor(challenge, recoveryCodes[3]!, '198.51.100.7', start)).toMatchObject({
      reason: 'mismatch',
    });
    // Another account's code is not this one's.
    const other = await accountWithTwoFactor('other@dealer.test', start);
    expect(
      await attemptSecondFactor(challenge, other.recoveryCodes[0]!, '198.51.100.7', start),
    ).toMatchObject({
      reason: 'mismatch',
    });

    const fresh = await twoFactor.replaceRecoveryCodes(user.id, start);
    expect(await twoFactor.unusedRecoveryCodes(user.id)).toBe(10);
    expect(await attemptSecondFactor(challenge, recoveryCodes[4]!, '198.51.100.7', start)).toMatchObject({
      reason: 'mismatch',
    });
    expect(await attemptSecondFactor(challenge, fresh[0]!, '198.51.100.7', start)).toMatchObject({
      ok: true,
    });
  });

  it('ends the step after five wrong codes or five minutes, or when the account is disabled', async () => {
    const start = new Date('2026-11-25T17:00:00Z');
    const { user, secret } = await accountWithTwoFactor('tries@dealer.test', start);
    const now = new Date(start.getTime() + 10 * stepMs);
    let challenge = await twoFactor.createSignInChallenge(user, now);
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(await attemptSecondFactor(challenge, wrongCode(secret, now), '198.51.100.7', now)).toMatchObject(
        {
          reason: 'mismatch',
        },
      );
    expect(await attemptSecondFactor(challenge, wrongCode(secret, now), '198.51.100.7', now)).toMatchObject({
      reason: 'expired',
    });
    // Even the right code now needs the password again.
    expect(
      await attemptSecondFactor(challenge, totpCode(secret, now.getTime()), '198.51.100.7', now),
    ).toMatchObject({ reason: 'expired' });

    // Five wrong codes locked the account, and a right password does not lift the lock.
    expect(
      await attemptSignIn('tries@dealer.test', 'a long enough password', '198.51.100.7', now),
    ).toMatchObject({
      ok: false,
      reason: 'throttled',
    });
    const afterLock = new Date(now.getTime() + 2 * 60_000);
    challenge = await challengeAfterPassword('tries@dealer.test', afterLock);
    const expired = new Date(afterLock.getTime() + twoFactor.challengeLifetimeMs + 1000);
    expect(
      await attemptSecondFactor(challenge, totpCode(secret, expired.getTime()), '198.51.100.7', expired),
    ).toMatchObject({ reason: 'expired' });

    challenge = await twoFactor.createSignInChallenge(user, afterLock);
    const member = await findStaffMember(user.id);
    await setStaffDisabled(user.id, true, member!.version, actingManager, afterLock);
    expect(
      await attemptSecondFactor(challenge, totpCode(secret, afterLock.getTime()), '198.51.100.7', afterLock),
    ).toMatchObject({ reason: 'expired' });
  });

  it("ends every session of the account with a manager's reset, and none when its owner turns it off", async () => {
    const now = new Date();
    const { user: owner } = await accountWithTwoFactor('own-off@dealer.test', now);
    const kept = await createSession(owner, now);
    await twoFactor.turnOffTwoFactor(owner.id, owner);
    expect(await sessionStaff(kept.token, now)).toMatchObject({ id: owner.id, twoFactor: false });

    const { user: lost } = await accountWithTwoFactor('lost-phone@dealer.test', now);
    const phone = await createSession(lost, now);
    expect(await twoFactor.turnOffTwoFactor(lost.id, actingManager, { endSessions: true })).toBe(true);
    expect(await sessionStaff(phone.token, now)).toBeUndefined();
    expect((await findStaffMember(lost.id))?.twoFactorSince).toBeNull();
    // No such account: nothing to reset, and nothing thrown.
    expect(await twoFactor.turnOffTwoFactor('no-such-account', actingManager, { endSessions: true })).toBe(
      false,
    );
  });

  it('turns off with its codes, and a manager requires it for everyone only over the version they saw', async () => {
    const start = new Date('2026-11-25T18:00:00Z');
    const { user } = await accountWithTwoFactor('off@dealer.test', start);
    await twoFactor.turnOffTwoFactor(user.id, user);
    expect((await findStaffMember(user.id))?.twoFactorSince).toBeNull();
    expect(await twoFactor.unusedRecoveryCodes(user.id)).toBe(0);
    const signedIn = await attemptSignIn('off@dealer.test', 'a long enough password', '198.51.100.7', start);
    expect(signedIn).toMatchObject({ ok: true, staff: { twoFactor: false } });

    const opened = await twoFactor.twoFactorRequirement();
    expect(opened.required).toBe(false);
    expect(await twoFactor.saveTwoFactorRequirement(true, 'one@dealer.test', opened.version)).toEqual({
      outcome: 'saved',
    });
    expect((await twoFactor.twoFactorRequirement()).required).toBe(true);
    // A second manager's page was opened before that save: refused, not silently undone.
    expect(await twoFactor.saveTwoFactorRequirement(false, 'two@dealer.test', opened.version)).toMatchObject({
      outcome: 'stale',
    });
    expect((await twoFactor.twoFactorRequirement()).required).toBe(true);
  });
});
