import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';

/** The dashboard's figures, on SQLite and PostgreSQL, from leads made for it. */
const db = await createTemporaryDatabase();

const { createLead, storeBookedLead } = await import('@/features/leads/server/lead-mutations');
const { automaticResponders, callerBookingResponder } = await import('@/features/leads/lead');
const { findLead, inboxFilters, listLeads } = await import('@/features/leads/server/lead-queries');
const { logLeadCall, setLeadFollowUp, setLeadStatus } = await import('@/features/leads/server/lead-desk');
const { leadDashboard, sourceLabel } = await import('@/features/leads/server/lead-dashboard');
const { responseDeadline, timeToDeadline } = await import('@/features/leads/lead-promise');
const { deskSettings } = await import('@/features/leads/server/desk-settings');
const { dealerToday } = await import('@/features/requests/request-dates');
const { enquiryTopics, interestLabels } = await import('@/content/enquiries');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

/** A manager, who works every lead: the desk's figures whole. */
const everyLead = { id: randomUUID(), role: 'manager' as const };

let visitor = 0;
async function lead(fields: {
  interest: 'sales' | 'rentals' | 'general';
  sourcePath?: string;
  vehicleId?: string;
  topic?: 'quote';
}) {
  const { id } = await createLead({
    firstName: 'Ana',
    lastName: `Visitor${++visitor}`,
    email: `dash${visitor}@example.com`,
    phone: '732-555-0100',
    message: 'A question for the dashboard test.',
    ...fields,
  });
  return (await findLead(id))!;
}

/** The lead as if it had come in at `at` (the clock the desk's figures are read against). */
async function madeAt(made: { id: string }, at: Date) {
  const db = await database();
  await db.updateTable('leads').set({ created_at: at.toISOString() }).where('id', '=', made.id).execute();
  return (await findLead(made.id))!;
}

