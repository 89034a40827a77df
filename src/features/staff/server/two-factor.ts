import 'server-only';

import { randomInt } from 'node:crypto';

import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';

import { dealer } from '@/content/dealer';
import { database, type Executor } from '@/server/db/database';
import { readSettings, saveSettings, type SettingsSaveResult } from '@/server/db/settings-store';

import { noteAccountEvent } from './account-events';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { endAccountSessions, type StaffUser } from './staff';

/**
 * Optional two-factor sign-in with an authenticator app (TOTP, RFC 6238: six digits, 30-second
 * steps, SHA-1, which every authenticator app reads), plus ten single-use recovery codes for a
 * lost phone. A manager can require it of every account.
 */

const period = 30;
const digits = 6;
const algorithm = 'SHA1';
/** A code from the step before or after is accepted too: phones' clocks drift. */
const stepWindow = 1;
export const recoveryCodeCount = 10;
/** No 0/o, 1/l/i: a code copied from paper is read as it was written. */
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Between an accepted password and the code: five minutes, five tries. */
export const challengeLifetimeMs = 5 * 60 * 1000;
export const maxChallengeFailures = 5;

const requirementKey = 'staff.require_two_factor';

function totp(secret: string, email: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: dealer.name,
    label: email,
    algorithm,
    digits,
    period,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** A code as typed: spaces and dashes dropped, letters in lower case. */
const normalizeCode = (input: string) => input.replace(/[\s-]/g, '').toLowerCase();

/** The time step a six-digit code belongs to, if it is one of the secret's around `now`. */
function matchingStep(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = OTPAuth.TOTP.validate({
    token: code,
    secret: OTPAuth.Secret.fromBase32(secret),
    algorithm,
    digits,
    period,
    timestamp: now.getTime(),
    window: stepWindow,
  });
  return delta === null ? undefined : OTPAuth.TOTP.counter({ period, timestamp: now.getTime() }) + delta;
}

export interface TwoFactorSetup {
  /** The secret for typing in by hand, in groups of four. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code, as an SVG drawn here: nothing is fetched from anyone else. */
  qrSvg: string;
}

/**
 * The secret being set up for an account (made on first call; the same one on a reload, so a
 * code from a scan a minute ago still confirms). None once the account's two-factor is on (a page
 * drawn as another tab turned it on): no secret is shown that could not be confirmed, and none is
 * stored that would let whoever holds the session enrol another phone unasked.
 */
export async function twoFactorSetup(staff: {
  id: string;
  email: string;
}): Promise<TwoFactorSetup | undefined> {
  const db = await database();
  const stored = () =>
    db
      .selectFrom('staff_users')
      .select(['totp_pending_secret', 'totp_enabled_at'])
      .where('id', '=', staff.id)
      .executeTakeFirstOrThrow();
  let row = await stored();
  if (!row.totp_pending_secret && row.totp_enabled_at === null) {
    // Only over no secret: two tabs opening set-up at once both show the one that is kept.
    await db
      .updateTable('staff_users')
      .set({ totp_pending_secret: new OTPAuth.Secret({ size: 20 }).base32 })
      .where('id', '=', staff.id)
      .where('totp_enabled_at', 'is', null)
      .where('totp_pending_secret', 'is', null)
      .execute();
    row = await stored();
  }
  const secret = row.totp_pending_secret;
  if (row.totp_enabled_at !== null || !secret) return undefined;
  const uri = totp(secret, staff.email).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secret.match(/.{1,4}/g)!.join(' '), uri, qrSvg };
}

function newRecoveryCode(): string {
  const characters = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(recoveryAlphabet.length)]);
  return `${characters.slice(0, 5).join('')}-${characters.slice(5).join('')}`;
}

