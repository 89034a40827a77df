import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { actingManager } from '../support/acting-manager';
import { postEnquiry, setUpLeadMail } from '../support/lead-mail';

/**
 * Staff, roles and routing, on SQLite and PostgreSQL, with a real SMTP server: who gets each new
 * lead, who is told, who may change whom, and the single-use password links.
 */
const { database: db, sink, smtpPort } = await setUpLeadMail({ CONTACT_RATE_LIMIT: '1000' });

const { POST } = await import('@/app/api/contact/route');
const { outboxSettled } = await import('@/features/leads/server/outbox');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { leadTimeline } = await import('@/features/leads/server/lead-desk');
const { leadEventSummary } = await import('@/features/leads/lead-desk');
const { leadStatusLabels } = await import('@/features/leads/lead');
const { assignLead } = await import('@/features/leads/server/lead-routing');
const { setLeadStatus } = await import('@/features/leads/server/lead-desk');
const { createLead } = await import('@/features/leads/server/lead-mutations');
const { saveDeskSettings, deskSettings } = await import('@/features/leads/server/desk-settings');
const { addStaffMember, findStaffMember, setStaffDisabled, updateStaffMember } =
  await import('@/features/staff/server/staff-directory');
const { createSession, sessionStaff } = await import('@/features/staff/server/sessions');
const { authenticateStaff, upsertStaff } = await import('@/features/staff/server/staff');
const { createPasswordLink, passwordLinkAccount, redeemPasswordLink, requestPasswordReset } =
  await import('@/features/staff/server/password-links');
const { closeDatabase, database } = await import('@/server/db/database');
const { readStockVersion } = await import('@/features/inventory/server/stock-version');
const { replyTemplates, saveReplyTemplates, sendLeadReply } =
  await import('@/features/leads/server/lead-reply');
const { erasePerson } = await import('@/features/leads/server/lead-erasure');
const { fillReplyTemplate, replyBlanks, replyKindOf, replySchema } =
  await import('@/features/leads/lead-reply');
const { defaultReplyTemplates, replyKinds } = await import('@/content/reply-templates');

beforeAll(async () => {
  await sink.start(smtpPort);
});

afterAll(async () => {
  await sink.stop();
  await closeDatabase();
  await db.cleanup();
});

const run = `${Date.now()}`;

/** A person added from the staff page; unless `invited`, through their welcome link since. */
async function person(
  name: string,
  role: 'manager' | 'sales' | 'service' | 'rentals',
  { invited = false } = {},
) {
  const added = await addStaffMember(
    {
      name,
      email: `${name.toLowerCase()}.${run}@dealer.test`,
      mobile: '',
      role,
    },
    actingManager,
  );
  if (added.outcome !== 'added') throw new Error(`${name} could not be added`);
  if (!invited) expect(await redeemPasswordLink(added.welcomeToken, 'correct horse battery')).toBe(true);
  return (await findStaffMember(added.member.id))!;
}

/**
 * Opens `count` of the pool's connections at once (on PostgreSQL: SQLite has one), so that as
 * many transactions started together run together instead of waiting for connections one by one.
 */
async function openConnections(count: number) {
  const { database } = await import('@/server/db/database');
  const { isSqlite } = await import('@/server/db/dialect');
  const { sql } = await import('kysely');
  const db = await database();
  if (isSqlite(db)) return;
  await Promise.all(Array.from({ length: count }, () => sql`select pg_sleep(0.05)`.execute(db)));
}

async function enquiry(fields: Record<string, string> = {}) {
  const id = await postEnquiry(POST, fields);
  await outboxSettled();
  return (await findLead(id))!;
}

