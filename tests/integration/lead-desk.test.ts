import { randomUUID } from 'node:crypto';

import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';

import { actingManager } from '../support/acting-manager';
import { postEnquiry } from '../support/lead-mail';
import { databaseBefore } from '../support/older-release';
import { spreadsheetRecords } from '../support/spreadsheet-csv';
import { createTemporaryDatabase } from '../support/temp-database';

/** What staff do with a lead (status, notes, calls, follow-up), on SQLite and PostgreSQL. */
const db = await createTemporaryDatabase();

const { createLead } = await import('@/features/leads/server/lead-mutations');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { addLeadNote, leadTimeline, logLeadCall, setLeadFollowUp, setLeadStatus } =
  await import('@/features/leads/server/lead-desk');
const { callOutcomeLabels, eventAuthor, leadEventSummary } = await import('@/features/leads/lead-desk');
const { callerBookingResponder, leadStatusLabels } = await import('@/features/leads/lead');
const { addStaffMember } = await import('@/features/staff/server/staff-directory');
const { leadPage } = await import('@/features/leads/server/lead-page');
const { closeDatabase, database } = await import('@/server/db/database');
const { leadsCsv } = await import('@/features/leads/server/lead-csv');
const { parseCsv } = await import('@/lib/csv');
const { formatLocalTimestamp } = await import('@/lib/format-date');
const { dealer } = await import('@/content/dealer');
const { enquiryTopics } = await import('@/content/enquiries');
const { cartTypes } = await import('@/content/rental-plans');
const { municipalities } = await import('@/content/municipalities');
const { POST: postContact } = await import('@/app/api/contact/route');
const { leadHeadline, leadRequestRows } = await import('@/features/leads/server/lead-messages');
const { cheaperPlan } = await import('@/features/requests/rental-quote');
const { formatMonthly } = await import('@/features/requests/payment-estimate');
const { unfilledBlanksMessage, unnamedCartBlank } = await import('@/features/leads/lead-reply');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

async function newLead() {
  const { id } = await createLead({
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: `dana.${Date.now()}.${Math.random()}@example.com`,
    phone: '732-555-0188',
    interest: 'sales',
    message: 'Is the six seater still in stock?',
  });
  const lead = await findLead(id);
  if (!lead) throw new Error('The lead was not stored');
  return lead;
}

const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);

describe('the reply drafted on a lead page', () => {
  it("is signed with the staff member's name, the dealer's for an account without one, never their sign-in address", async () => {
    const lead = await newLead();
    const me = {
      id: randomUUID(),
      email: 'sam@dealer.test',
      role: 'manager',
      twoFactor: false,
      sessionEpoch: 0,
    } as const;
    const named = await leadPage({ ...me, name: 'Sam Rivera' }, lead, {});
    expect(named.draft.body).toMatch(/\nSam Rivera\n/);
    const nameless = await leadPage({ ...me, name: '' }, lead, {});
    expect(nameless.draft.body).toContain(`\n${dealer.name}\n`);
    expect(nameless.draft.body).not.toContain(me.email);
  });

  it('leaves a blank for the cart when the lead names none, never a town or the request in its place', async () => {
    const town = municipalities[0]!;
    const { id } = await createLead({
      firstName: 'Rae',
      lastName: 'Townpage',
      email: `rae.${Date.now()}@example.com`,
      phone: '732-555-0189',
      interest: 'sales',
      topic: 'test-drive',
      municipality: town.slug,
      message: '',
    });
    const me = {
      id: randomUUID(),
      email: 'sam@dealer.test',
      name: 'Sam Rivera',
      role: 'manager',
      twoFactor: false,
      sessionEpoch: 0,
    } as const;
    const { draft } = await leadPage(me, (await findLead(id))!, {});
    expect(draft.subject).toContain(unnamedCartBlank);
    expect(`${draft.subject}\n${draft.body}`).not.toContain(town.name);
    // The blank stops the reply until the person answering names the cart.
    expect(unfilledBlanksMessage(draft.subject)).toContain(unnamedCartBlank);
  });
});

