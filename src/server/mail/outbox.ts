import 'server-only';

import { randomUUID } from 'node:crypto';
import os from 'node:os';

import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';

import { env } from '@/env';
import type { Lead, LeadMessage, MessageKind } from '@/lib/lead';
import { database } from '@/server/db/database';
import type { Database } from '@/server/db/schema';
import type { Vehicle } from '@/lib/vehicle';

import { leadMessages } from './lead-messages';
import { smtpSender, type SendMail } from './transport';

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
  vehicle?: Vehicle,
): Promise<number> {
  const settings = env();
  if (!settings.SMTP_URL) return 0;
  const messages = leadMessages(
    lead,
    { siteUrl: settings.SITE_URL, leadsTo: settings.LEADS_TO, leadsAdfTo: settings.LEADS_ADF_TO },
    vehicle,
  );
  if (messages.length === 0) return 0;
  await trx
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        id: randomUUID(),
        lead_id: lead.id,
        kind: message.kind,
        recipients: message.recipients,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        next_attempt_at: lead.createdAt,
        created_at: lead.createdAt,
      })),
    )
    .execute();
  return messages.length;
}

/** Due now: pending and past its next attempt, or claimed by a sender whose claim ran out. */
function isDue(eb: ExpressionBuilder<Database, 'outbox'>, nowIso: string) {
  return eb.or([
    eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', nowIso)]),
    eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<', nowIso)]),
  ]);
}

async function claim(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const nowIso = now.toISOString();
  // A conditional update is atomic on SQLite and PostgreSQL alike: of several processes racing
  // for the same row, exactly one sees a changed row.
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'sending',
      claimed_by: workerId,
      claimed_until: new Date(now.getTime() + claimMs).toISOString(),
    })
    .where('id', '=', id)
    .where((eb) => isDue(eb, nowIso))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface OutboxRun {
  sent: number;
  retried: number;
  failed: number;
}

/**
 * Sends what is due: claims each message, sends it, and records the outcome. A failed send is
 * retried with backoff (retryDelaysMs); after maxAttempts the message is marked failed.
 */
export async function processOutbox({
  now = new Date(),
  send = smtpSender(),
  limit = 20,
}: { now?: Date; send?: SendMail; limit?: number } = {}): Promise<OutboxRun> {
  const run: OutboxRun = { sent: 0, retried: 0, failed: 0 };
  if (!send) return run;
  const db = await database();
  const nowIso = now.toISOString();
  const due = await db
    .selectFrom('outbox')
    .select(['id', 'recipients', 'subject', 'text_body', 'html_body', 'attempts'])
    .where((eb) => isDue(eb, nowIso))
    .orderBy('next_attempt_at')
    .limit(limit)
    .execute();

  for (const message of due) {
    if (!(await claim(db, message.id, now))) continue;
    const attempts = Number(message.attempts) + 1;
    try {
      await send({
        to: message.recipients,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body ?? undefined,
      });
      await db
        .updateTable('outbox')
        .set({
          status: 'sent',
          attempts,
          sent_at: new Date().toISOString(),
          claimed_by: null,
          claimed_until: null,
          last_error: null,
        })
        .where('id', '=', message.id)
        .execute();
      run.sent++;
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const delay = retryDelaysMs[attempts - 1];
      const giveUp = attempts >= maxAttempts || delay === undefined;
      await db
        .updateTable('outbox')
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          last_error: reason,
          claimed_by: null,
          claimed_until: null,
          next_attempt_at: giveUp ? nowIso : new Date(now.getTime() + delay).toISOString(),
        })
        .where('id', '=', message.id)
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
};

/** Runs the outbox once now, unless a run is already going in this process. */
export function kickOutbox(): void {
  if (!env().SMTP_URL || globalForWorker.__outboxRunning) return;
  globalForWorker.__outboxRunning = processOutbox()
    .catch((error: unknown) => console.error('Outbox run failed', error))
    .finally(() => {
      globalForWorker.__outboxRunning = undefined;
    });
}

/** Resolves when this process has no outbox run in progress (tests, graceful shutdown). */
export async function outboxSettled(): Promise<void> {
  await globalForWorker.__outboxRunning;
}

/** Starts the in-process worker: every server process polls, and claims keep sends single. */
export function startOutboxWorker(intervalMs = 15_000): void {
  if (!env().SMTP_URL || globalForWorker.__outboxTimer) return;
  globalForWorker.__outboxTimer = setInterval(kickOutbox, intervalMs);
  globalForWorker.__outboxTimer.unref();
  kickOutbox();
}
