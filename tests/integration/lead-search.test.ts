import { CompiledQuery, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import type { RequestDetails, TradeInPhoto } from '@/features/requests/request-details';

import { databaseBefore } from '../support/older-release';
import { createTemporaryDatabase } from '../support/temp-database';

/** The staff inbox's search and the person's other leads, on SQLite and PostgreSQL. */
const db = await createTemporaryDatabase();

const { createLead } = await import('@/features/leads/server/lead-mutations');
const { linkedLeads, linkedLeadsAtMost, listLeads, findLead } =
  await import('@/features/leads/server/lead-queries');
const { closeDatabase } = await import('@/server/db/database');
const { municipalities } = await import('@/content/municipalities');
const { cartTypes } = await import('@/content/rental-plans');
const { townName } = await import('@/features/places/town-copy');
const { requestDetailRows } = await import('@/features/requests/request-details');
const { fillMissingDetailsText, leadsWithoutDetailsText } =
  await import('@/features/leads/server/lead-search-text');
const { database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

const unique = `${Date.now()}`;

async function enquiry(fields: { email: string; phone: string; lastName?: string; vehicleId?: string }) {
  const { id } = await createLead({
    firstName: 'Tom',
    lastName: fields.lastName ?? `Alvarez${unique}`,
    email: fields.email,
    phone: fields.phone,
    interest: 'sales',
    message: 'Looking at a six seater for the shore house.',
    vehicleId: fields.vehicleId,
  });
  return id;
}

const found = async (q: string) => (await listLeads({ q })).leads.map((lead) => lead.id);

describe('the staff inbox search', () => {
  it('finds a lead by its phone however it is written, and by a vehicle named in words', async () => {
    const id = await enquiry({
      email: `tom.${unique}@example.com`,
      phone: '(848) 555-0166',
      vehicleId: 'denago-ev-city',
    });
    for (const written of ['8485550166', '(848) 555-0166', '+1 848-555-0166', '848.555.0166'])
      expect(await found(written)).toContain(id);
    expect(await found('ev city')).toContain(id);
    expect(await found('8485550199')).not.toContain(id);
  });

  it('finds a lead by the whole name a caller gives, and by its cart’s name as the inbox shows it, renamed too', async () => {
    const id = await enquiry({
      email: `whole.${unique}@example.com`,
      phone: '(848) 555-0177',
      lastName: `Muñoz${unique}`,
      vehicleId: 'denago-ev-city',
    });
    expect(await found(`tom muñoz${unique}`)).toContain(id);
    expect(await found(`TOM MUÑOZ${unique}`)).toContain(id);
    expect(await found(`Muñoz${unique} Tom`)).not.toContain(id);
    const vehicles = (await database()).selectFrom('vehicles');
    const { name } = await vehicles
      .select('name')
      .where('id', '=', 'denago-ev-city')
      .executeTakeFirstOrThrow();
    expect(await found(name)).toContain(id);
    // Renamed by staff: the lead's headline follows the cart, and so does the search.
    const renamed = `Évolution Test 2+2 ${unique}`;
    await (
      await database()
    )
      .updateTable('vehicles')
      .set({ name: renamed })
      .where('id', '=', 'denago-ev-city')
      .execute();
    try {
      expect(await found(`évolution test 2+2 ${unique}`)).toContain(id);
    } finally {
      await (
        await database()
      )
        .updateTable('vehicles')
        .set({ name })
        .where('id', '=', 'denago-ev-city')
        .execute();
    }
  });
});

describe('the staff inbox search, in words the inbox shows', () => {
  it('finds a request by the words its page shows, never by the names or ids it is stored under', async () => {
    const details = {
      kind: 'trade-in',
      cartBrand: `Brand${unique}`,
      cartModel: 'TXT',
      cartYear: 2015,
      cartCondition: 'fair',
      batteryType: 'lead-acid',
      photos: [] as TradeInPhoto[],
    } satisfies RequestDetails;
    const { id } = await createLead(
      {
        firstName: 'Pat',
        lastName: `Lee${unique}`,
        email: `pat.${unique}@example.com`,
        phone: '(609) 555-0171',
        interest: 'sales',
        message: 'My old cart',
        topic: 'trade-in',
      },
      details,
    );
    for (const [, shown] of requestDetailRows(details)) expect(await found(shown)).toContain(id);
    // The stored JSON's field names, its ids and its punctuation are not what staff read.
    for (const stored of ['cartBrand', 'cartCondition', 'batteryType', '"kind"', 'photos'])
      expect(await found(stored)).not.toContain(id);
  });

  it('finds a name in any case of any alphabet, not only A to Z', async () => {
    const { id } = await createLead({
      firstName: 'Élodie',
      lastName: `Ørsted${unique}`,
      email: `e.${unique}@example.com`,
      phone: '(848) 555-0177',
      interest: 'sales',
      message: 'A question about a cart.',
    });
    for (const typed of [`Ørsted${unique}`, `ørsted${unique}`, `ØRSTED${unique}`])
      expect(await found(typed)).toContain(id);
    expect(await found('élodie')).toContain(id);
  });

  it('finds a rental by its town and cart type as the inbox names them, not only by their ids', async () => {
    const town = municipalities[0]!;
    const type = cartTypes[0]!;
    const { id } = await createLead({
      firstName: 'Rae',
      lastName: `Shore${unique}`,
      email: `rae.${unique}@example.com`,
      phone: '(848) 555-0188',
      interest: 'rentals',
      message: 'A cart for the week.',
      municipality: town.slug,
      rentalPlan: `${type.id}/weekly`,
    });
    expect(await found(townName(town))).toContain(id);
    expect(await found(type.title.toUpperCase())).toContain(id);
    expect(await found(`${townName(town)} nowhere`)).not.toContain(id);
  });
});

describe("a person's other leads", () => {
  it('links leads with the same e-mail in any case or the same phone however written, and no others', async () => {
    const first = await enquiry({ email: `link.${unique}@example.com`, phone: '732-555-0141' });
    const sameEmail = await enquiry({ email: `LINK.${unique}@Example.com`, phone: '609-555-0142' });
    const samePhone = await enquiry({ email: `other.${unique}@example.com`, phone: '+1 (732) 555 0141' });
    const stranger = await enquiry({ email: `stranger.${unique}@example.com`, phone: '732-555-0199' });
    const linked = (await linkedLeads((await findLead(first))!, linkedLeadsAtMost)).map((lead) => lead.id);
    expect(linked.sort()).toEqual([sameEmail, samePhone].sort());
    expect(linked).not.toContain(stranger);
  });
});

describe('upgrading a database that has leads', () => {
  it('gives every earlier lead its phone in one form, so it is found and linked too', async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-11-25-013-lead-phone-e164');
    for (const [id, phone] of [
      ['earlier', '(848) 555-0166'],
      ['unreadable', 'ask for Tom'],
    ])
      await sql`insert into leads (id, first_name, last_name, email, phone, interest, message, created_at)
        values (${id}, 'Tom', 'Alvarez', 'tom@example.com', ${phone}, 'sales', 'x', '2026-11-01T10:00:00.000Z')`.execute(
        old,
      );
    const error = await upgrade();
    expect(error).toBeUndefined();
    const rows = await old.selectFrom('leads').select(['id', 'phone_e164']).orderBy('id').execute();
    expect(rows).toEqual([
      { id: 'earlier', phone_e164: '+18485550166' },
      { id: 'unreadable', phone_e164: null },
    ]);
    await close();
  });

  it('looks for the leads still without search words, at each start, through an index of only them', async () => {
    const app = await database();
    const lookup = leadsWithoutDetailsText(app).compile();
    const plan = async (explain: string, run: typeof app) =>
      JSON.stringify(
        (await run.executeQuery(CompiledQuery.raw(`${explain} ${lookup.sql}`, [...lookup.parameters]))).rows,
      );
    if (db.dialect === 'sqlite')
      expect(await plan('explain query plan', app)).toContain('leads_details_text_missing');
    // PostgreSQL reads a table this small whole; told not to, it must have the index to turn to.
    else
      await app.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        expect(await plan('explain', trx)).toContain('leads_details_text_missing');
      });
  });

  it('gives every earlier request the words the search looks in, once, at start', async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-11-30-049-lead-details-text');
    const details = JSON.stringify({
      kind: 'trade-in',
      cartBrand: 'Yamaha',
      cartModel: 'Drive2',
      cartYear: 2018,
      cartCondition: 'good',
      batteryType: 'lithium',
      photos: [],
    });
    for (const [id, stored] of [
      ['earlier', details],
      ['unreadable', '{not json'],
    ])
      await sql`insert into leads (id, first_name, last_name, email, phone, interest, message, details, created_at)
        values (${id}, 'Tom', 'Alvarez', 'tom@example.com', '848-555-0166', 'sales', 'x', ${stored}, '2026-11-01T10:00:00.000Z')`.execute(
        old,
      );
    expect(await upgrade()).toBeUndefined();
    expect(await fillMissingDetailsText(old as never)).toBe(2);
    const rows = await old.selectFrom('leads').select(['id', 'details_text']).orderBy('id').execute();
    expect(rows.find((row) => row.id === 'unreadable')?.details_text).toBe('');
    const earlier = rows.find((row) => row.id === 'earlier')?.details_text ?? '';
    expect(earlier).toContain('Yamaha Drive2');
    expect(earlier).not.toContain('cartBrand');
    // Filled once: a second start finds nothing left to fill.
    expect(await fillMissingDetailsText(old as never)).toBe(0);
    await close();
  });
});