describe('a status change', () => {
  it('is recorded with who and when, and the first one by staff times the first response', async () => {
    const lead = await newLead();
    expect(lead.status).toBe('new');
    expect(lead.firstResponseAt).toBeNull();
    const at = minutesAfter(lead.createdAt, 12);
    expect(
      await setLeadStatus(
        lead.id,
        { status: 'contacted', expectedVersion: lead.version },
        'sam@dealer.test',
        at,
      ),
    ).toEqual({
      outcome: 'done',
    });
    const after = (await findLead(lead.id))!;
    expect(after.status).toBe('contacted');
    expect(after.firstResponseAt).toBe(at.toISOString());
    expect(after.firstResponseBy).toBe('sam@dealer.test');
    const [entry] = await leadTimeline(lead.id);
    expect(entry).toMatchObject({ kind: 'status', staffEmail: 'sam@dealer.test', at: at.toISOString() });
    expect(leadEventSummary(entry!)).toBe('Status New → Contacted');

    // A later change by someone else does not move the first response.
    await setLeadStatus(
      lead.id,
      { status: 'lost', reason: 'price', expectedVersion: after.version },
      'alex@dealer.test',
      minutesAfter(lead.createdAt, 90),
    );
    const lost = (await findLead(lead.id))!;
    expect(lost.firstResponseBy).toBe('sam@dealer.test');
    expect(lost.statusReason).toBe('price');
    expect(leadEventSummary((await leadTimeline(lead.id))[0]!)).toBe('Status Contacted → Lost (Price)');
  });

  it('from a page opened before someone else changed the lead is refused, naming their change', async () => {
    const lead = await newLead();
    await setLeadStatus(lead.id, { status: 'contacted', expectedVersion: lead.version }, 'sam@dealer.test');
    const stale = await setLeadStatus(
      lead.id,
      { status: 'won', expectedVersion: lead.version },
      'alex@dealer.test',
    );
    expect(stale.outcome).toBe('stale');
    if (stale.outcome !== 'stale') return;
    expect(stale.changes.map((change) => [change.staffEmail, leadEventSummary(change)])).toEqual([
      ['sam@dealer.test', 'Status New → Contacted'],
    ]);
    expect((await findLead(lead.id))!.status).toBe('contacted');
    // Applied on purpose against the version the refusal showed, it goes through.
    expect(
      await setLeadStatus(
        lead.id,
        { status: 'won', expectedVersion: stale.currentVersion },
        'alex@dealer.test',
      ),
    ).toEqual({ outcome: 'done' });
    expect((await findLead(lead.id))!.status).toBe('won');
  });

  it('to spam answers nobody, and a missing lead is said to be missing', async () => {
    const lead = await newLead();
    await setLeadStatus(lead.id, { status: 'spam', expectedVersion: lead.version }, 'sam@dealer.test');
    expect((await findLead(lead.id))!.firstResponseAt).toBeNull();
    expect(
      await setLeadStatus(
        '00000000-0000-0000-0000-000000000000',
        { status: 'won', expectedVersion: 1 },
        'x@y.z',
      ),
    ).toEqual({ outcome: 'missing' });
  });
});

