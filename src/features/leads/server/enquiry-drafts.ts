import 'server-only';

import { randomBytes } from 'node:crypto';

import { database } from '@/server/db/database';
import { sha256Base64url } from '@/server/security/digest';

/**
 * A rejected form post (JavaScript off) comes back to /contact with its messages and what the
 * visitor typed. The typed values stay on the server under an opaque id for an hour, so no name,
 * e-mail or message ever travels in an address bar, a log or the history.
 */
const lifetimeMs = 60 * 60 * 1000;

/**
 * The drafts one client address keeps at once: room for every visitor behind one address (a
 * resort's Wi-Fi) to be refused a few times in the hour and go Back to an earlier refusal. Refused
 * posts are not counted against the enquiry limit, so a script sending them by the thousand only
 * ever replaces its own, a few megabytes at most.
 */
export const draftsPerClient = 50;

/** Keeps what `client` (their address, as the rate limits name it) typed; answers the draft's id. */
export async function saveEnquiryDraft(fields: Record<string, string>, client: string): Promise<string> {
  const db = await database();
  const id = randomBytes(18).toString('base64url');
  const now = new Date();
  const clientKey = sha256Base64url(client);
  await db
    .insertInto('enquiry_drafts')
    .values({ id, fields: JSON.stringify(fields), created_at: now.toISOString(), client_key: clientKey })
    .execute();
  await db
    .deleteFrom('enquiry_drafts')
    .where('client_key', '=', clientKey)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('enquiry_drafts')
        .select('id')
        .where('client_key', '=', clientKey)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(draftsPerClient),
    )
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