describe('routing a new lead', () => {
  it('takes turns over the sales team, passing by whoever is away, and mails the notification to the owner', async () => {
    const ana = await person('Ana', 'sales');
    const ben = await person('Ben', 'sales');
    const cal = await person('Cal', 'sales');
    await updateStaffMember({ ...cal, version: String(cal.version), mobile: '', away: true }, actingManager);

    const owners: (string | null)[] = [];
    for (let index = 0; index < 4; index++) owners.push((await enquiry({ interest: 'sales' })).assignedTo);
    // Ana and Ben in turn (which of them first is a tie: added in the same instant), never Cal.
    expect([owners[0], owners[1]].sort()).toEqual([ana.id, ben.id].sort());
    expect(owners.slice(2)).toEqual(owners.slice(0, 2));

    const lead = await enquiry({ interest: 'sales' });
    const turn = (await findStaffMember(lead.assignedTo!))!;
    expect(turn.id).toBe(owners[0]);
    const notification = sink
      .to(turn.email)
      .find((mail) => mail.parsed.text?.includes(`/admin/leads/${lead.id}`));
    expect(notification?.parsed.text).toContain(`Assigned to: ${turn.name}`);
    // Not to the shared address as well: the owner answers it.
    expect(sink.to('sales@dealer.test').some((mail) => mail.parsed.text?.includes(lead.id))).toBe(false);
    expect(leadEventSummary((await leadTimeline(lead.id)).at(-1)!)).toBe(
      `Assigned to ${turn.name} (${turn.email}) by turn`,
    );

    // Back from holiday, Cal has waited longest: the next lead is his.
    const calNow = (await findStaffMember(cal.id))!;
    await updateStaffMember(
      { ...calNow, version: String(calNow.version), mobile: '', away: false },
      actingManager,
    );
    expect((await enquiry({ interest: 'sales' })).assignedTo).toBe(cal.id);
    for (const member of [ana, ben, cal]) {
      const current = (await findStaffMember(member.id))!;
      await setStaffDisabled(member.id, true, current.version, actingManager);
    }
  });

  it('passes by a person still waiting for their welcome link, who could not open the lead, until they use it', async () => {
    const otto = await person('Otto', 'sales');
    const ida = await person('Ida', 'sales', { invited: true });
    expect(ida.invited).toBe(true);
    const owners = [];
    for (let index = 0; index < 2; index++) owners.push((await enquiry({ interest: 'sales' })).assignedTo);
    expect(owners).toEqual([otto.id, otto.id]);
    // Through the link, Ida has waited longest: the next lead is hers.
    const token = await createPasswordLink(await database(), ida.id, 'welcome');
    expect(await redeemPasswordLink(token, 'correct horse battery')).toBe(true);
    expect((await findStaffMember(ida.id))!.invited).toBe(false);
    expect((await enquiry({ interest: 'sales' })).assignedTo).toBe(ida.id);
    for (const member of [otto, ida])
      await setStaffDisabled(member.id, true, (await findStaffMember(member.id))!.version, actingManager);
  });

  it('sends service and parts to service, general questions where the setting says, and a team with nobody to its address', async () => {
    const sam = await person('Sam', 'service');
    expect((await enquiry({ interest: 'service' })).assignedTo).toBe(sam.id);
    expect((await enquiry({ interest: 'parts' })).assignedTo).toBe(sam.id);

    // Nobody on sales now, and no team address: unassigned, and the notification goes to LEADS_TO.
    const general = await enquiry({ interest: 'general' });
    expect(general.assignedTo).toBeNull();
    expect(sink.to('sales@dealer.test').some((mail) => mail.parsed.text?.includes(general.id))).toBe(true);

    const settings = await deskSettings();
    const stockBefore = await readStockVersion(await database());
    await saveDeskSettings(
      {
        ...settings,
        generalTeam: 'service',
        teamAddresses: { ...settings.teamAddresses, rentals: 'rentals@dealer.test' },
      },
      'boss@dealer.test',
      settings.version,
    );
    expect((await enquiry({ interest: 'general' })).assignedTo).toBe(sam.id);
    const rental = await enquiry({ interest: 'rentals', rentalPlan: 'six-seater/three-day' });
    expect(rental.assignedTo).toBeNull();
    expect(sink.to('rentals@dealer.test').some((mail) => mail.parsed.text?.includes(rental.id))).toBe(true);
    // The desk's settings are the staff area's own: saving them leaves every cached public page be.
    expect(await readStockVersion(await database())).toBe(stockBefore);
    // A second manager working from the page opened before the first saved is refused.
    expect((await saveDeskSettings(settings, 'other@dealer.test', settings.version)).outcome).toBe('stale');
    // Managers saving at the same moment from pages opened at one version: one is saved, the
    // others refused. Each finds a connection open, so the saves truly overlap.
    await openConnections(6);
    const opened = await deskSettings();
    const together = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((manager) =>
        saveDeskSettings(
          { ...opened, promiseMinutes: opened.promiseMinutes + manager },
          `manager${manager}@dealer.test`,
          opened.version,
        ),
      ),
    );
    expect(together.filter((saved) => saved.outcome === 'saved')).toHaveLength(1);
    const current = (await findStaffMember(sam.id))!;
    await setStaffDisabled(sam.id, true, current.version, actingManager);
  });
});

