import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { postEnquiry, setUpLeadMail } from '../support/lead-mail';

/**
 * A lead nobody answers within the dealer's promise is escalated to the managers exactly once,
 * through a real SMTP server, on SQLite and PostgreSQL. The clock is an argument, never a sleep.
 */
const { database: db, sink, smtpPort } = await setUpLeadMail({ CONTACT_RATE_LIMIT: '1000' });

const { POST } = await import('@/app/api/contact/route');
const { outboxSettled, processOutbox } = await import('@/features/leads/server/outbox');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { leadTimeline, logLeadCall } = await import('@/features/leads/server/lead-desk');
const { escalateOverdueLeads } = await import('@/features/leads/server/lead-escalation');
const { deskSettings } = await import('@/features/leads/server/desk-settings');
const { isOverdue, responseDeadline } = await import('@/features/leads/lead-promise');
const { upsertStaff } = await import('@/features/staff/server/staff');
const { closeDatabase } = await import('@/server/db/database');

const manager = `manager.${Date.now()}@dealer.test`;

beforeAll(async () => {
  await sink.start(smtpPort);
  await upsertStaff(manager, 'a long enough password');
});

afterAll(async () => {
  await sink.stop();
  await closeDatabase();
  await db.cleanup();
});

async function newLead() {
  const id = await postEnquiry(POST, { interest: 'sales' });
  await outboxSettled();
  return (await findLead(id))!;
}

describe('escalating a lead nobody answered', () => {
  it('tells the managers once, when the promise runs out in opening hours, and not a minute before', async () => {
    const lead = await newLead();
    const { promiseMinutes } = await deskSettings();
    const deadline = responseDeadline(lead, promiseMinutes);
    const alerts = () =>
      sink.to(manager).filter((mail) => mail.parsed.text?.includes(`/admin/leads/${lead.id}`));

    expect(isOverdue(lead, promiseMinutes, new Date(deadline.getTime() - 60_000))).toBe(false);
    expect(await escalateOverdueLeads(new Date(deadline.getTime() - 60_000))).toBe(0);
    expect(isOverdue(lead, promiseMinutes, deadline)).toBe(true);
    // Two server processes at the same moment: one alert between them.
    const counts = await Promise.all([escalateOverdueLeads(deadline), escalateOverdueLeads(deadline)]);
    expect(counts[0] + counts[1]).toBe(1);
    await outboxSettled();
    // The alert is due at the moment it was raised, on the same moved clock.
    await processOutbox({ now: deadline });
    expect(alerts()).toHaveLength(1);
    const [alert] = alerts();
    expect(alert!.parsed.subject).toMatch(new RegExp(`^Not answered in time: .*ref ${lead.reference}$`));
    expect(alert!.parsed.text).toContain(`within ${promiseMinutes} minutes of opening hours`);
    expect(alert!.parsed.replyTo?.map((address) => address.address)).toEqual([lead.email]);

    // An hour later: still the one alert.
    expect(await escalateOverdueLeads(new Date(deadline.getTime() + 3_600_000))).toBe(0);
    await outboxSettled();
    await processOutbox({ now: new Date(deadline.getTime() + 3_600_000) });
    expect(alerts()).toHaveLength(1);
    const escalated = (await leadTimeline(lead.id)).filter((event) => event.kind === 'escalated');
    expect(escalated).toHaveLength(1);
    expect(escalated[0]!.detail.to).toContain(manager);
  });

  it('leaves a lead answered in time alone', async () => {
    const lead = await newLead();
    const { promiseMinutes } = await deskSettings();
    const deadline = responseDeadline(lead, promiseMinutes);
    await logLeadCall(
      lead.id,
      { outcome: 'voicemail', text: '', entryKey: randomUUID() },
      'sam@dealer.test',
      new Date(deadline.getTime() - 60_000),
    );
    const answered = (await findLead(lead.id))!;
    expect(isOverdue(answered, promiseMinutes, new Date(deadline.getTime() + 60_000))).toBe(false);
    await escalateOverdueLeads(new Date(deadline.getTime() + 60_000));
    expect((await findLead(lead.id))!.escalatedAt).toBeNull();
  });
});