async function writeRecoveryCodes(db: Executor, staffId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await db.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  await db
    .insertInto('staff_recovery_codes')
    .values(
      codes.map((code) => ({
        code_hash: hashSecretToken(normalizeCode(code)),
        staff_id: staffId,
        created_at: now.toISOString(),
      })),
    )
    .execute();
  return codes;
}

/** Ten fresh recovery codes for the account; any earlier ones stop working. Shown once. */
export async function replaceRecoveryCodes(staffId: string, now = new Date()): Promise<string[]> {
  const db = await database();
  return db.transaction().execute(async (trx) => {
    const codes = await writeRecoveryCodes(trx, staffId, now);
    await noteAccountEvent(trx, staffId, 'owner', { kind: 'recovery-codes-renewed' }, now);
    return codes;
  });
}

/** The account's secret in use and the one waiting for its first code, either possibly null. */
async function secretsOf(staffId: string) {
  const db = await database();
  return db
    .selectFrom('staff_users')
    .select(['totp_secret', 'totp_pending_secret'])
    .where('id', '=', staffId)
    .executeTakeFirst();
}

export type ConfirmSetupOutcome = { outcome: 'enabled'; recoveryCodes: string[] } | { outcome: 'mismatch' };

/** Turns two-factor on once a code from the new secret shows the app has it. */
export async function confirmTwoFactorSetup(
  staffId: string,
  input: string,
  now = new Date(),
): Promise<ConfirmSetupOutcome> {
  const pending = (await secretsOf(staffId))?.totp_pending_secret;
  if (!pending) return { outcome: 'mismatch' };
  const step = matchingStep(pending, normalizeCode(input), now);
  if (step === undefined) return { outcome: 'mismatch' };
  const db = await database();
  return db.transaction().execute(async (trx): Promise<ConfirmSetupOutcome> => {
    const enabled = await trx
      .updateTable('staff_users')
      .set({
        totp_secret: pending,
        totp_pending_secret: null,
        totp_enabled_at: now.toISOString(),
        totp_last_step: step,
      })
      .where('id', '=', staffId)
      // The same secret as was checked: two tabs confirming at once enable it once. Only while it is
      // off: turning it on again over a working one would need no code from the phone it has.
      .where('totp_pending_secret', '=', pending)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(enabled.numUpdatedRows) === 0) return { outcome: 'mismatch' };
    const recoveryCodes = await writeRecoveryCodes(trx, staffId, now);
    await noteAccountEvent(trx, staffId, 'owner', { kind: 'two-factor-on' }, now);
    return { outcome: 'enabled', recoveryCodes };
  });
}

/**
 * Turns two-factor off for an account (by its owner with a code, or by a manager for a lost
 * phone); false when there is no such account. A manager's reset (`endSessions`) ends every
 * session of the account in the same change: the lost phone may be in someone's hand with a
 * session open on it, and none may outlive the factor it signed in with.
 */
export async function turnOffTwoFactor(
  staffId: string,
  by: { email: string },
  { endSessions = false }: { endSessions?: boolean } = {},
): Promise<boolean> {
  const db = await database();
  return db.transaction().execute(async (trx) => {
    // Turned off only if it was on: a second press, or a page opened before, keeps no second entry.
    const wasOn = await trx
      .updateTable('staff_users')
      .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', staffId)
      .where('totp_enabled_at', 'is not', null)
      .executeTakeFirst();
    if (Number(wasOn.numUpdatedRows) === 1) {
      await trx.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
      await noteAccountEvent(trx, staffId, by, { kind: 'two-factor-off' });
    } else {
      const account = await trx
        .selectFrom('staff_users')
        .select('id')
        .where('id', '=', staffId)
        .executeTakeFirst();
      if (!account) return false;
    }
    if (endSessions) await endAccountSessions(trx, staffId);
    return true;
  });
}

/**
 * Whether `input` is the account's second factor now: a code from its app (each accepted once,
 * never an older one) or one of its unused recovery codes (then used up).
 */
