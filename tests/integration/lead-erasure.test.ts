import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';

/** Erasing a person's data on request, on SQLite and PostgreSQL. */
const db = await createTemporaryDatabase();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-erasure-'));
process.env.DATA_DIR = dataDir;

const { createLead } = await import('@/features/leads/server/lead-mutations');
const { findLead, listLeads } = await import('@/features/leads/server/lead-queries');
const { addLeadNote, leadTimeline, recordLeadEvent, setLeadStatus } =
  await import('@/features/leads/server/lead-desk');
const { erasePerson } = await import('@/features/leads/server/lead-erasure');
const { escalateOverdueLeads } = await import('@/features/leads/server/lead-escalation');
const { storeTradeInPhotos } = await import('@/features/requests/server/trade-in-photos');
const { env } = await import('@/env');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A small real JPEG the photo checks accept: a 1200 x 900 grey picture. */
async function photo() {
  const sharp = (await import('sharp')).default;
  const data = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  return { name: 'cart.jpg', bytes: new Uint8Array(data) };
}

describe('erasing a person', () => {
  it('closes their open leads as lost, so none waits for an answer or is escalated; a won lead stays won', async () => {
    const email = `erase.open.${Date.now()}@example.com`;
    const person = {
      firstName: 'Robin',
      lastName: 'Gone',
      email,
      phone: '609-555-0133',
      interest: 'sales' as const,
    };
    const waiting = await createLead({ ...person, message: 'Still waiting for a price' });
    const bought = await createLead({ ...person, message: 'The cart I bought' });
    await setLeadStatus(
      bought.id,
      { status: 'won', expectedVersion: (await findLead(bought.id))!.version },
      'sam@dealer.test',
    );
    await erasePerson((await findLead(waiting.id))!, 'boss@dealer.test', [bought.id]);
    expect(await findLead(waiting.id)).toMatchObject({ status: 'lost', statusReason: 'erased' });
    expect(await findLead(bought.id)).toMatchObject({ status: 'won' });
    const closing = (await leadTimeline(waiting.id)).find((event) => event.kind === 'status');
    expect(closing).toMatchObject({
      staffEmail: 'boss@dealer.test',
      detail: { from: 'new', to: 'lost', reason: 'erased' },
    });
    // Past the promise, the escalation finds nothing of theirs to tell managers about.
    const overdue = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000 - 60_000);
    await escalateOverdueLeads(overdue);
    expect((await findLead(waiting.id))!.escalatedAt).toBeNull();
  });

  it('clears their details, words and photos on every linked lead, keeps what the counts need, and records it', async () => {
    const email = `erase.${Date.now()}@example.com`;
    const stored = await storeTradeInPhotos([await photo()], 5);
    if (!stored.ok) throw new Error(stored.error);
    const tradeIn = await createLead(
      {
        firstName: 'Pat',
        lastName: 'Eraseme',
        email,
        phone: '609-555-0177',
        interest: 'sales',
        message: 'My old cart',
        topic: 'trade-in',
        sourcePath: '/trade-in',
      },
      {
        kind: 'trade-in',
        cartBrand: 'EZ-GO',
        cartModel: 'TXT',
        cartYear: 2015,
        cartCondition: 'fair',
        batteryType: 'lead-acid',
        photos: stored.photos,
      },
    );
    const samePhone = await createLead({
      firstName: 'Pat',
      lastName: 'E.',
      email: `other.${email}`,
      phone: '(609) 555-0177',
      interest: 'rentals',
      message: 'A rental too',
    });
    // The same office line, another extension, name and e-mail: linked by the phone, not the person.
    const colleague = await createLead({
      firstName: 'Bob',
      lastName: 'Colleague',
      email: `bob.${email}`,
      phone: '609-555-0177 ext. 34',
      interest: 'parts',
      message: 'A parts quote for our fleet',
    });
    const stranger = await createLead({
      firstName: 'Lee',
      lastName: 'Keepme',
      email: `keep.${email}`,
      phone: '609-555-0199',
      interest: 'sales',
      message: 'Keep me',
    });
    await addLeadNote(
      tradeIn.id,
      { text: 'Pat lives on Ocean Ave, wants cash.', entryKey: randomUUID() },
      'sam@dealer.test',
    );
    // Their own words, texted back to us, go too.
    await recordLeadEvent(await database(), samePhone.id, 'text-reply', null, new Date().toISOString(), {
      text: 'The gate code at Ocean Ave is 4412',
    });
    // Before the erasure the cart they described finds the lead; after it, nothing does.
    expect((await listLeads({ q: 'EZ-GO TXT' })).leads.map((found) => found.id)).toContain(tradeIn.id);
    const lead = (await findLead(tradeIn.id))!;
    await setLeadStatus(lead.id, { status: 'contacted', expectedVersion: lead.version }, 'sam@dealer.test');
    const photoDir = path.resolve(env().DATA_DIR, 'trade-in-photos', stored.photos[0]!.id);
    expect(existsSync(photoDir)).toBe(true);

    // Ticked: their lead under the same phone; and the stranger's, which is not linked and is passed over.
    expect(
      await erasePerson((await findLead(tradeIn.id))!, 'boss@dealer.test', [samePhone.id, stranger.id]),
    ).toEqual({ erased: 2 });

    for (const id of [tradeIn.id, samePhone.id]) {
      const erased = (await findLead(id))!;
      expect(erased).toMatchObject({
        firstName: 'Erased',
        lastName: '',
        email: '',
        phone: '',
        message: '',
        details: null,
      });
      const timeline = await leadTimeline(id);
      expect(timeline.find((event) => event.kind === 'erased')).toMatchObject({
        staffEmail: 'boss@dealer.test',
      });
      expect(JSON.stringify(timeline)).not.toContain('Ocean Ave');
    }
    const kept = (await findLead(tradeIn.id))!;
    // Still open, it could never be answered now: closed as lost, for that reason, by the manager.
    expect(kept).toMatchObject({
      status: 'lost',
      statusReason: 'erased',
      topic: 'trade-in',
      sourcePath: '/trade-in',
      interest: 'sales',
    });
    expect(existsSync(photoDir)).toBe(false);
    expect((await findLead(stranger.id))!.email).toBe(`keep.${email}`);
    // The colleague on the same line was not ticked: their lead is whole and still open.
    expect(await findLead(colleague.id)).toMatchObject({
      firstName: 'Bob',
      email: `bob.${email}`,
      message: 'A parts quote for our fleet',
      status: 'new',
    });
    // Nothing of them is found any more, and two erased leads are not one person.
    expect((await listLeads({ q: 'Eraseme' })).total).toBe(0);
    // Nor by the cart they described: its words went with the request.
    expect((await listLeads({ q: 'EZ-GO TXT' })).leads.map((lead) => lead.id)).not.toContain(tradeIn.id);
    // By the phone, only the colleague's lead is found.
    expect((await listLeads({ q: '6095550177' })).leads.map((lead) => lead.id)).toEqual([colleague.id]);
    const raw = await (
      await database()
    )
      .selectFrom('leads')
      .select('phone_e164')
      .where('id', '=', tradeIn.id)
      .executeTakeFirstOrThrow();
    expect(raw.phone_e164).toBeNull();
  });
});
