import 'server-only';

import { randomUUID } from 'node:crypto';
import os from 'node:os';

import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';

import { env } from '@/env';
import type { Vehicle } from '@/features/inventory/vehicle';
import { removeTradeInPhotos } from '@/features/requests/server/trade-in-photos';
import { appLog } from '@/server/app-log';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import { mailConfigured, smtpSender, type SendMail } from '@/server/mail/transport';
import { recordSmsKeyword, smsOptedOut } from '@/server/sms/sms-opt-outs';
import { smsConfigured, smsSender, type SendText } from '@/server/sms/twilio-sender';

import type { Assignee, Lead, LeadMessage, MessageKind } from '../lead';
import { leadMessages, type OutgoingMessage } from './lead-messages';
import { parseDetails } from './lead-search-text';

/** Delay before each retry; after the last one the message is marked failed. */
export const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000] as const;
export const maxAttempts = retryDelaysMs.length + 1;
/** How long a claim holds before another worker may take the message over (a crashed sender). */
const claimMs = 2 * 60_000;

const workerId = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Queues the e-mails of a new lead in the same transaction that stores it, so a lead is never
 * stored without its messages or the other way round. Nothing is queued when SMTP_URL is unset.
 */
export async function enqueueLeadMessages(
  trx: Transaction<Database>,
  lead: Lead,
  vehicle: Vehicle | undefined,
  routing: { notifyTo?: string; assignee?: Assignee; sameCustomer?: { id: string; reference: string } },
  { customerConfirmation = true } = {},
): Promise<number> {
  const settings = env();
  if (!mailConfigured()) return 0;
  const messages = leadMessages(
    lead,
    {
      siteUrl: settings.SITE_URL,
      leadsTo: routing.notifyTo,
      leadsAdfTo: settings.LEADS_ADF_TO,
      assignedTo: routing.assignee ? routing.assignee.name || routing.assignee.email : undefined,
      sameCustomer: routing.sameCustomer,
    },
    vehicle,
  );
  const confirmationAllowed =
    customerConfirmation && (await confirmationWithinCaps(trx, lead.email, lead.createdAt));
  const queued = messages.filter((message) => message.kind !== 'confirmation' || confirmationAllowed);
  return queueMessages(trx, lead.id, queued, lead.createdAt);
}

/** Queues `messages` of a lead in `trx`, to be sent from `at` on. */
export async function queueMessages(
  trx: Transaction<Database>,
  leadId: string,
  messages: readonly OutgoingMessage[],
  at: string,
): Promise<number> {
  if (messages.length === 0) return 0;
  await trx
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        id: message.id ?? randomUUID(),
        lead_id: leadId,
        kind: message.kind,
        recipients: message.recipients,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        reply_to: message.replyTo ?? null,
        priority: message.kind === 'confirmation' ? 1 : 0,
        next_attempt_at: at,
        created_at: at,
      })),
    )
    .execute();
  return messages.length;
}

/**
 * The staff notification again, for the person a manager just gave the lead to; queued in the
 * transaction that reassigns it. Nothing is queued when mail is not configured.
 */
export async function enqueueAssignmentNotice(
  trx: Transaction<Database>,
  lead: Lead,
  vehicle: Vehicle | undefined,
  assignee: Assignee,
  givenBy: string,
  at: string,
): Promise<number> {
  const settings = env();
  if (!mailConfigured()) return 0;
  const notice = leadMessages(
    lead,
    {
      siteUrl: settings.SITE_URL,
      leadsTo: assignee.email,
      assignedTo: assignee.name || assignee.email,
      givenBy,
    },
    vehicle,
  ).filter((message) => message.kind === 'notification');
  return queueMessages(trx, lead.id, notice, at);
}

/**
 * A confirmation goes to an address at most once a day, and at most CONFIRMATIONS_PER_HOUR go out
 * in all: the form cannot be used to flood someone's inbox. Staff mail is never capped.
 */
async function confirmationWithinCaps(
  trx: Transaction<Database>,
  email: string,
  nowIso: string,
): Promise<boolean> {
  const now = Date.parse(nowIso);
  const count = (since: number, recipient?: string) => {
    let query = trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('kind', '=', 'confirmation')
      .where('created_at', '>', new Date(since).toISOString());
    // "Pat@Example.com" and "pat@example.com" are one inbox.
    if (recipient)
      query = query.where((eb) => eb(eb.fn('lower', ['recipients']), '=', recipient.toLowerCase()));
    return query.executeTakeFirstOrThrow().then((row) => Number(row.count));
  };
  if ((await count(now - 24 * 60 * 60 * 1000, email)) > 0) return false;
  return (await count(now - 60 * 60 * 1000)) < env().CONFIRMATIONS_PER_HOUR;
}

