import { afterAll, describe, expect, it } from 'vitest';

import { actingManager } from '../support/acting-manager';
import { postEnquiry } from '../support/lead-mail';
import { createTemporaryDatabase } from '../support/temp-database';

/**
 * Who sees which leads, on SQLite and PostgreSQL: a salesperson's inbox, export and search hold
 * their own leads and those nobody owns; a manager's hold every lead. The pages and routes that
 * read these lists are walked per role in tests/e2e/staff-access.spec.ts.
 */
const scratch = await createTemporaryDatabase();
process.env.CONTACT_RATE_LIMIT = '1000';

const { POST } = await import('@/app/api/contact/route');
const { addStaffMember } = await import('@/features/staff/server/staff-directory');
const { allLeads, inboxFilters, listLeads } = await import('@/features/leads/server/lead-queries');
const { parseLeadQuery } = await import('@/features/leads/lead-filters');
const { mayWorkLead } = await import('@/features/staff/access');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await scratch.cleanup();
});

async function person(name: string, role: 'manager' | 'sales') {
  const added = await addStaffMember(
    { name, email: `${name.toLowerCase()}@dealer.test`, mobile: '', role },
    actingManager,
  );
  if (added.outcome !== 'added') throw new Error(`${name} could not be added`);
  return added.member;
}

describe('whose leads a person sees', () => {
  it("gives a salesperson their own and nobody's leads, in the list, the search and the export; a manager every lead", async () => {
    const manager = await person('Morgan', 'manager');
    const sam = await person('Sam', 'sales');
    const kim = await person('Kim', 'sales');
    const ids = [];
    for (let lead = 0; lead < 4; lead++)
      ids.push(await postEnquiry(POST, { message: `Muñoz fleet ${lead}` }));
    const db = await database();
    const owners = [sam.id, kim.id, null, manager.id];
    for (const [index, id] of ids.entries())
      await db.updateTable('leads').set({ assigned_to: owners[index]! }).where('id', '=', id).execute();

    const seen = async (who: typeof sam, query = {}) => {
      const filters = inboxFilters(parseLeadQuery(query), who);
      const [page, all] = await Promise.all([listLeads(filters), allLeads(filters)]);
      expect(page.leads.map((lead) => lead.id).sort()).toEqual(all.map((lead) => lead.id).sort());
      return page.leads.map((lead) => lead.id).sort();
    };
    // Spam nobody owns (a bot's honeypot enquiry) is the managers' to look over, not the team's.
    const spam = await postEnquiry(POST, { message: 'Muñoz fleet spam', website: 'https://spam.example' });
    expect(
      (await db.selectFrom('leads').select('status').where('id', '=', spam).executeTakeFirst())?.status,
    ).toBe('spam');
    expect(await seen(sam)).toEqual([ids[0], ids[2]].sort());
    expect(await seen(sam, { q: 'Muñoz fleet' })).toEqual([ids[0], ids[2]].sort());
    expect(await seen(sam, { owner: 'mine' })).toEqual([ids[0]]);
    expect(await seen(kim)).toEqual([ids[1], ids[2]].sort());
    expect(await seen(manager)).toEqual([...ids, spam].sort());
    expect(await seen(sam, { status: 'spam' })).toEqual([]);
    expect(await seen(manager, { owner: 'unassigned' })).toEqual([ids[2]]);

    expect(mayWorkLead(sam, { assignedTo: kim.id, status: 'new' })).toBe(false);
    expect(mayWorkLead(sam, { assignedTo: null, status: 'new' })).toBe(true);
    expect(mayWorkLead(manager, { assignedTo: kim.id, status: 'new' })).toBe(true);
    // The page, the desk's actions and the downloads ask what the lists ask: spam nobody owns is
    // the managers', one's own is one's own.
    expect(mayWorkLead(sam, { assignedTo: null, status: 'spam' })).toBe(false);
    expect(mayWorkLead(sam, { assignedTo: sam.id, status: 'spam' })).toBe(true);
    expect(mayWorkLead(manager, { assignedTo: null, status: 'spam' })).toBe(true);
  });
});