describe('a customer already being worked', () => {
  it('stays with the owner of their open lead, matched by e-mail in any case or by phone however written, and the owner is told it is the same customer', async () => {
    const ivy = await person('Ivy', 'sales');
    const jon = await person('Jon', 'sales');
    const email = `pat.${run}@example.com`;
    const quote = await enquiry({
      email,
      phone: '908-555-0142',
      vehicleId: 'denago-ev-city',
      topic: 'quote',
    });
    const [owner, other] = quote.assignedTo === ivy.id ? [ivy, jon] : [jon, ivy];
    expect(quote.assignedTo).toBe(owner.id);

    // Seconds later, their test drive, typed with the address in capitals: the same person, and
    // it takes nobody's turn, so the next new customer is the other's.
    const testDrive = await enquiry({
      email: email.toUpperCase(),
      vehicleId: 'denago-ev-city',
      topic: 'test-drive',
    });
    expect(testDrive.assignedTo).toBe(owner.id);
    expect((await enquiry({ interest: 'sales' })).assignedTo).toBe(other.id);
    // From a work address, with the phone written another way: still them.
    const byPhone = await enquiry({ email: `pat.work.${run}@example.com`, phone: '(908) 555-0142' });
    expect(byPhone.assignedTo).toBe(owner.id);

    const notice = sink
      .to(owner.email)
      .find((mail) => mail.parsed.text?.includes(`/admin/leads/${testDrive.id}`))!;
    // It says which open lead it belongs with, and links it, in the text and the HTML.
    expect(notice.parsed.text).toContain(`ref ${quote.reference}`);
    expect(notice.parsed.text).toContain(`https://carts.example.com/admin/leads/${quote.id}`);
    expect(notice.parsed.html).toContain(`href="https://carts.example.com/admin/leads/${quote.id}"`);
    const firstNotice = sink
      .to(owner.email)
      .find((mail) => mail.parsed.text?.includes(`/admin/leads/${quote.id}`))!;
    expect(firstNotice.parsed.text).not.toContain('ref undefined');
    expect(leadEventSummary((await leadTimeline(testDrive.id)).at(-1)!)).toContain(`ref ${quote.reference}`);
    for (const member of [ivy, jon])
      await setStaffDisabled(member.id, true, (await findStaffMember(member.id))!.version, actingManager);
  });

  it('goes by turn when the owner is away, the lead is closed or over 90 days old, or the request is for another team', async () => {
    const kim = await person('Kim', 'sales');
    const lou = await person('Lou', 'sales');
    const max = await person('Max', 'service');
    const ownerOf = async (fields: Record<string, string>) => (await enquiry(fields)).assignedTo;
    const email = `lee.${run}@example.com`;
    const first = await enquiry({ email, vehicleId: 'denago-ev-city', topic: 'quote' });
    const owner = first.assignedTo === kim.id ? kim : lou;
    const other = owner === kim ? lou : kim;

    // A service request is the service team's, whoever sells them their cart.
    expect(await ownerOf({ email, interest: 'service' })).toBe(max.id);

    // The owner away: the request goes on by turn, to the other.
    const away = (await findStaffMember(owner.id))!;
    await updateStaffMember(
      { ...away, version: String(away.version), mobile: '', away: true },
      actingManager,
    );
    expect(await ownerOf({ email })).toBe(other.id);
    const back = (await findStaffMember(owner.id))!;
    await updateStaffMember(
      { ...back, version: String(back.version), mobile: '', away: false },
      actingManager,
    );

    // Their leads all won: the next request is a new customer's, and the owner has waited longest.
    const db = await database();
    for (const lead of await db
      .selectFrom('leads')
      .select(['id', 'version'])
      .where('email', '=', email)
      .execute())
      await setLeadStatus(lead.id, { status: 'won', expectedVersion: lead.version }, 'boss@dealer.test');
    expect(await ownerOf({ email })).toBe(owner.id);

    // An open lead from 89 days ago holds the customer; from more than 90 days ago it does not.
    const cold = `cold.${run}@example.com`;
    const old = await enquiry({ email: cold });
    expect(old.assignedTo).toBe(other.id);
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
    await db
      .updateTable('leads')
      .set({ created_at: daysAgo(89) })
      .where('id', '=', old.id)
      .execute();
    expect(await ownerOf({ email: cold })).toBe(other.id);
    await db
      .updateTable('leads')
      .set({ created_at: daysAgo(91) })
      .where('email', '=', cold)
      .execute();
    // By turn it is the owner's: keeping the customer took none of the other's.
    expect(await ownerOf({ email: cold })).toBe(owner.id);
    for (const member of [kim, lou, max])
      await setStaffDisabled(member.id, true, (await findStaffMember(member.id))!.version, actingManager);
  });

  it("keeps a manager's customer with the manager for the team's requests, and sends two requests stored at the same moment to one person", async () => {
    const nia = await person('Nia', 'sales');
    const oli = await person('Oli', 'sales');
    const boss = await person('Pam', 'manager');
    const email = `sol.${run}@example.com`;
    const first = await enquiry({ email });
    await assignLead(
      first.id,
      { to: { id: boss.id, email: boss.email, name: boss.name }, expectedVersion: first.version },
      boss.email,
    );
    expect(await enquiry({ email })).toMatchObject({ assignedTo: boss.id });
    // Their service request is the service team's: the manager sells them carts, not their service.
    const ria = await person('Ria', 'service');
    const serviceRequest = await enquiry({ email, interest: 'service' });
    expect(serviceRequest.assignedTo).not.toBe(boss.id);
    expect((await findStaffMember(serviceRequest.assignedTo!))?.role).toBe('service');

    // Two requests of a new customer at the same moment (a quote and a trade-in sent from two
    // tabs), neither committed when the other is routed; four such customers at once. Stored
    // straight, as the request forms do, without the contact form's rate-limit count, which would
    // queue them one after the other.
    const customers = [1, 2, 3, 4].map((index) => ({
      firstName: 'Sol',
      lastName: 'Twin',
      email: `twin${index}.${run}@example.com`,
      phone: `908-555-015${index}`,
      interest: 'sales' as const,
      message: 'Two requests at once.',
    }));
    const stored = await Promise.all(
      customers.flatMap((customer) => [
        createLead({ ...customer, vehicleId: 'denago-ev-city', topic: 'quote' }),
        createLead({ ...customer, topic: 'trade-in' }),
      ]),
    );
    const owners = await Promise.all(stored.map(async ({ id }) => (await findLead(id))!.assignedTo));
    const pairs = customers.map((_, index) => [owners[2 * index], owners[2 * index + 1]]);
    expect(owners).not.toContain(null);
    expect(pairs.filter(([quote, tradeIn]) => quote !== tradeIn)).toEqual([]);
    await outboxSettled();
    for (const member of [nia, oli, boss, ria])
      await setStaffDisabled(member.id, true, (await findStaffMember(member.id))!.version, actingManager);
  });
});