/** Due now: pending and past its next attempt, or claimed by a sender whose claim ran out. */
function isDue(eb: ExpressionBuilder<Database, 'outbox'>, nowIso: string) {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', nowIso)]),
  ]);
}

/**
 * Takes a message for this worker and counts the attempt: the attempts it returns are the row's
 * own, after the claim, so two workers can never both count from the same old value.
 */
async function claim(db: Kysely<Database>, id: string, now: Date): Promise<number | undefined> {
  const nowIso = now.toISOString();
  // A conditional update is atomic on SQLite and PostgreSQL alike: of several processes racing
  // for the same row, exactly one sees a changed row.
  const row = await db
    .updateTable('outbox')
    .set((eb) => ({
      status: 'sending',
      claimed_by: workerId,
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where((eb) => isDue(eb, nowIso))
    .returning('attempts')
    .executeTakeFirst();
  return row ? Number(row.attempts) : undefined;
}

/** Records the outcome only while this worker still holds the claim (a slow send may have lost it). */
function stillOurs(db: Kysely<Database>, id: string) {
  return db
    .updateTable('outbox')
    .where('id', '=', id)
    .where('claimed_by', '=', workerId)
    .where('status', '=', 'sending');
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
}

/** The kind of a text message: its recipient is a phone in E.164, its text the message. */
export const textKind: MessageKind = 'sms';

/** Twilio's answer for a number that replied STOP to the sending number: no retry will reach it. */
const unsubscribedRecipient = 21610;

/**
 * Sends what is due: claims each message, sends it (e-mail over SMTP, a text through Twilio),
 * and records the outcome. A failed send is retried with backoff (retryDelaysMs); after
 * maxAttempts the message is marked failed. A text to a number that replied STOP is never sent.
 */
export async function processOutbox({
  now = new Date(),
  send = smtpSender(),
  sendText = smsSender(),
  limit = 20,
}: { now?: Date; send?: SendMail; sendText?: SendText; limit?: number } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  if (!send && !sendText) return run;
  const db = await database();
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipients', 'subject', 'text_body', 'html_body', 'reply_to'])
    .where((eb) => isDue(eb, nowIso))
    // Each channel only while it is configured: a text waits for Twilio, an e-mail for SMTP.
    .$if(!send, (query) => query.where('kind', '=', textKind))
    .$if(!sendText, (query) => query.where('kind', '<>', textKind))
    // Staff notifications and the CRM's ADF before customer confirmations, oldest first.
    .orderBy('priority')
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();

  for (const message of due) {
    const attempts = await claim(db, message.id, now);
    if (attempts === undefined) continue;
    const withheld = message.kind === textKind && (await smsOptedOut(message.recipients, db));
    if (withheld) {
      await stillOurs(db, message.id)
        .set({
          status: 'failed',
          last_error: 'Not texted: this number replied STOP',
          claimed_by: null,
          claimed_until: null,
        })
        .execute();
      run.failed++;
      continue;
    }
    try {
      if (message.kind === textKind) await sendText!({ to: message.recipients, body: message.text_body });
      else
        await send!({
          to: message.recipients,
          subject: message.subject,
          text: message.text_body,
          html: message.html_body ?? undefined,
          replyTo: message.reply_to ?? undefined,
        });
      await stillOurs(db, message.id)
        .set({
          status: 'sent',
          sent_at: new Date().toISOString(),
          claimed_by: null,
          claimed_until: null,
          last_error: null,
        })
        .execute();
      run.sent++;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delay = retryDelaysMs[attempts - 1];
      const unsubscribed =
        message.kind === textKind && (error as { code?: unknown } | null)?.code === unsubscribedRecipient;
      // The carrier holds the number's STOP: remembered here too, so nothing else is queued for it.
      if (unsubscribed) await recordSmsKeyword(message.recipients, 'STOP', true, now);
      const giveUp = unsubscribed || attempts >= maxAttempts || delay === undefined;
      await stillOurs(db, message.id)
        .set({
          status: giveUp ? 'failed' : 'pending',
          last_error: reason,
          claimed_by: null,
          claimed_until: null,
          next_attempt_at: giveUp ? nowIso : new Date(now.getTime() + delay).toISOString(),
        })
        .execute();
      if (giveUp) run.failed++;
      else run.retried++;
    }
  }
  return run;
}

export async function leadMessagesState(leadId: string): Promise<LeadMessage[]> {
  const db = await database();
  const rows = await db
    .selectFrom('outbox')
    .select(['id', 'kind', 'recipients', 'status', 'attempts', 'next_attempt_at', 'last_error', 'sent_at'])
    .where('lead_id', '=', leadId)
    .orderBy('created_at')
    .orderBy('kind')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as MessageKind,
    recipients: row.recipients,
    status: row.status as LeadMessage['status'],
    attempts: Number(row.attempts),
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    sentAt: row.sent_at,
  }));
}