describe('notes, calls and the follow-up date', () => {
  it('adds notes and calls to the timeline without refusing anyone; the first call answers the lead', async () => {
    const lead = await newLead();
    expect(
      await addLeadNote(
        lead.id,
        { text: 'Asked for the lifted model too.', entryKey: randomUUID() },
        'sam@dealer.test',
      ),
    ).toBe('recorded');
    expect((await findLead(lead.id))!.firstResponseAt).toBeNull();
    const callAt = minutesAfter(lead.createdAt, 7);
    await logLeadCall(
      lead.id,
      { outcome: 'voicemail', text: '', entryKey: randomUUID() },
      'alex@dealer.test',
      callAt,
    );
    const after = (await findLead(lead.id))!;
    expect([after.firstResponseAt, after.firstResponseBy]).toEqual([
      callAt.toISOString(),
      'alex@dealer.test',
    ]);
    // Neither moved the version: a status change from a page opened before them still saves.
    expect(after.version).toBe(lead.version);
    const timeline = await leadTimeline(lead.id);
    expect(timeline.map(leadEventSummary)).toEqual(['Call: Left a voicemail', 'Note']);
    expect(timeline[1]!.detail.text).toBe('Asked for the lifted model too.');
    expect(
      await addLeadNote(
        '00000000-0000-0000-0000-000000000000',
        { text: 'x', entryKey: randomUUID() },
        'sam@dealer.test',
      ),
    ).toBe('missing');
  });

  it('moves a New lead to Contacted when a call reaches them, not for a voicemail, nor a lead moved on already', async () => {
    const lead = await newLead();
    const call = (id: string, outcome: 'voicemail' | 'reached') =>
      logLeadCall(id, { outcome, text: '', entryKey: randomUUID() }, 'sam@dealer.test');
    await call(lead.id, 'voicemail');
    expect((await findLead(lead.id))!.status).toBe('new');
    await call(lead.id, 'reached');
    const reached = (await findLead(lead.id))!;
    expect(reached.status).toBe('contacted');
    // A real change of status: a page opened before it is told of it.
    expect(reached.version).toBe(lead.version + 1);
    const [moved] = await leadTimeline(lead.id);
    expect([moved!.staffEmail, leadEventSummary(moved!)]).toEqual([
      'sam@dealer.test',
      `Status ${leadStatusLabels.new} → ${leadStatusLabels.contacted}`,
    ]);
    const booked = await newLead();
    await setLeadStatus(
      booked.id,
      { status: 'appointment', expectedVersion: booked.version },
      'alex@dealer.test',
    );
    await call(booked.id, 'reached');
    expect((await findLead(booked.id))!.status).toBe('appointment');
  });

  it('records a note or a call sent twice from one page once, even at the same moment, and refuses another under its key', async () => {
    const lead = await newLead();
    const note = { text: 'Wants the lifted model.', entryKey: randomUUID() };
    const call = { outcome: 'reached' as const, text: 'Coming Saturday.', entryKey: randomUUID() };
    // A double click without JavaScript: both posts arrive together.
    expect(
      await Promise.all([
        addLeadNote(lead.id, note, 'sam@dealer.test'),
        addLeadNote(lead.id, note, 'sam@dealer.test'),
        logLeadCall(lead.id, call, 'sam@dealer.test'),
        logLeadCall(lead.id, call, 'sam@dealer.test'),
      ]),
    ).toEqual(['recorded', 'recorded', 'recorded', 'recorded']);
    const timeline = await leadTimeline(lead.id);
    // The call that reached them moved the New lead on, once.
    expect(timeline.map(leadEventSummary).sort()).toEqual([
      `Call: ${callOutcomeLabels.reached}`,
      'Note',
      `Status ${leadStatusLabels.new} → ${leadStatusLabels.contacted}`,
    ]);
    // The page kept by Back and written again: refused, and the first note stands as it was.
    expect(await addLeadNote(lead.id, { ...note, text: 'Changed my mind.' }, 'sam@dealer.test')).toBe(
      'page-used',
    );
    // A key used by another lead's note, or by this lead's call, is not this note's.
    const other = await newLead();
    expect(await addLeadNote(other.id, note, 'sam@dealer.test')).toBe('page-used');
    expect(await addLeadNote(lead.id, { text: call.text, entryKey: call.entryKey }, 'sam@dealer.test')).toBe(
      'page-used',
    );
    const written = (await leadTimeline(lead.id)).filter((event) => event.kind !== 'status');
    expect(written.map((event) => event.detail.text).sort()).toEqual([call.text, note.text]);
    expect(await leadTimeline(other.id)).toEqual([]);
  });

  it('names on the timeline the staff member behind each entry, by the name on their account', async () => {
    const lead = await newLead();
    const email = `robin.${Date.now()}@dealer.test`;
    // Service staff: not on the sales rota, so later leads here are not routed to them.
    const added = await addStaffMember(
      { name: 'Robin Okafor', email, mobile: '', role: 'service' },
      actingManager,
    );
    expect(added.outcome).toBe('added');
    await addLeadNote(lead.id, { text: 'Called back about the lift kit.', entryKey: randomUUID() }, email);
    await addLeadNote(
      lead.id,
      { text: 'No account by this address.', entryKey: randomUUID() },
      'former@dealer.test',
    );
    const authors = Object.fromEntries(
      (await leadTimeline(lead.id)).map((event) => [event.detail.text, eventAuthor(event)]),
    );
    expect(authors).toEqual({
      'Called back about the lift kit.': `Robin Okafor (${email})`,
      'No account by this address.': 'former@dealer.test',
    });
  });

  it("names the first response's author on the lead page by their name, not their sign-in address", async () => {
    const lead = await newLead();
    const email = `jordan.${Date.now()}@dealer.test`;
    await addStaffMember({ name: 'Jordan Baptiste', email, mobile: '', role: 'service' }, actingManager);
    await setLeadStatus(lead.id, { status: 'contacted', expectedVersion: lead.version }, email);
    const me = {
      id: randomUUID(),
      email,
      name: 'Jordan Baptiste',
      role: 'manager',
      twoFactor: false,
      sessionEpoch: 0,
    } as const;
    const answered = (await findLead(lead.id))!;
    expect((await leadPage(me, answered, {})).firstResponder).toBe('Jordan Baptiste');
    // A booking taken for a caller is stored under the address, and named the same way.
    const booked = await newLead();
    await (
      await database()
    )
      .updateTable('leads')
      .set({ first_response_at: booked.createdAt, first_response_by: callerBookingResponder(email) })
      .where('id', '=', booked.id)
      .execute();
    expect((await leadPage(me, (await findLead(booked.id))!, {})).firstResponder).toBe(
      callerBookingResponder('Jordan Baptiste'),
    );
    // An address with no account any more is still named as stored.
    const other = await newLead();
    await setLeadStatus(
      other.id,
      { status: 'contacted', expectedVersion: other.version },
      'former@dealer.test',
    );
    expect((await leadPage(me, (await findLead(other.id))!, {})).firstResponder).toBe('former@dealer.test');
  });

  it('sets and clears the follow-up, refusing a stale page', async () => {
    const lead = await newLead();
    expect(
      await setLeadFollowUp(lead.id, { on: '2026-12-01', expectedVersion: lead.version }, 'sam@dealer.test'),
    ).toEqual({
      outcome: 'done',
    });
    expect((await findLead(lead.id))!.followUpOn).toBe('2026-12-01');
    const stale = await setLeadFollowUp(
      lead.id,
      { on: null, expectedVersion: lead.version },
      'alex@dealer.test',
    );
    expect(stale.outcome).toBe('stale');
    expect((await findLead(lead.id))!.followUpOn).toBe('2026-12-01');
    await setLeadFollowUp(lead.id, { on: null, expectedVersion: lead.version + 1 }, 'alex@dealer.test');
    expect((await findLead(lead.id))!.followUpOn).toBeNull();
    expect((await leadTimeline(lead.id)).map(leadEventSummary)).toEqual([
      'Follow-up cleared',
      'Follow-up set for Dec 1, 2026',
    ]);
  });

  it('records nothing when the follow-up is saved as it already stands', async () => {
    const lead = await newLead();
    const cleared = await setLeadFollowUp(
      lead.id,
      { on: null, expectedVersion: lead.version },
      'sam@dealer.test',
    );
    expect(cleared).toEqual({ outcome: 'done' });
    await setLeadFollowUp(lead.id, { on: '2026-12-03', expectedVersion: lead.version }, 'sam@dealer.test');
    const set = (await findLead(lead.id))!;
    expect(
      await setLeadFollowUp(lead.id, { on: '2026-12-03', expectedVersion: set.version }, 'alex@dealer.test'),
    ).toEqual({ outcome: 'done' });
    // A colleague's page opened before the no-op save still saves: the version did not move.
    expect((await findLead(lead.id))!.version).toBe(set.version);
    expect((await leadTimeline(lead.id)).map(leadEventSummary)).toEqual(['Follow-up set for Dec 3, 2026']);
  });
});