describe('owning a lead', () => {
  it('lets a manager reassign (the new owner is mailed), refuses a stale page, and lets others take only an unowned lead', async () => {
    const one = await person('Dee', 'rentals');
    const two = await person('Eli', 'rentals');
    const lead = await enquiry({ interest: 'rentals', rentalPlan: 'six-seater/three-day' });
    // Whichever of the two got it by turn (a tie), the manager gives it to the other.
    expect([one.id, two.id]).toContain(lead.assignedTo);
    const [dee, eli] = lead.assignedTo === one.id ? [one, two] : [two, one];
    // A manager with a name, added once the lead is routed: the handover names them by it.
    const gia = await person('Gia', 'manager');
    onTestFinished(async () => {
      await setStaffDisabled(gia.id, true, (await findStaffMember(gia.id))!.version, actingManager);
    });

    expect(
      await assignLead(
        lead.id,
        { to: { id: eli.id, email: eli.email, name: eli.name }, expectedVersion: lead.version },
        gia.email,
      ),
    ).toEqual({ outcome: 'done' });
    await outboxSettled();
    expect(sink.to(eli.email).some((mail) => mail.parsed.text?.includes(`/admin/leads/${lead.id}`))).toBe(
      true,
    );
    // Handed over, not a new enquiry: it says so, and by whom.
    const handed = sink
      .to(eli.email)
      .find((mail) => mail.parsed.text?.includes(`/admin/leads/${lead.id}`))!.parsed;
    expect(handed.subject).toMatch(new RegExp(`^Given to you: .*ref ${lead.reference}$`));
    expect(handed.text?.split('\n')[0]).toBe(
      `${gia.name} gave you this lead from ${lead.firstName} ${lead.lastName}`,
    );
    expect(leadEventSummary((await leadTimeline(lead.id))[0]!)).toBe(
      `Assigned to ${eli.name} (${eli.email})`,
    );

    const stale = await assignLead(lead.id, { to: null, expectedVersion: lead.version }, 'other@dealer.test');
    expect(stale.outcome).toBe('stale');
    expect((await findLead(lead.id))!.assignedTo).toBe(eli.id);

    // Dee may not take back Eli's lead, however fresh her page.
    const fresh = (await findLead(lead.id))!;
    expect(
      await assignLead(
        lead.id,
        {
          to: { id: dee.id, email: dee.email, name: dee.name },
          expectedVersion: fresh.version,
          onlyIfUnassigned: true,
        },
        dee.email,
      ),
    ).toEqual({ outcome: 'refused' });
    // One nobody owns, taken by Dee herself: no e-mail tells her of what she just did.
    const unowned = (await findLead(lead.id))!;
    await assignLead(lead.id, { to: null, expectedVersion: unowned.version }, 'boss@dealer.test');
    const mailedBefore = sink.to(dee.email).length;
    expect(
      await assignLead(
        lead.id,
        {
          to: { id: dee.id, email: dee.email, name: dee.name },
          expectedVersion: (await findLead(lead.id))!.version,
          onlyIfUnassigned: true,
        },
        dee.email,
      ),
    ).toEqual({ outcome: 'done' });
    await outboxSettled();
    expect(sink.to(dee.email)).toHaveLength(mailedBefore);
    for (const member of [dee, eli])
      await setStaffDisabled(member.id, true, (await findStaffMember(member.id))!.version, actingManager);
  });
});