const globalForWorker = globalThis as typeof globalThis & {
  __outboxTimer?: NodeJS.Timeout;
  __outboxRunning?: Promise<unknown>;
  __outboxStopped?: boolean;
};

/**
 * Sends what is due now, batch after batch while there is work (a flood of enquiries drains at
 * the mail server's pace, not one batch per poll), unless a run is already going in this process.
 */
export function kickOutbox(): void {
  if (!outboxHasChannel() || globalForWorker.__outboxRunning || globalForWorker.__outboxStopped) return;
  globalForWorker.__outboxRunning = (async () => {
    for (;;) {
      const run = await processOutbox();
      if (run.sent + run.retried + run.failed === 0 || globalForWorker.__outboxStopped) break;
    }
  })()
    .catch((error: unknown) => appLog.error({ err: error }, 'Outbox run failed'))
    .finally(() => {
      globalForWorker.__outboxRunning = undefined;
    });
}

/** Stops polling and waits for the send in progress (graceful shutdown). */
export async function stopOutboxWorker(): Promise<void> {
  globalForWorker.__outboxStopped = true;
  if (globalForWorker.__outboxTimer) clearInterval(globalForWorker.__outboxTimer);
  globalForWorker.__outboxTimer = undefined;
  await globalForWorker.__outboxRunning;
}

export interface OutboxBacklog {
  pending: number;
  failed: number;
  /** Age in seconds of the oldest message still waiting, or null when none is. */
  oldestPendingSeconds: number | null;
}

/** What is waiting to be sent (the health check and the staff inbox show it). */
export async function outboxBacklog(now = new Date()): Promise<OutboxBacklog> {
  const db = await database();
  const [waiting, failed] = await Promise.all([
    db
      .selectFrom('outbox')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('status', 'in', ['pending', 'sending'])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('status', '=', 'failed')
      .executeTakeFirstOrThrow(),
  ]);
  const oldest = waiting.oldest ? Date.parse(String(waiting.oldest)) : undefined;
  return {
    pending: Number(waiting.count),
    failed: Number(failed.count),
    oldestPendingSeconds:
      oldest === undefined ? null : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
  };
}

/** Resolves when this process has no outbox run in progress (tests, graceful shutdown). */
export async function outboxSettled(): Promise<void> {
  await globalForWorker.__outboxRunning;
}

/** Whether anything can be sent: mail (SMTP_URL) or texts (Twilio). */
const outboxHasChannel = () => mailConfigured() || smsConfigured();

/** Starts the in-process worker: every server process polls, and claims keep sends single. */
export function startOutboxWorker(intervalMs = 15_000): void {
  if (!outboxHasChannel() || globalForWorker.__outboxTimer) return;
  globalForWorker.__outboxTimer = setInterval(kickOutbox, intervalMs);
  globalForWorker.__outboxTimer.unref();
  kickOutbox();
}

/**
 * Deletes leads marked as spam longer ago than SPAM_RETENTION_DAYS (their outbox rows go too), and
 * then the trade-in photos they came with, as an erasure does: a lead staff marked spam may be a
 * real trade-in, and its photos must not outlive it.
 */
export async function deleteExpiredSpam(now = new Date()): Promise<number> {
  const db = await database();
  const cutoff = new Date(now.getTime() - env().SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  const expired = (eb: ExpressionBuilder<Database, 'leads'>) =>
    eb.and([eb('status', '=', 'spam'), eb('created_at', '<', cutoff)]);
  const { deleted, photos } = await db.transaction().execute(async (trx) => {
    const photos = (
      await trx
        .selectFrom('leads')
        .select('details')
        .where(expired)
        .where('details', 'is not', null)
        .execute()
    ).flatMap((row) => {
      const details = parseDetails(row.details);
      return details?.kind === 'trade-in' ? details.photos : [];
    });
    // Their timelines go with them.
    await trx
      .deleteFrom('lead_events')
      .where('lead_id', 'in', (eb) => eb.selectFrom('leads').select('id').where(expired))
      .execute();
    const result = await trx.deleteFrom('leads').where(expired).executeTakeFirst();
    return { deleted: Number(result.numDeletedRows), photos };
  });
  // After the commit: the photos of leads a failed purge kept stay with them.
  await removeTradeInPhotos(photos);
  return deleted;
}
