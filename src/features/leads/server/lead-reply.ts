import 'server-only';

import {
  defaultReplyTemplates,
  replyKinds,
  type ReplyKind,
  type ReplyTemplate,
} from '@/content/reply-templates';
import { database } from '@/server/db/database';
import { isSqlite } from '@/server/db/dialect';
import { readSettings, saveSettings } from '@/server/db/settings-store';
import { lockForTransaction } from '@/server/db/transaction-lock';
import { mailConfigured } from '@/server/mail/transport';

import { markContacted, markFirstResponse, recordLeadEvent } from './lead-desk';
import { kickOutbox, queueMessages } from './outbox';

/**
 * Replies from the lead page: the templates (managers' edits over the defaults in
 * src/content/reply-templates.ts), and sending one through the outbox with the staff member as
 * Reply-To, recorded on the lead's timeline.
 */

const key = (kind: ReplyKind, part: 'subject' | 'body') => `reply.${kind}.${part}`;
const allKeys = replyKinds.flatMap((kind) => [key(kind, 'subject'), key(kind, 'body')]);

export async function replyTemplates(): Promise<{
  templates: Record<ReplyKind, ReplyTemplate>;
  version: string;
}> {
  const { values, version } = await readSettings('office_settings', allKeys);
  const templates = Object.fromEntries(
    replyKinds.map((kind) => [
      kind,
      {
        subject: values.get(key(kind, 'subject')) ?? defaultReplyTemplates[kind].subject,
        body: values.get(key(kind, 'body')) ?? defaultReplyTemplates[kind].body,
      },
    ]),
  ) as Record<ReplyKind, ReplyTemplate>;
  return { templates, version };
}

/** Stores every template if nobody saved them after `expectedVersion`. */
export async function saveReplyTemplates(
  templates: Record<ReplyKind, ReplyTemplate>,
  staffEmail: string,
  expectedVersion: string,
  now = new Date(),
): Promise<'saved' | 'stale'> {
  const values = Object.fromEntries(
    replyKinds.flatMap((kind) => [
      [key(kind, 'subject'), templates[kind].subject],
      [key(kind, 'body'), templates[kind].body],
    ]),
  );
  return (await saveSettings('office_settings', values, staffEmail, expectedVersion, now)).outcome;
}

/**
 * `sent-from-page`: this page's reply went already, and what was posted now is another; `erased`:
 * the person's data was erased, so there is nobody to write to.
 */
export type ReplyOutcome = 'queued' | 'missing' | 'mail-off' | 'sent-from-page' | 'erased';

/**
 * Queues the reply to the customer (Reply-To: the staff member, so the answer reaches them) and
 * records it on the timeline in the same transaction; it is the lead's first response if there
 * was none. The reply's key (one a page) names its outbox message: sent again (a double click
 * without JavaScript, a resent post), it is found queued and not queued twice.
 */
export async function sendLeadReply(
  id: string,
  reply: ReplyTemplate & { replyKey: string },
  staff: { email: string },
  now = new Date(),
): Promise<ReplyOutcome> {
  if (!mailConfigured()) return 'mail-off';
  const db = await database();
  const at = now.toISOString();
  const outcome = await db.transaction().execute(async (trx): Promise<ReplyOutcome> => {
    // Locked (PostgreSQL) against an erasure at the same moment: either the erasure waits and
    // takes this reply with the rest, or this reply waits and finds nobody to write to.
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'email'])
      .where('id', '=', id)
      .$if(!isSqlite(trx), (query) => query.forUpdate())
      .executeTakeFirst();
    if (!lead) return 'missing';
    // The person's data was erased (a page opened before it still shows the reply form): an empty
    // address is what erasePerson leaves, and their words must not come back onto the lead.
    if (lead.email === '') return 'erased';
    await lockForTransaction(trx, `lead-reply:${reply.replyKey}`);
    const sent = await trx
      .selectFrom('outbox')
      .select(['lead_id', 'subject', 'text_body'])
      .where('id', '=', reply.replyKey)
      .executeTakeFirst();
    // The same reply again is queued already; anything else under its key (a page kept by Back and
    // written again, a key from elsewhere) is refused, never dropped while staff are told it went.
    if (sent)
      return sent.lead_id === id && sent.subject === reply.subject && sent.text_body === reply.body
        ? 'queued'
        : 'sent-from-page';
    await queueMessages(
      trx,
      id,
      [
        {
          kind: 'reply',
          recipients: lead.email,
          subject: reply.subject,
          text: reply.body,
          replyTo: staff.email,
          id: reply.replyKey,
        },
      ],
      at,
    );
    await recordLeadEvent(trx, id, 'email', staff.email, at, {
      subject: reply.subject,
      text: reply.body,
      to: lead.email,
    });
    await markFirstResponse(trx, id, staff.email, at);
    await markContacted(trx, id, staff.email, at);
    return 'queued';
  });
  if (outcome === 'queued') kickOutbox();
  return outcome;
}