describe('replying from a lead', () => {
  it('sends the filled-in template to the customer with the sender as Reply-To, on the timeline, as the first response', async () => {
    const lead = await enquiry({
      interest: 'sales',
      vehicleId: 'denago-ev-city',
      topic: 'test-drive',
      firstName: 'Robin',
    });
    const { templates } = await replyTemplates();
    expect(replyKindOf(lead)).toBe('test-drive');
    const draft = fillReplyTemplate(templates['test-drive'], {
      firstName: lead.firstName,
      vehicle: 'Denago EV City',
      reference: lead.reference,
      staffName: 'Sam Rivera',
    });
    expect(draft.subject).toBe(`Your test drive of the Denago EV City (ref ${lead.reference})`);
    expect(draft.body).toContain('Hi Robin,');
    expect(draft.body).toContain('Sam Rivera');
    // The day is the salesperson's to fill in.
    const [day] = replyBlanks(draft.body);
    draft.body = draft.body.replace(day!, 'Saturday at 10');

    // Sent twice at once from one page (a double click without JavaScript, a resent post): once.
    const send = { ...draft, replyKey: randomUUID() };
    const sam = { email: `sam.${run}@dealer.test` };
    expect(await Promise.all([sendLeadReply(lead.id, send, sam), sendLeadReply(lead.id, send, sam)])).toEqual(
      ['queued', 'queued'],
    );
    await outboxSettled();
    const replies = sink.to(lead.email).filter((mail) => mail.parsed.subject === draft.subject);
    expect(replies).toHaveLength(1);
    expect((await leadTimeline(lead.id)).filter((event) => event.kind === 'email')).toHaveLength(1);
    // The page kept by Back and written again under the same key: refused, never dropped unsaid.
    expect(await sendLeadReply(lead.id, { ...send, body: `${send.body}\nP.S.` }, sam)).toBe('sent-from-page');
    const reply = replies[0];
    expect(reply?.parsed.replyTo?.map((address) => address.address)).toEqual([`sam.${run}@dealer.test`]);
    expect(reply?.parsed.text).toContain('Hi Robin,');
    // The reply moved the New lead to Contacted, on its timeline just after the reply, by its sender.
    const [moved, entry] = await leadTimeline(lead.id);
    expect(moved).toMatchObject({ kind: 'status', staffEmail: `sam.${run}@dealer.test` });
    expect(leadEventSummary(moved!)).toBe(`Status ${leadStatusLabels.new} → ${leadStatusLabels.contacted}`);
    expect((await findLead(lead.id))!.status).toBe('contacted');
    expect(entry).toMatchObject({ kind: 'email', staffEmail: `sam.${run}@dealer.test` });
    expect(leadEventSummary(entry!)).toBe(`E-mail sent: "${draft.subject}"`);
    expect((await findLead(lead.id))!.firstResponseBy).toBe(`sam.${run}@dealer.test`);
  });

  it('sends nothing to a person whose data was erased, from a page opened before the erasure', async () => {
    const lead = await enquiry({ interest: 'sales', firstName: 'Quinn' });
    const { templates } = await replyTemplates();
    const draft = fillReplyTemplate(templates.general, {
      firstName: lead.firstName,
      reference: lead.reference,
      staffName: 'Sam Rivera',
    });
    await erasePerson(lead, `boss.${run}@dealer.test`, []);
    const replyKey = randomUUID();
    expect(await sendLeadReply(lead.id, { ...draft, replyKey }, { email: `sam.${run}@dealer.test` })).toBe(
      'erased',
    );
    const queued = await (
      await database()
    )
      .selectFrom('outbox')
      .select('id')
      .where('lead_id', '=', lead.id)
      .execute();
    expect(queued).toEqual([]);
    expect((await leadTimeline(lead.id)).map((event) => event.kind)).not.toContain('email');
    expect((await findLead(lead.id))!.firstResponseBy).toBeNull();
  });

  it("uses a manager's edit of a template, and refuses a second manager's save from a stale page", async () => {
    const { templates, version } = await replyTemplates();
    const edited = {
      ...templates,
      general: { subject: 'Re: your question, {firstName}', body: templates.general.body },
    };
    expect(await saveReplyTemplates(edited, 'boss@dealer.test', version)).toBe('saved');
    expect((await replyTemplates()).templates.general.subject).toBe('Re: your question, {firstName}');
    expect(await saveReplyTemplates(templates, 'other@dealer.test', version)).toBe('stale');
    expect((await replyTemplates()).templates.general.subject).toBe('Re: your question, {firstName}');
  });

  it('refuses a reply that still holds a blank of its template, naming each blank, and sends it once filled', () => {
    // Every template that asks for a price, an offer or a day marks it as a blank to fill in.
    const withBlanks = replyKinds.filter((kind) => replyBlanks(defaultReplyTemplates[kind].body).length > 0);
    expect(withBlanks).toEqual(
      expect.arrayContaining(['quote', 'test-drive', 'trade-in', 'rental', 'service']),
    );
    for (const kind of withBlanks) {
      const draft = fillReplyTemplate(defaultReplyTemplates[kind], {
        firstName: 'Robin',
        vehicle: 'Denago EV City',
        reference: 'K7Q2M9',
        staffName: 'Sam Rivera',
      });
      const blanks = replyBlanks(draft.body);
      const sent = { id: '00000000-0000-0000-0000-000000000000', replyKey: randomUUID(), ...draft };
      const refused = replySchema.safeParse(sent);
      expect(refused.success).toBe(false);
      const message = refused.error!.issues.find((issue) => issue.path[0] === 'body')!.message;
      for (const blank of blanks) expect(message).toContain(blank);

      const filled = blanks.reduce((body, blank) => body.replace(blank, 'Saturday at 10'), draft.body);
      expect(replySchema.safeParse({ ...sent, body: filled }).success).toBe(true);
    }
    // A blank a manager puts in a subject is refused there too.
    const subject = replySchema.safeParse({
      id: '00000000-0000-0000-0000-000000000000',
      replyKey: randomUUID(),
      subject: 'Your price: [price]',
      body: 'Hello',
    });
    expect(subject.error?.issues.map((issue) => [issue.path[0], issue.message.includes('[price]')])).toEqual([
      ['subject', true],
    ]);
  });

  it('answers a plain sales question as a question, and a cart or a quote with the quote', async () => {
    const question = await enquiry({ interest: 'sales', message: 'Do you deliver to Toms River?' });
    expect(replyKindOf(question)).toBe('general');
    expect(replyKindOf(await enquiry({ interest: 'sales', vehicleId: 'denago-ev-city' }))).toBe('quote');
    expect(replyKindOf(await enquiry({ interest: 'sales', topic: 'quote' }))).toBe('quote');
  });

  it('keeps a subject on one line whatever the customer typed as their name', () => {
    const filled = fillReplyTemplate(
      { subject: 'Hello {firstName}', body: 'x' },
      { firstName: 'Eve\r\nBcc: all@example.com' },
    );
    expect(filled.subject).toBe('Hello Eve Bcc: all@example.com');
  });
});