export async function verifySecondFactor(staffId: string, input: string, now = new Date()): Promise<boolean> {
  const code = normalizeCode(input);
  if (code.length === 0 || code.length > 40) return false;
  const secret = (await secretsOf(staffId))?.totp_secret;
  if (!secret) return false;
  const step = matchingStep(secret, code, now);
  const db = await database();
  if (step !== undefined) {
    const accepted = await db
      .updateTable('staff_users')
      .set({ totp_last_step: step })
      .where('id', '=', staffId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(accepted.numUpdatedRows) === 1;
  }
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('staff_recovery_codes')
      .set({ used_at: now.toISOString() })
      .where('code_hash', '=', hashSecretToken(code))
      .where('staff_id', '=', staffId)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    // A recovery code spent is worth a manager's eye: the phone may be lost, or the paper found.
    const codesLeft = await unusedRecoveryCodes(staffId, trx);
    await noteAccountEvent(trx, staffId, 'owner', { kind: 'recovery-code-used', codesLeft }, now);
    return true;
  });
}

/** How many of the account's recovery codes are still unused. */
export async function unusedRecoveryCodes(staffId: string, executor?: Executor): Promise<number> {
  const db = executor ?? (await database());
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The step after an accepted password: a token for a short-lived cookie. It keeps the account's
 * epoch as read with the password, for the session the code opens.
 */
export async function createSignInChallenge(
  account: Pick<StaffUser, 'id' | 'sessionEpoch'>,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  const db = await database();
  await db.deleteFrom('sign_in_challenges').where('expires_at', '<', now.toISOString()).execute();
  await db
    .insertInto('sign_in_challenges')
    .values({
      token_hash: hashSecretToken(token),
      staff_id: account.id,
      epoch: account.sessionEpoch,
      expires_at: new Date(now.getTime() + challengeLifetimeMs).toISOString(),
    })
    .execute();
  return token;
}

/**
 * The account a challenge is for, while it is within its five minutes and tries and the account
 * has not been signed out since its password was accepted.
 */
export async function challengeAccount(
  token: string | undefined,
  now = new Date(),
): Promise<{ staffId: string; failures: number; sessionEpoch: number } | undefined> {
  if (!token || token.length > 200) return undefined;
  const db = await database();
  const row = await db
    .selectFrom('sign_in_challenges')
    .innerJoin('staff_users', 'staff_users.id', 'sign_in_challenges.staff_id')
    .select(['staff_id', 'expires_at', 'failures', 'epoch', 'session_epoch'])
    .where('token_hash', '=', hashSecretToken(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString() || row.failures >= maxChallengeFailures) return undefined;
  // Begun before the account was last signed out, by a sign-in that raced it.
  if (Number(row.epoch) !== Number(row.session_epoch)) return undefined;
  return { staffId: row.staff_id, failures: row.failures, sessionEpoch: Number(row.epoch) };
}

/** Counts a wrong code; the fifth ends the challenge (back to the password). */
export async function recordChallengeFailure(token: string): Promise<void> {
  const db = await database();
  await db
    .updateTable('sign_in_challenges')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('token_hash', '=', hashSecretToken(token))
    .execute();
}

export async function endSignInChallenge(token: string): Promise<void> {
  const db = await database();
  await db.deleteFrom('sign_in_challenges').where('token_hash', '=', hashSecretToken(token)).execute();
}

/** Whether a manager requires two-factor of every account, and the version the setting is at. */
export async function twoFactorRequirement(): Promise<{ required: boolean; version: string }> {
  const { values, version } = await readSettings('office_settings', [requirementKey]);
  return { required: values.get(requirementKey) === '1', version };
}

export async function saveTwoFactorRequirement(
  required: boolean,
  staffEmail: string,
  expectedVersion: string,
): Promise<SettingsSaveResult> {
  return saveSettings(
    'office_settings',
    { [requirementKey]: required ? '1' : '0' },
    staffEmail,
    expectedVersion,
  );
}
