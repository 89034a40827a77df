import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
const { assignLead } = await import('@/features/leads/server/lead-routing');
const { saveDeskSettings, deskSettings } = await import('@/features/leads/server/desk-settings');
const { addStaffMember, findStaffMember, setStaffDisabled, updateStaffMember } =
  await import('@/features/staff/server/staff-directory');
const { createSession, sessionStaff } = await import('@/features/staff/server/sessions');
const { authenticateStaff, upsertStaff } = await import('@/features/staff/server/staff');
const { passwordLinkAccount, redeemPasswordLink, requestPasswordReset } =
  await import('@/features/staff/server/password-links');
const { closeDatabase, database } = await import('@/server/db/database');
const { readStockVersion } = await import('@/features/inventory/server/stock-version');
const { replyTemplates, saveReplyTemplates, sendLeadReply } =
  await import('@/features/leads/server/lead-reply');
const { fillReplyTemplate, replyKindOf } = await import('@/features/leads/lead-reply');

beforeAll(async () => {
  await sink.start(smtpPort);
});

afterAll(async () => {
  await sink.stop();
  await closeDatabase();
  await db.cleanup();
});

const run = `${Date.now()}`;

async function person(name: string, role: 'manager' | 'sales' | 'service' | 'rentals') {
  const added = await addStaffMember({
    name,
    email: `${name.toLowerCase()}.${run}@dealer.test`,
    mobile: '',
    role,
  });
  if (added.outcome !== 'added') throw new Error(`${name} could not be added`);
  return added.member;
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
    await updateStaffMember({ ...cal, version: String(cal.version), mobile: '', away: true });

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
    await updateStaffMember({ ...calNow, version: String(calNow.version), mobile: '', away: false });
    expect((await enquiry({ interest: 'sales' })).assignedTo).toBe(cal.id);
    for (const member of [ana, ben, cal]) {
      const current = (await findStaffMember(member.id))!;
      await setStaffDisabled(member.id, true, current.version);
    }
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
    const current = (await findStaffMember(sam.id))!;
    await setStaffDisabled(sam.id, true, current.version);
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

    expect(
      await assignLead(
        lead.id,
        { to: { id: eli.id, email: eli.email, name: eli.name }, expectedVersion: lead.version },
        'boss@dealer.test',
      ),
    ).toEqual({ outcome: 'done' });
    await outboxSettled();
    expect(sink.to(eli.email).some((mail) => mail.parsed.text?.includes(`/admin/leads/${lead.id}`))).toBe(
      true,
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
    for (const member of [dee, eli])
      await setStaffDisabled(member.id, true, (await findStaffMember(member.id))!.version);
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

    expect(await sendLeadReply(lead.id, draft, { email: `sam.${run}@dealer.test` })).toBe('queued');
    await outboxSettled();
    const reply = sink.to(lead.email).find((mail) => mail.parsed.subject === draft.subject);
    expect(reply?.parsed.replyTo?.map((address) => address.address)).toEqual([`sam.${run}@dealer.test`]);
    expect(reply?.parsed.text).toContain('Hi Robin,');
    const [entry] = await leadTimeline(lead.id);
    expect(entry).toMatchObject({ kind: 'email', staffEmail: `sam.${run}@dealer.test` });
    expect(leadEventSummary(entry!)).toBe(`E-mail sent: "${draft.subject}"`);
    expect((await findLead(lead.id))!.firstResponseBy).toBe(`sam.${run}@dealer.test`);
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
    expect(await authenticateStaff(fay.email, 'correct horse battery')).toMatchObject({
      id: fay.id,
      role: 'sales',
    });
    const session = await createSession(fay.id);
    expect(await sessionStaff(session.token)).toMatchObject({ id: fay.id });
    expect(token).toBeTruthy();

    expect(await setStaffDisabled(fay.id, true, (await findStaffMember(fay.id))!.version)).toEqual({
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
      await updateStaffMember({ ...gus, version: String(gus.version), mobile: '', role: 'sales' }),
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
    const current = (await findStaffMember(owner.id))!;
    expect(
      await updateStaffMember({ ...current, version: String(current.version), mobile: '', role: 'sales' }),
    ).toEqual({
      outcome: 'last-manager',
    });
    expect(await setStaffDisabled(owner.id, true, current.version)).toEqual({ outcome: 'last-manager' });
  });

  it('sets a password through a link once, within its hour, ending every session; an unknown address gets nothing', async () => {
    const hal = await person('Hal', 'service');
    await redeemWelcome(hal.id);
    const session = await createSession(hal.id);
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