describe('accounts', () => {
  it('ends a disabled account at once: its session, its sign-in and its turn', async () => {
    const fay = await person('Fay', 'sales');
    const token = await redeemWelcome(fay.id);
    const signedIn = await authenticateStaff(fay.email, 'correct horse battery');
    expect(signedIn).toMatchObject({ id: fay.id, role: 'sales' });
    const session = await createSession(signedIn!);
    expect(await sessionStaff(session.token)).toMatchObject({ id: fay.id });
    expect(token).toBeTruthy();

    expect(
      await setStaffDisabled(fay.id, true, (await findStaffMember(fay.id))!.version, actingManager),
    ).toEqual({
      outcome: 'done',
    });
    expect(await sessionStaff(session.token)).toBeUndefined();
    expect(await authenticateStaff(fay.email, 'correct horse battery')).toBeUndefined();
    expect((await enquiry({ interest: 'sales' })).assignedTo).not.toBe(fay.id);
  });

  it('always keeps an enabled manager', async () => {
    const { user } = await upsertStaff(`owner.${run}@dealer.test`, 'a long enough password');
    const owner = (await findStaffMember(user.id))!;
    const gus = await person('Gus', 'manager');
    // Two managers: either may stop being one...
    expect(
      await updateStaffMember(
        { ...gus, version: String(gus.version), mobile: '', role: 'sales' },
        actingManager,
      ),
    ).toEqual({
      outcome: 'done',
    });
    // ...but the last one may be neither demoted nor disabled. Every other manager in this file's
    // database is the owner alone, so this holds on both databases.
    const others = await (await import('@/server/db/database')).database();
    await others
      .updateTable('staff_users')
      .set({ role: 'sales' })
      .where('role', '=', 'manager')
      .where('id', '!=', owner.id)
      .execute();
    // A manager invited who has not chosen a password yet cannot sign in: not one to leave the desk to.
    await person('Ines', 'manager', { invited: true });
    const current = (await findStaffMember(owner.id))!;
    expect(
      await updateStaffMember(
        { ...current, version: String(current.version), mobile: '', role: 'sales' },
        actingManager,
      ),
    ).toEqual({
      outcome: 'last-manager',
    });
    expect(await setStaffDisabled(owner.id, true, current.version, actingManager)).toEqual({
      outcome: 'last-manager',
    });
  });

  it('keeps a manager when the last two demote each other at the same moment, and saves one of two changes to an account', async () => {
    const [quin, rae] = [await person('Quin', 'manager'), await person('Rae', 'manager')];
    const { database } = await import('@/server/db/database');
    const db = await database();
    await db
      .updateTable('staff_users')
      .set({ role: 'sales' })
      .where('role', '=', 'manager')
      .where('id', 'not in', [quin.id, rae.id])
      .execute();
    await openConnections(2);
    const demoted = await Promise.all(
      [quin, rae].map((manager) =>
        updateStaffMember(
          { ...manager, version: String(manager.version), mobile: '', role: 'sales' },
          actingManager,
        ),
      ),
    );
    expect(demoted.map((answer) => answer.outcome).sort()).toEqual(['done', 'last-manager']);
    const managers = await db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'manager')
      .where('disabled_at', 'is', null)
      .execute();
    expect(managers).toHaveLength(1);
    // Two managers change the remaining one from pages opened at one version: one is saved, the
    // other is refused and shown the account as the first left it.
    const last = (await findStaffMember(managers[0]!.id))!;
    await openConnections(2);
    const both = await Promise.all([
      updateStaffMember({ ...last, version: String(last.version), mobile: '', away: true }, actingManager),
      updateStaffMember(
        { ...last, version: String(last.version), mobile: '', name: 'Renamed' },
        actingManager,
      ),
    ]);
    expect(both.map((answer) => answer.outcome).sort()).toEqual(['done', 'stale']);
  });

  it('sets a password through a link once, within its hour, ending every session; an unknown address gets nothing', async () => {
    const hal = await person('Hal', 'service');
    await redeemWelcome(hal.id);
    const session = await createSession((await authenticateStaff(hal.email, 'correct horse battery'))!);
    const before = sink.to(hal.email).length;
    await requestPasswordReset(hal.email.toUpperCase());
    const mails = sink.to(hal.email);
    expect(mails).toHaveLength(before + 1);
    const link = /https:\/\/carts\.example\.com\/admin\/password\?token=([\w-]+)/.exec(
      mails.at(-1)!.parsed.text ?? '',
    );
    expect(link).not.toBeNull();
    const token = link![1]!;
    expect(await passwordLinkAccount(token)).toMatchObject({ email: hal.email, purpose: 'reset' });
    // An hour and a minute later it no longer works.
    expect(await redeemPasswordLink(token, 'another long password', new Date(Date.now() + 61 * 60_000))).toBe(
      false,
    );
    // A password on the list of the most common ones is refused, and the link stays usable.
    const { default: commonPasswords } = await import('@/features/staff/server/common-passwords.json');
    const { minimumPasswordLength } = await import('@/features/staff/server/password-rule');
    const common = commonPasswords.find((password) => password.length >= minimumPasswordLength)!;
    expect(await redeemPasswordLink(token, common)).toBe(false);
    expect(await redeemPasswordLink(token, 'another long password')).toBe(true);
    expect(await redeemPasswordLink(token, 'a third long password')).toBe(false);
    expect(await sessionStaff(session.token)).toBeUndefined();
    expect(await authenticateStaff(hal.email, 'another long password')).toMatchObject({ id: hal.id });

    const total = sink.received.length;
    await requestPasswordReset(`nobody.${run}@dealer.test`);
    expect(sink.received).toHaveLength(total);
  });

  it('keeps an invitation’s link when anyone asks for a reset, and ends every link once a password is set', async () => {
    // Anyone who knows a new hire's address can ask for a reset: their welcome link stays usable.
    const added = await addStaffMember(
      {
        name: 'Invitee',
        email: `invitee.${run}@dealer.test`,
        mobile: '',
        role: 'sales',
      },
      actingManager,
    );
    if (added.outcome !== 'added')
      throw new Error(`The invitee could not be added: ${JSON.stringify(added)}`);
    await requestPasswordReset(added.member.email);
    const resetLink = /https:\/\/carts\.example\.com\/admin\/password\?token=([\w-]+)/.exec(
      sink.to(added.member.email).at(-1)!.parsed.text ?? '',
    )![1]!;
    expect(await passwordLinkAccount(added.welcomeToken)).toMatchObject({ purpose: 'welcome' });
    expect(await passwordLinkAccount(resetLink)).toMatchObject({ purpose: 'reset' });
    // A password set one way ends the other links: the welcome link used, the reset link is void;
    // then a password changed on Your account voids a reset asked for after it.
    expect(await redeemPasswordLink(added.welcomeToken, 'correct horse battery')).toBe(true);
    expect(await passwordLinkAccount(resetLink)).toBeUndefined();
    await requestPasswordReset(added.member.email, new Date(Date.now() + 5 * 60_000));
    const later = /https:\/\/carts\.example\.com\/admin\/password\?token=([\w-]+)/.exec(
      sink.to(added.member.email).at(-1)!.parsed.text ?? '',
    )![1]!;
    expect(later).not.toBe(resetLink);
    const { changeOwnPassword } = await import('@/features/staff/server/staff');
    expect(
      await changeOwnPassword(added.member.id, 'correct horse battery', 'another long password'),
    ).toMatchObject({ outcome: 'changed' });
    expect(await redeemPasswordLink(later, 'a thief’s long password')).toBe(false);
    expect(await authenticateStaff(added.member.email, 'another long password')).toMatchObject({
      id: added.member.id,
    });
  });
});

/** Sets the account's password through its welcome link, as the person would from the e-mail. */
async function redeemWelcome(staffId: string): Promise<string> {
  const member = (await findStaffMember(staffId))!;
  const { createPasswordLink } = await import('@/features/staff/server/password-links');
  const { database } = await import('@/server/db/database');
  const token = await createPasswordLink(await database(), member.id, 'welcome');
  expect(await redeemPasswordLink(token, 'correct horse battery')).toBe(true);
  return token;
}
