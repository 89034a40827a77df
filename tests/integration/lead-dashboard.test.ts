import { afterAll, describe, expect, it } from 'vitest';

import { createTemporaryDatabase } from '../support/temp-database';

/** The dashboard's figures, on SQLite and PostgreSQL, from leads made for it. */
const db = await createTemporaryDatabase();

const { createLead } = await import('@/features/leads/server/lead-mutations');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { logLeadCall, setLeadStatus } = await import('@/features/leads/server/lead-desk');
const { leadDashboard, sourceLabel } = await import('@/features/leads/server/lead-dashboard');
const { responseDeadline } = await import('@/features/leads/lead-promise');
const { replyKindLabels } = await import('@/content/reply-templates');
const { closeDatabase } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

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
      { outcome: 'reached', text: '' },
      'sam@dealer.test',
      new Date(Date.parse(quote.createdAt) + 10 * 60_000),
    );
    await logLeadCall(
      rental.id,
      { outcome: 'reached', text: '' },
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
    const figures = await leadDashboard(30, now);
    expect(figures.received).toBe(5);
    expect(figures.byKind).toEqual([
      [replyKindLabels.general, 2],
      [replyKindLabels.quote, 2],
      [replyKindLabels.rental, 1],
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
    // Within the promise counts opening hours only: when the test runs at night, none is late.
    const answeredAfter: [typeof quote, number][] = [
      [quote, 10],
      [rental, 30],
      [second, 0],
    ];
    const inTime = answeredAfter.filter(
      ([each, minutes]) =>
        Date.parse(each.createdAt) + minutes * 60_000 <=
        responseDeadline(each, figures.promiseMinutes).getTime(),
    ).length;
    expect(figures.answeredInPromise).toBe(inTime);
    expect(figures.won).toEqual([['Vehicle pages', 1]]);
    expect(figures.lost).toEqual([['Compare', 1]]);
    // Open: the rental (contacted by its call) and the two questions; the won and lost are closed.
    expect(figures.openNow).toBe(3);

    // A week that ended before the leads came in counts none of them.
    expect(
      (await leadDashboard(7, new Date(Date.parse(quote.createdAt) - 8 * 24 * 60 * 60_000))).received,
    ).toBe(0);
  });

  it('names a page by its section of the site', () => {
    expect(sourceLabel('/vehicles/denago-ev-city')).toBe('Vehicle pages');
    expect(sourceLabel('/')).toBe('Home page');
    expect(sourceLabel(null)).toBe('Not recorded');
  });
});