describe('the dashboard', () => {
  it('counts leads by kind, page, model and owner, times the first responses, and counts won and lost by page', async () => {
    const quote = await lead({
      interest: 'sales',
      vehicleId: 'denago-ev-city',
      topic: 'quote',
      sourcePath: '/vehicles/denago-ev-city',
    });
    const second = await lead({
      interest: 'sales',
      vehicleId: 'denago-ev-city',
      topic: 'quote',
      sourcePath: '/compare',
    });
    const rental = await lead({ interest: 'rentals', sourcePath: '/rentals' });
    await lead({ interest: 'general' });
    // A sales question about no cart in particular is a question, not a quote.
    await lead({ interest: 'sales' });

    // Answered 10 and 30 minutes after arrival, and (marked lost at once) under a minute: median 10.
    await logLeadCall(
      quote.id,
      { outcome: 'reached', text: '', entryKey: randomUUID() },
      'sam@dealer.test',
      new Date(Date.parse(quote.createdAt) + 10 * 60_000),
    );
    await logLeadCall(
      rental.id,
      { outcome: 'reached', text: '', entryKey: randomUUID() },
      'sam@dealer.test',
      new Date(Date.parse(rental.createdAt) + 30 * 60_000),
    );
    await setLeadStatus(
      quote.id,
      { status: 'won', expectedVersion: (await findLead(quote.id))!.version },
      'sam@dealer.test',
    );
    await setLeadStatus(
      second.id,
      { status: 'lost', reason: 'price', expectedVersion: second.version },
      'sam@dealer.test',
    );

    const now = new Date(Date.now() + 60_000);
    const figures = await leadDashboard(30, everyLead, now);
    expect(figures.received).toBe(5);
    // In the inbox's words: a sales question about no cart in particular is counted as sales.
    expect(figures.byKind).toEqual([
      [enquiryTopics.quote, 2],
      [interestLabels.general, 1],
      [`${interestLabels.rentals} enquiry`, 1],
      [`${interestLabels.sales} enquiry`, 1],
    ]);
    expect(figures.bySource).toEqual(
      expect.arrayContaining([
        ['Vehicle pages', 1],
        ['Compare', 1],
        ['Rentals', 1],
        ['Not recorded', 2],
      ]),
    );
    expect(figures.byModel).toEqual([['Denago EV City', 2]]);
    expect(figures.byOwner).toEqual([['Nobody', 5]]);
    expect(figures.medianFirstResponseMinutes).toBe(10);
    expect(figures.answered).toBe(3);
    // The share answered within the promise has a test of its own, on a clock set for it (below).
    expect(figures.won).toEqual([['Vehicle pages', 1]]);
    expect(figures.lost).toEqual([['Compare', 1]]);
    // Open: the rental (contacted by its call) and the two questions; the won and lost are closed.
    expect(figures.openNow).toBe(3);

    // A week that ended before the leads came in counts none of them.
    expect(
      (await leadDashboard(7, everyLead, new Date(Date.parse(quote.createdAt) - 8 * 24 * 60 * 60_000)))
        .received,
    ).toBe(0);
  });

  it('measures the promise over every lead past its deadline: answered late or not at all counts against it, a lead still inside it not yet', async () => {
    // Years ahead of the other tests' leads, so this period holds these four alone.
    const base = new Date('2031-03-04T15:00:00Z');
    const { promiseMinutes } = await deskSettings();
    const deadline = responseDeadline({ createdAt: base.toISOString() }, promiseMinutes).getTime();
    const now = new Date(deadline + 2 * 60_000);
    const [onTime, late, never, fresh] = await Promise.all(
      [base, base, base, new Date(now.getTime() - 60_000)].map(async (at) =>
        madeAt(await lead({ interest: 'sales' }), at),
      ),
    );
    await logLeadCall(
      onTime!.id,
      { outcome: 'reached', text: '', entryKey: randomUUID() },
      'sam@dealer.test',
      new Date(base.getTime() + 60_000),
    );
    await logLeadCall(
      late!.id,
      { outcome: 'reached', text: '', entryKey: randomUUID() },
      'sam@dealer.test',
      new Date(deadline + 60_000),
    );

    const figures = await leadDashboard(7, everyLead, now);
    expect(figures.received).toBe(4);
    // Three are past their deadline (the fresh one is not): one of them was answered in time.
    expect([figures.pastDeadline, figures.answeredInPromise]).toEqual([3, 1]);
    expect(timeToDeadline(fresh!, promiseMinutes, now)).toBeGreaterThan(0);
    expect(timeToDeadline(never!, promiseMinutes, now)).toBeUndefined();

    // The inbox's overdue filter holds the one never answered, neither the answered nor the fresh.
    const overdue = (await listLeads({ due: 'overdue' }, 1, now)).leads.map((each) => each.id);
    expect(overdue).toContain(never!.id);
    expect(overdue).not.toContain(onTime!.id);
    expect(overdue).not.toContain(late!.id);
    expect(overdue).not.toContain(fresh!.id);
    expect(figures.overdueNow).toBeGreaterThanOrEqual(1);
  });

  it('leaves out of the response times the leads settled as they arrived: a booking (online or for a caller), a hold, a waitlist sign-up', async () => {
    const later = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    const before = await leadDashboard(30, everyLead, later);
    const settledBy = [...Object.values(automaticResponders), callerBookingResponder('sam@dealer.test')];
    for (const answeredBy of settledBy)
      await (await database()).transaction().execute((trx) =>
        storeBookedLead(
          trx,
          {
            firstName: 'Robin',
            lastName: `Booker${++visitor}`,
            email: `booked${visitor}@example.com`,
            phone: '732-555-0100',
            interest: 'rentals',
            topic: 'reservation',
            message: 'Booked online.',
            municipality: null,
            sourcePath: '/rentals/book',
            source: null,
          },
          answeredBy,
          new Date().toISOString(),
        ),
      );
    const after = await leadDashboard(30, everyLead, later);
    expect(after.received).toBe(before.received + settledBy.length);
    expect(after.settledOnArrival).toBe(before.settledOnArrival + settledBy.length);
    // Answered at once by no one: neither a response time nor a lead past its promise of the desk's.
    expect(after.answered).toBe(before.answered);
    expect(after.medianFirstResponseMinutes).toBe(before.medianFirstResponseMinutes);
    expect([after.pastDeadline, after.answeredInPromise]).toEqual([
      before.pastDeadline,
      before.answeredInPromise,
    ]);
  });

  it('marks the leads an earlier release stored as settled on arrival from who answered them, and no other', async () => {
    const { databaseBefore } = await import('../support/older-release');
    const { sql } = await import('kysely');
    const { db: old, upgrade, close } = await databaseBefore('2026-12-01-053-leads-settled-on-arrival');
    const answeredBy: Record<string, string | null> = {
      ...automaticResponders,
      caller: 'Sam Desk (booked for a caller)',
      staff: 'sam@dealer.test',
      nobody: null,
    };
    for (const [id, by] of Object.entries(answeredBy))
      await sql`insert into leads (id, first_name, last_name, email, phone, interest, message, created_at, first_response_by)
        values (${id}, 'Robin', 'Booker', 'robin@example.com', '732-555-0100', 'rentals', 'x', '2026-11-01T10:00:00.000Z', ${by})`.execute(
        old,
      );
    expect(await upgrade()).toBeUndefined();
    const rows = await old.selectFrom('leads').select(['id', 'settled_on_arrival']).execute();
    expect(
      rows
        .filter((row) => Number(row.settled_on_arrival) === 1)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...Object.keys(automaticResponders), 'caller'].sort());
    await close();
  });

  it('filters overdue leads as their badges say, to the second, also for leads made while the showroom is closed', async () => {
    const { promiseMinutes } = await deskSettings();
    const deadlineOf = (at: Date) =>
      responseDeadline({ createdAt: at.toISOString() }, promiseMinutes).getTime();
    // A closed stretch: a moment whose promise runs out more than an hour of clock later.
    let closed = new Date('2031-05-06T00:00:50Z');
    while (deadlineOf(closed) - closed.getTime() < 60 * 60_000)
      closed = new Date(closed.getTime() + 60 * 60_000);
    // Made at :50 and, twenty seconds later, at :10 of the next minute: both wait for the opening,
    // and each deadline keeps its seconds, so the later lead's runs out first.
    const earlier = await madeAt(await lead({ interest: 'sales' }), closed);
    const later = await madeAt(await lead({ interest: 'sales' }), new Date(closed.getTime() + 20_000));
    expect(deadlineOf(new Date(later.createdAt))).toBeLessThan(deadlineOf(new Date(earlier.createdAt)));
    const now = new Date(deadlineOf(new Date(later.createdAt)) + 10_000);
    const overdue = (await listLeads({ due: 'overdue' }, 1, now)).leads.map((each) => each.id);
    expect(overdue).toContain(later.id);
    expect(overdue).not.toContain(earlier.id);
    expect(
      (await listLeads({ due: 'overdue' }, 1, new Date(now.getTime() + 30_000))).leads.map((each) => each.id),
    ).toContain(earlier.id);
  });

  it("lists the follow-ups due today or before in the dealer's time zone, on open leads, and counts them", async () => {
    // An evening at the dealer that is already tomorrow in UTC, when the zone is behind UTC.
    let now = new Date('2031-07-01T12:00:00Z');
    for (let hour = 0; hour < 24 && dealerToday(now) === now.toISOString().slice(0, 10); hour++)
      now = new Date(now.getTime() + 60 * 60_000);
    const today = dealerToday(now);
    const dayAfter = (date: string, days: number) =>
      new Date(Date.parse(`${date}T12:00:00Z`) + days * 24 * 60 * 60_000).toISOString().slice(0, 10);
    const before = (await leadDashboard(7, everyLead, now)).followUpsDue;
    const followUp = async (on: string) => {
      const made = await lead({ interest: 'sales' });
      await setLeadFollowUp(made.id, { on, expectedVersion: made.version }, 'sam@dealer.test');
      return (await findLead(made.id))!;
    };
    const dueToday = await followUp(today);
    const overdue = await followUp(dayAfter(today, -1));
    const tomorrow = await followUp(dayAfter(today, 1));
    const closed = await followUp(today);
    await setLeadStatus(closed.id, { status: 'won', expectedVersion: closed.version }, 'sam@dealer.test');

    const listed = (await listLeads({ due: 'follow-up' }, 1, now)).leads.map((each) => each.id);
    expect(listed).toEqual(expect.arrayContaining([dueToday.id, overdue.id]));
    expect(listed).not.toContain(tomorrow.id);
    expect(listed).not.toContain(closed.id);
    expect((await leadDashboard(7, everyLead, now)).followUpsDue).toBe(before + 2);
  });

  it("counts for a salesperson what their inbox lists: their own leads and nobody's, not a colleague's", async () => {
    const now = new Date();
    const salesperson = { id: randomUUID(), role: 'sales' as const };
    const colleague = randomUUID();
    const app = await database();
    for (const id of [salesperson.id, colleague])
      await app
        .insertInto('staff_users')
        .values({
          id,
          email: `${id}@dealer.test`,
          password_hash: 'unset',
          created_at: now.toISOString(),
          role: 'sales',
        })
        .execute();
    const longAgo = new Date(now.getTime() - 3 * 24 * 60 * 60_000);
    const [theirs, colleagues, nobodys] = await Promise.all(
      [salesperson.id, colleague, null].map(async (owner) => {
        const made = await madeAt(await lead({ interest: 'sales' }), longAgo);
        await app.updateTable('leads').set({ assigned_to: owner }).where('id', '=', made.id).execute();
        await setLeadFollowUp(
          made.id,
          { on: dealerToday(longAgo), expectedVersion: made.version },
          'sam@dealer.test',
        );
        return made;
      }),
    );
    const own = await leadDashboard(7, salesperson, now);
    const whole = await leadDashboard(7, everyLead, now);
    // Each figure that links to the inbox finds there as many leads as it says.
    for (const [due, figure] of [
      ['overdue', own.overdueNow],
      ['follow-up', own.followUpsDue],
    ] as const) {
      const listed = await listLeads(inboxFilters({ due, page: 1 }, salesperson), 1, now);
      expect(listed.total, due).toBe(figure);
      expect(
        listed.leads.map((each) => each.id),
        due,
      ).toEqual(expect.arrayContaining([theirs!.id, nobodys!.id]));
      expect(
        listed.leads.map((each) => each.id),
        due,
      ).not.toContain(colleagues!.id);
    }
    expect(whole.overdueNow).toBeGreaterThan(own.overdueNow);
    expect(whole.followUpsDue).toBeGreaterThan(own.followUpsDue);
    expect(whole.openNow).toBeGreaterThan(own.openNow);
  });

  it('names a page by its section of the site', () => {
    expect(sourceLabel('/vehicles/denago-ev-city')).toBe('Vehicle pages');
    expect(sourceLabel('/')).toBe('Home page');
    expect(sourceLabel(null)).toBe('Not recorded');
    // Not pages: a booking sent to the API, one staff took for a caller.
    expect(sourceLabel('/api/rentals/bookings')).toBe('Booking API');
    expect(sourceLabel('/admin/rentals/new')).toBe('Booked by staff for callers');
  });
});
