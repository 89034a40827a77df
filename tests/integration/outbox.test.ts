import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { dealer } from '../../src/content/dealer';
import { postEnquiry, setUpLeadMail } from '../support/lead-mail';

const {
  database: db,
  sink,
  smtpPort,
} = await setUpLeadMail({
  CONTACT_RATE_LIMIT: '10000',
  CONFIRMATIONS_PER_HOUR: '3',
  SPAM_RETENTION_DAYS: '30',
});

const { POST } = await import('@/app/api/contact/route');
const { env } = await import('@/env');
const { deleteExpiredSpam, kickOutbox, outboxBacklog, outboxSettled, processOutbox, retryDelaysMs } =
  await import('@/features/leads/server/outbox');
const { closeDatabase, database } = await import('@/server/db/database');

const submit = (fields?: Record<string, string>) => postEnquiry(POST, fields);

async function outbox(where: { leadId?: string; kind?: string } = {}) {
  let query = (await database()).selectFrom('outbox').selectAll();
  if (where.leadId) query = query.where('lead_id', '=', where.leadId);
  if (where.kind) query = query.where('kind', '=', where.kind);
  return query.execute();
}

/** Clears the outbox between tests, so each counts only its own messages. */
async function emptyOutbox() {
  await outboxSettled();
  await (await database()).deleteFrom('outbox').execute();
}

const later = (ms: number) => new Date(Date.now() + ms);

beforeAll(async () => {
  await sink.start(smtpPort);
});

afterAll(async () => {
  await outboxSettled();
  await sink.stop();
  await closeDatabase();
  await db.cleanup();
});

describe('the customer confirmation', () => {
  it("quotes nothing the visitor typed, so it cannot carry anyone's text to anyone", async () => {
    await emptyOutbox();
    const spam = 'Claim your $500 prize at https://prize.example/claim';
    const id = await submit({
      firstName: spam,
      lastName: 'https://prize.example',
      message: `Hello friend! ${spam} <a href="https://prize.example">now</a>`,
      email: 'victim@example.com',
    });
    await outboxSettled();
    const confirmation = sink.to('victim@example.com').at(-1);
    expect(confirmation).toBeDefined();
    const everything = [
      confirmation!.parsed.subject,
      confirmation!.parsed.text,
      confirmation!.parsed.html,
    ].join('\n');
    expect(everything).not.toContain('prize');
    expect(everything).not.toContain('Hello friend');
    expect(everything).toContain(dealer.phone.display);
    // Staff still see every word, as text.
    const notification = sink.to('sales@dealer.test').find((mail) => mail.parsed.text?.includes(id));
    expect(notification?.parsed.text).toContain(spam);
    expect(notification?.parsed.html).not.toContain('<a href="https://prize.example">');
  });

  it('goes to an address once a day, at most CONFIRMATIONS_PER_HOUR in all, and staff get every lead', async () => {
    await emptyOutbox();
    const cap = env().CONFIRMATIONS_PER_HOUR;
    await submit({ email: 'repeat@example.com' });
    await submit({ email: 'repeat@example.com' });
    await submit({ email: 'REPEAT@example.com' });
    expect(await outbox({ kind: 'confirmation' })).toHaveLength(1);

    const leads = [];
    for (let index = 0; index < cap + 2; index++) leads.push(await submit());
    expect(await outbox({ kind: 'confirmation' })).toHaveLength(cap);
    // Every lead still reaches the showroom and the CRM.
    expect(await outbox({ kind: 'notification' })).toHaveLength(leads.length + 3);
    expect(await outbox({ kind: 'adf' })).toHaveLength(leads.length + 3);
  });
});

describe('the outbox', () => {
  it('sends staff notifications and the ADF before customer confirmations', async () => {
    await emptyOutbox();
    await sink.stop();
    // The mail server is down: everything waits for its retry, all due at the same moment.
    for (let index = 0; index < 3; index++) await submit({ email: `order${index}@example.com` });
    await outboxSettled();
    await sink.start(smtpPort);
    const before = sink.received.length;
    const run = await processOutbox({ now: later(retryDelaysMs[0] + 1000), limit: 6 });
    expect(run.sent).toBe(6);
    const recipients = sink.received.slice(before).flatMap((mail) => mail.envelopeTo);
    expect(recipients.every((to) => to === 'sales@dealer.test' || to === 'crm@dealer.test')).toBe(true);
    expect((await outbox({ kind: 'confirmation' })).map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
    ]);
  });

  it('drains a flood continuously, batch after batch, without waiting for the next poll', async () => {
    await emptyOutbox();
    const count = 30; // 60 staff messages at least: three batches of 20
    await Promise.all(Array.from({ length: count }, () => submit()));
    kickOutbox();
    await outboxSettled();
    const rows = await outbox();
    expect(rows.length).toBeGreaterThanOrEqual(2 * count);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
  });

  it('counts an attempt when it claims a message, and records nothing over a claim another worker took', async () => {
    await emptyOutbox();
    await sink.stop();
    const id = await submit({ email: 'slow@example.com' });
    await outboxSettled();
    await sink.start(smtpPort);
    const [message] = await outbox({ leadId: id, kind: 'notification' });
    const attemptsBefore = Number(message!.attempts);
    // Only the notification is due, so it is the message this run claims: the ADF copy waits
    // with the same priority and time, and PostgreSQL may hand back either first.
    await (
      await database()
    )
      .updateTable('outbox')
      .set({ status: 'sent' })
      .where('lead_id', '=', id)
      .where('kind', '!=', 'notification')
      .execute();
    const seenDuringSend: number[] = [];
    const run = await processOutbox({
      now: later(retryDelaysMs[0] + 1000),
      limit: 1,
      // A slow send, during which its claim ran out and another worker took the message over.
      send: async () => {
        const [row] = await outbox({ leadId: id, kind: 'notification' });
        seenDuringSend.push(Number(row!.attempts));
        await (
          await database()
        )
          .updateTable('outbox')
          .set({ claimed_by: 'another-worker' })
          .where('id', '=', message!.id)
          .execute();
      },
    });
    expect(run.sent).toBe(1);
    expect(seenDuringSend).toEqual([attemptsBefore + 1]);
    const [after] = await outbox({ leadId: id, kind: 'notification' });
    // Still the other worker's: this one did not mark it sent behind its back.
    expect(after).toMatchObject({ status: 'sending', claimed_by: 'another-worker' });
  });

  it('shows its backlog: what waits and for how long', async () => {
    await emptyOutbox();
    expect(await outboxBacklog()).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
    await sink.stop();
    await submit();
    await outboxSettled();
    const backlog = await outboxBacklog(later(90_000));
    expect(backlog.pending).toBe(3);
    expect(backlog.oldestPendingSeconds).toBeGreaterThanOrEqual(89);
    await sink.start(smtpPort);
  });
});

describe('spam retention', () => {
  it('deletes spam older than SPAM_RETENTION_DAYS and keeps every real lead', async () => {
    const spam = await submit({ website: 'http://cheap-pills.example' });
    const real = await submit();
    const leads = async () =>
      (
        await (await database()).selectFrom('leads').select('id').where('id', 'in', [spam, real]).execute()
      ).map((row) => row.id);
    expect(await deleteExpiredSpam()).toBe(0);
    const afterRetention = later((env().SPAM_RETENTION_DAYS + 1) * 24 * 60 * 60 * 1000);
    expect(await deleteExpiredSpam(afterRetention)).toBeGreaterThanOrEqual(1);
    expect(await leads()).toEqual([real]);
  });
});
