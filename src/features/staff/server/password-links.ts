import 'server-only';

import { dealer } from '@/content/dealer';
import { env } from '@/env';
import { appLog } from '@/server/app-log';
import { database, type Executor } from '@/server/db/database';
import { smtpSender } from '@/server/mail/transport';

import { hashPassword } from './password';
import { passwordProblem } from './password-rule';
import { hashSecretToken, newSecretToken } from './secret-tokens';
import { normalizeEmail, replacePassword } from './staff';

/**
 * Single-use links that set a password: a welcome for a person a manager added, or a forgotten
 * password. Only the token's hash is stored; a link works once, within its time, for an enabled
 * account, and setting a password ends every session the account had.
 */

export type PasswordLinkPurpose = 'welcome' | 'reset';

const lifetimeMs: Record<PasswordLinkPurpose, number> = {
  reset: 60 * 60 * 1000,
  welcome: 3 * 24 * 60 * 60 * 1000,
};
/** A second "forgot password" for the same account within this long sends nothing more. */
const resetQuietMs = 2 * 60 * 1000;

export function passwordLinkUrl(token: string): string {
  return `${env().SITE_URL}/admin/password?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a link for the account. A welcome replaces every earlier unused link of the account; a
 * reset only an earlier reset: anyone may ask for one by a new hire's address, and that must not
 * end the invitation a manager sent (setting a password either way ends every link).
 */
export async function createPasswordLink(
  db: Executor,
  staffId: string,
  purpose: PasswordLinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = newSecretToken();
  let replaced = db.deleteFrom('password_links').where('staff_id', '=', staffId).where('used_at', 'is', null);
  if (purpose === 'reset') replaced = replaced.where('purpose', '=', 'reset');
  await replaced.execute();
  await db
    .insertInto('password_links')
    .values({
      token_hash: hashSecretToken(token),
      staff_id: staffId,
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The account a link would set the password of, while it can still be used. */
export async function passwordLinkAccount(
  token: string,
  now = new Date(),
): Promise<{ staffId: string; email: string; purpose: PasswordLinkPurpose } | undefined> {
  if (!token || token.length > 100) return undefined;
  const db = await database();
  const row = await db
    .selectFrom('password_links')
    .innerJoin('staff_users', 'staff_users.id', 'password_links.staff_id')
    .select(['password_links.staff_id', 'password_links.purpose', 'staff_users.email'])
    .where('password_links.token_hash', '=', hashSecretToken(token))
    .where('password_links.used_at', 'is', null)
    .where('password_links.expires_at', '>', now.toISOString())
    .where('staff_users.disabled_at', 'is', null)
    .executeTakeFirst();
  return row
    ? { staffId: row.staff_id, email: row.email, purpose: row.purpose as PasswordLinkPurpose }
    : undefined;
}

/** Sets the password through the link, once; false when the link cannot be used (any more). */
export async function redeemPasswordLink(
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  if (passwordProblem(password)) return false;
  const account = await passwordLinkAccount(token, now);
  if (!account) return false;
  const passwordHash = await hashPassword(password);
  const db = await database();
  return db.transaction().execute(async (trx) => {
    // Used in the same statement that checks it is unused: two tabs cannot both redeem it.
    const used = await trx
      .updateTable('password_links')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashSecretToken(token))
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await replacePassword(
      trx,
      account.staffId,
      passwordHash,
      account.purpose === 'welcome' ? 'welcome-link' : 'reset-link',
    );
    return true;
  });
}

function passwordMail(purpose: PasswordLinkPurpose, token: string) {
  const url = passwordLinkUrl(token);
  return purpose === 'welcome'
    ? {
        subject: `Your ${dealer.name} staff account`,
        text: [
          `A manager added you to the ${dealer.name} staff area, where web leads are answered.`,
          '',
          `Choose your password here (the link works once, for three days):`,
          url,
        ].join('\n'),
      }
    : {
        subject: `Set a new password for the ${dealer.name} staff area`,
        text: [
          'Someone asked to set a new password for this staff account. If it was you, choose one here',
          '(the link works once, for one hour):',
          url,
          '',
          'If it was not you, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      };
}

/** E-mails a password link; false when mail is not configured or the server refused it. */
export async function mailPasswordLink(
  email: string,
  purpose: PasswordLinkPurpose,
  token: string,
): Promise<boolean> {
  const send = smtpSender();
  if (!send) return false;
  try {
    await send({ to: email, ...passwordMail(purpose, token) });
    return true;
  } catch (error) {
    appLog.error(
      { purpose, reason: (error as Error).message },
      `The ${purpose} e-mail to a staff account could not be sent`,
    );
    return false;
  }
}

/**
 * "Forgot password": mails a link when the address is an enabled account's, and does nothing
 * otherwise. The caller answers the same either way, so the form cannot be used to find accounts.
 */
export async function requestPasswordReset(email: string, now = new Date()): Promise<void> {
  const db = await database();
  const account = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', normalizeEmail(email))
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  if (!account) return;
  const recent = await db
    .selectFrom('password_links')
    .select('token_hash')
    .where('staff_id', '=', account.id)
    .where('purpose', '=', 'reset')
    .where('created_at', '>', new Date(now.getTime() - resetQuietMs).toISOString())
    .executeTakeFirst();
  if (recent) return;
  const token = await createPasswordLink(db, account.id, 'reset', now);
  await mailPasswordLink(normalizeEmail(email), 'reset', token);
}