describe('the leads CSV', () => {
  it('keeps a message of several lines in its one row when a spreadsheet reads it', async () => {
    const written = [
      { lastName: 'Muñoz', message: 'Two questions:\nIs the six seater in stock?\nDo you deliver?' },
      { lastName: 'Whitfield', message: 'Old Mac line ends\rstill one message.' },
      { lastName: 'Ng', message: 'Just one line, please call.' },
    ];
    const leads = [];
    for (const fields of written) {
      const { id } = await createLead({
        firstName: 'Dana',
        email: `dana.${Date.now()}.${Math.random()}@example.com`,
        phone: '732-555-0188',
        interest: 'sales',
        ...fields,
      });
      leads.push((await findLead(id))!);
    }
    const records = spreadsheetRecords(leadsCsv(leads, { staff: [], vehicles: new Map() }));
    expect(records.map((record) => ({ lastName: record.last_name, message: record.message }))).toEqual(
      written,
    );
  });

  it('tells the staff of a rental asked for on a plan that costs more for its dates, as the customer was told', async () => {
    const start = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const rental = (cartType: string, plan: string, days: number) =>
      postEnquiry(postContact, {
        requestKind: 'rental',
        interest: 'rentals',
        cartType,
        plan,
        carts: '1',
        startDate: day(start),
        endDate: day(new Date(start.getTime() + days * 24 * 60 * 60 * 1000)),
        municipality: municipalities[0]!.slug,
        message: '',
      });
    // Three weeks on a short plan, where a longer one costs less.
    const cartType = cartTypes.find((type) => type.plans.length > 1)!;
    const [shortest] = cartType.plans;
    const lead = (await findLead(await rental(cartType.id, shortest!.id, 21)))!;
    if (lead.details?.kind !== 'rental') throw new Error('The rental request was not stored');
    const offer = cheaperPlan(lead.details)!;
    expect(offer.plan.id).not.toBe(shortest!.id);
    const costsLess = leadRequestRows(lead).find(([label]) => label === 'Costs less');
    expect(costsLess?.[1]).toContain(`${offer.plan.title} plan: ${formatMonthly(offer.rentalPrice)}`);
    expect(costsLess?.[1]).toContain(`${formatMonthly(lead.details.rentalPrice - offer.rentalPrice)} less`);
    // On the plan that costs least, nothing is said.
    const cheapest = (await findLead(await rental(cartType.id, offer.plan.id, 21)))!;
    expect(leadRequestRows(cheapest).map(([label]) => label)).not.toContain('Costs less');
  });

  it("names a rental request's cart type and plan in its headline and its rental_plan column, and an older release's too", async () => {
    const cartType = cartTypes[1]!;
    const plan = cartType.plans.find((candidate) => candidate.id === 'weekly') ?? cartType.plans[0]!;
    const start = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000);
    const day = (at: Date) => at.toISOString().slice(0, 10);
    const id = await postEnquiry(postContact, {
      requestKind: 'rental',
      interest: 'rentals',
      cartType: cartType.id,
      plan: plan.id,
      carts: '1',
      startDate: day(start),
      endDate: day(new Date(start.getTime() + 7 * 24 * 60 * 60 * 1000)),
      municipality: municipalities[0]!.slug,
      message: '',
    });
    const lead = (await findLead(id))!;
    const chosen = `${cartType.title}, ${plan.title} plan`;
    const town = municipalities[0]!;
    expect(leadHeadline(lead)).toBe(`${enquiryTopics.reservation}: ${chosen}, ${town.name} ${town.type}`);
    const [record] = spreadsheetRecords(leadsCsv([lead], { staff: [], vehicles: new Map() }));
    expect(record!.rental_plan).toBe(`${cartType.id}/${plan.id}`);

    const { db: old, upgrade, close } = await databaseBefore('2026-12-01-055-rental-request-plans');
    const stored: Record<string, [string | null, string | null]> = {
      rental: ['reservation', JSON.stringify(lead.details)],
      unreadable: ['reservation', '{"kind":"rental",'],
      tradeIn: ['trade-in', JSON.stringify({ kind: 'trade-in', cartBrand: 'Yamaha' })],
      plain: [null, null],
    };
    for (const [leadId, [topic, details]] of Object.entries(stored))
      await sql`insert into leads (id, first_name, last_name, email, phone, interest, message, created_at, topic, details)
        values (${leadId}, 'Robin', 'Renter', 'robin@example.com', '732-555-0100', 'rentals', '', '2026-11-01T10:00:00.000Z', ${topic}, ${details})`.execute(
        old,
      );
    expect(await upgrade()).toBeUndefined();
    const plans = await old.selectFrom('leads').select(['id', 'rental_plan']).orderBy('id').execute();
    expect(Object.fromEntries(plans.map((row) => [row.id, row.rental_plan]))).toEqual({
      plain: null,
      rental: `${cartType.id}/${plan.id}`,
      tradeIn: null,
      unreadable: null,
    });
    await close();
  });

  it("has every field the lead page shows, with the dealer's local times", async () => {
    const { id, reference } = await createLead(
      {
        firstName: 'Tom',
        lastName: 'Alvarez',
        email: `tom.${Date.now()}@example.com`,
        phone: '848-555-0166',
        interest: 'sales',
        message: 'Trading in my old cart.',
        topic: 'trade-in',
      },
      {
        kind: 'trade-in',
        cartBrand: 'EZ-GO',
        cartModel: 'RXV',
        cartYear: 2021,
        cartCondition: 'good',
        batteryType: 'lithium',
        photos: [],
      },
    );
    const lead = (await findLead(id))!;
    const callAt = minutesAfter(lead.createdAt, 42);
    await logLeadCall(
      id,
      { outcome: 'reached', text: '', entryKey: randomUUID() },
      'sam@dealer.test',
      callAt,
    );
    // Who answered first by their name, as the owner is; an address without an account as it is.
    const sam = { id: randomUUID(), name: 'Sam Rivera', email: 'sam@dealer.test' };
    const named = (staff: (typeof sam)[]) =>
      parseCsv(leadsCsv([lead, answered], { staff, vehicles: new Map() }));
    const answered = (await findLead(id))!;
    const [header, , row] = named([sam]);
    expect(named([])[2]![header!.indexOf('first_response_by')]).toBe(sam.email);
    expect(named([])[1]![header!.indexOf('first_response_by')]).toBe('');
    const cell = (name: string) => row![header!.indexOf(name)];
    expect(cell('reference')).toBe(reference);
    expect(cell(`received (${dealer.timeZone})`)).toBe(formatLocalTimestamp(lead.createdAt));
    expect(cell(`received (${dealer.timeZone})`)).not.toBe(lead.createdAt.slice(0, 16).replace('T', ' '));
    expect(cell('what')).toBe(`${enquiryTopics['trade-in']}: 2021 EZ-GO RXV`);
    expect(cell('first_response_minutes')).toBe('42');
    expect(cell('first_response_by')).toBe(sam.name);
    // A booking Sam took at a desk for a caller is named as on the lead page.
    const [, booked] = parseCsv(
      leadsCsv([{ ...answered, firstResponseBy: callerBookingResponder(sam.email) }], {
        staff: [sam],
        vehicles: new Map(),
      }),
    );
    expect(booked![header!.indexOf('first_response_by')]).toBe(callerBookingResponder(sam.name));
    expect(cell('details')).toContain('EZ-GO');
  });
});

