import 'server-only';

import { randomBytes } from 'node:crypto';

import { database } from '@/server/db/database';

/**
 * A rejected form post (JavaScript off) comes back to /contact with its messages and what the
 * visitor typed. The typed values stay on the server under an opaque id for an hour, so no name,
 * e-mail or message ever travels in an address bar, a log or the history.
 */
const lifetimeMs = 60 * 60 * 1000;

export async function saveEnquiryDraft(fields: Record<string, string>): Promise<string> {
  const db = await database();
  const id = randomBytes(18).toString('base64url');
  const now = new Date();
  await db
    .insertInto('enquiry_drafts')
    .values({ id, fields: JSON.stringify(fields), created_at: now.toISOString() })
    .execute();
  await db
    .deleteFrom('enquiry_drafts')
    .where('created_at', '<', new Date(now.getTime() - lifetimeMs).toISOString())
    .execute();
  return id;
}

export async function readEnquiryDraft(id: string): Promise<Record<string, string> | undefined> {
  if (!/^[\w-]{20,40}$/.test(id)) return undefined;
  const db = await database();
  const row = await db
    .selectFrom('enquiry_drafts')
    .select(['fields', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || Date.parse(row.created_at) < Date.now() - lifetimeMs) return undefined;
  try {
    const fields = JSON.parse(row.fields) as unknown;
    if (!fields || typeof fields !== 'object') return undefined;
    return Object.fromEntries(
      Object.entries(fields as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return undefined;
  }
}
