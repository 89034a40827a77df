import 'server-only';

import { database, type Executor } from '@/server/db/database';

/**
 * Numbers that replied STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT), until they reply START
 * (or YES, UNSTOP): nothing is texted to a number while it is opted out, checked when a text is
 * queued and again when it is sent.
 */

export const optOutKeywords = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const optInKeywords = ['START', 'YES', 'UNSTOP'] as const;

/**
 * What a reply's text asks for, read as Twilio reads it: the whole reply is the keyword, in any
 * case, punctuation aside ("Stop." opts out; "Cancel my booking" and "Yes, I'll be there" are
 * words for a person, and change nothing).
 */
export function keywordOf(body: string): { keyword: string; optOut: boolean } | undefined {
  const word = body.toUpperCase().replace(/[^A-Z]/g, '');
  if ((optOutKeywords as readonly string[]).includes(word)) return { keyword: word, optOut: true };
  if ((optInKeywords as readonly string[]).includes(word)) return { keyword: word, optOut: false };
  return undefined;
}

export async function recordSmsKeyword(
  phone: string,
  keyword: string,
  optOut: boolean,
  now = new Date(),
): Promise<void> {
  const db = await database();
  const values = { opted_out: optOut ? 1 : 0, keyword, changed_at: now.toISOString() };
  await db
    .insertInto('sms_opt_outs')
    .values({ phone, ...values })
    .onConflict((conflict) => conflict.column('phone').doUpdateSet(values))
    .execute();
}

export async function smsOptedOut(phone: string, db?: Executor): Promise<boolean> {
  const row = await (db ?? (await database()))
    .selectFrom('sms_opt_outs')
    .select('opted_out')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return Number(row?.opted_out ?? 0) === 1;
}
