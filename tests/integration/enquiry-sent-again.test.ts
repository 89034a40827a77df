/**
 * An enquiry sent again unchanged within minutes (a double click without JavaScript, a form sent
 * again after Back from the thank-you page) is the one lead it made first: one lead for staff, one
 * round of e-mails, and the first one's reference for the visitor. Anything changed is a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientAddressHeader } from '../../src/server/security/client-address-header';
import { setUpLeadMail } from '../support/lead-mail';

const { database: db, sink, smtpPort } = await setUpLeadMail({ CONTACT_RATE_LIMIT: '1000' });

const { POST } = await import('@/app/api/contact/route');
const { outboxSettled } = await import('@/features/leads/server/outbox');
const { sentAgainWithinMs } = await import('@/features/leads/server/lead-mutations');
const { closeDatabase, database } = await import('@/server/db/database');

beforeAll(async () => {
  await sink.start(smtpPort);
});

afterAll(async () => {
  await outboxSettled();
  await sink.stop();
  await closeDatabase();
  await db.cleanup();
});

let visitors = 0;

/** An enquiry from a visitor of its own. */
function enquiryFrom(label: string): Record<string, string> {
  return {
    firstName: 'Robin',
    lastName: 'Hale',
    email: `${label}${++visitors}@example.com`,
    phone: '848-555-0131',
    interest: 'sales',
    message: 'Is the red six-seater still in stock?',
  };
}

function postJson(fields: Record<string, string>, client = '203.0.113.40') {
  return POST(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [clientAddressHeader]: client },
      body: JSON.stringify(fields),
    }),
  );
}

/** As the contact page posts without JavaScript: a form, answered with a redirect. */
function postForm(fields: Record<string, string>) {
  return POST(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...fields, sourcePath: '/contact' }).toString(),
    }),
  );
}

async function referenceOf(answer: Response): Promise<string> {
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { reference: string }).reference;
}

async function leadsFrom(email: string) {
  return (await database())
    .selectFrom('leads')
    .select(['id', 'reference', 'created_at'])
    .where('email', '=', email)
    .execute();
}

/** Every e-mail the sink received about `reference`: staff's, the CRM's and the visitor's. */
async function mailAbout(reference: string) {
  await outboxSettled();
  return ['sales@dealer.test', 'crm@dealer.test'].flatMap((address) =>
    sink.to(address).filter((mail) => (mail.parsed.text ?? '').includes(reference)),
  );
}

describe('an enquiry sent again unchanged', () => {
  it('sent twice is one lead with one reference, and staff are mailed once', async () => {
    const enquiry = enquiryFrom('twice');
    const first = await referenceOf(await postJson(enquiry));
    const mailed = (await mailAbout(first)).length;
    expect(mailed).toBeGreaterThan(0);
    expect(sink.to(enquiry.email!)).toHaveLength(1);

    expect(await referenceOf(await postJson(enquiry))).toBe(first);
    expect(await leadsFrom(enquiry.email!)).toEqual([expect.objectContaining({ reference: first })]);
    expect(await mailAbout(first)).toHaveLength(mailed);
    expect(sink.to(enquiry.email!)).toHaveLength(1);
  });

  it('sent again with the address typed in capitals is still the lead it made', async () => {
    const enquiry = enquiryFrom('capitals');
    const first = await referenceOf(await postJson(enquiry));
    const shouted = { ...enquiry, email: enquiry.email!.toUpperCase() };
    expect(await referenceOf(await postJson(shouted))).toBe(first);
    expect(await leadsFrom(enquiry.email!)).toHaveLength(1);
    expect(await leadsFrom(shouted.email)).toHaveLength(0);
  });

  it('sent again as a plain form after Back lands on the same thank-you page', async () => {
    const enquiry = enquiryFrom('back');
    const first = await postForm(enquiry);
    expect(first.status).toBe(303);
    const thankYou = first.headers.get('location');
    expect(thankYou).toMatch(/\/thank-you\?ref=/);
    const again = await postForm(enquiry);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toBe(thankYou);
    expect(await leadsFrom(enquiry.email!)).toHaveLength(1);
  });

  it('sent several times at once is still one lead', async () => {
    const enquiry = enquiryFrom('together');
    // From a phone moving between networks too: the rate limit's lock, held per address, does not
    // put them in line.
    const references = await Promise.all(
      Array.from({ length: 4 }, async (_, client) =>
        referenceOf(await postJson(enquiry, `203.0.113.${50 + client}`)),
      ),
    );
    const stored = await leadsFrom(enquiry.email!);
    expect(stored).toHaveLength(1);
    expect(new Set(references)).toEqual(new Set([stored[0]!.reference]));
  });

  it('with anything changed, or after the window, is a new lead', async () => {
    const enquiry = enquiryFrom('changed');
    const first = await referenceOf(await postJson(enquiry));
    const changes: Record<string, string>[] = [
      { message: `${enquiry.message} And in blue?` },
      { phone: '848-555-0132' },
      { interest: 'service' },
      { vehicleId: 'denago-ev-city' },
    ];
    const references = [first];
    for (const change of changes)
      references.push(await referenceOf(await postJson({ ...enquiry, ...change })));
    expect(new Set(references).size).toBe(changes.length + 1);

    // The first one, sent again unchanged once the window has passed since.
    const stored = await database();
    await stored
      .updateTable('leads')
      .set({ created_at: new Date(Date.now() - sentAgainWithinMs - 1000).toISOString() })
      .where('reference', '=', first)
      .execute();
    const later = await referenceOf(await postJson(enquiry));
    expect(later).not.toBe(first);
    expect(await leadsFrom(enquiry.email!)).toHaveLength(changes.length + 2);
  });
});