describe('upgrading a database whose leads were "closed"', () => {
  it('makes them lost, saying no reason was recorded, and keeps the other statuses', async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-11-25-014-lead-desk');
    for (const [id, status] of [
      ['closed-one', 'closed'],
      ['contacted-one', 'contacted'],
    ])
      await sql`insert into leads (id, first_name, last_name, email, phone, interest, message, status, created_at)
        values (${id}, 'Tom', 'Alvarez', 'tom@example.com', '848-555-0166', 'sales', 'x', ${status}, '2026-11-01T10:00:00.000Z')`.execute(
        old,
      );
    const error = await upgrade();
    expect(error).toBeUndefined();
    const rows = await old
      .selectFrom('leads')
      .select(['id', 'status', 'status_reason', 'version'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'closed-one', status: 'lost', status_reason: 'closed-before-desk', version: 1 },
      { id: 'contacted-one', status: 'contacted', status_reason: null, version: 1 },
    ]);
    await close();
  });
});

describe('upgrading a database whose desk settings were kept with the public ones', () => {
  it("moves the desk and reply settings to the staff area's own table and leaves the finance figures", async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-11-25-017-office-settings');
    for (const [key, value] of [
      ['desk.general_team', 'service'],
      ['reply.general.subject', 'Hello {firstName}'],
      ['salesTaxPercent', '6.625'],
    ])
      await sql`insert into settings (key, value, updated_at, updated_by)
        values (${key}, ${value}, '2026-11-20T10:00:00.000Z', 'boss@dealer.test')`.execute(old);
    expect(await upgrade()).toBeUndefined();
    const keys = async (table: 'settings' | 'office_settings') =>
      (await old.selectFrom(table).select('key').orderBy('key').execute()).map((row) => row.key);
    expect(await keys('office_settings')).toEqual(['desk.general_team', 'reply.general.subject']);
    expect(await keys('settings')).toContain('salesTaxPercent');
    expect(await keys('settings')).not.toContain('desk.general_team');
    await close();
  });
});
