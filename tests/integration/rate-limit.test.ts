import { afterAll, describe, expect, it } from 'vitest';

import { dealer } from '../../src/content/dealer';
import { clientAddressHeader } from '../../src/lib/client-address-header';
import { createTemporaryDatabase } from '../support/temp-database';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const db = await createTemporaryDatabase();
process.env.CONTACT_RATE_LIMIT = '2';
process.env.CONTACT_RATE_WINDOW_SECONDS = '600';

const { POST } = await import('@/app/api/contact/route');
const { forgetEndedWindows, hitRateLimit } = await import('@/server/security/rate-limit');
const { closeDatabase, database } = await import('@/server/db/database');

afterAll(async () => {
  await closeDatabase();
  await db.cleanup();
});

const enquiry = {
  firstName: 'Pat',
  lastName: 'Lee',
  email: 'pat@example.com',
  phone: '908-555-0177',
  message: 'Do you have a six seater in stock?',
};

function post(client: string, contentType = 'application/json', sent = enquiry) {
  return POST(
    new Request('http://127.0.0.1/api/contact', {
      method: 'POST',
      // The production server writes this header from the connection (tested in client-address.test.ts).
      headers: { 'content-type': contentType, [clientAddressHeader]: client },
      body: contentType === 'application/json' ? JSON.stringify(sent) : new URLSearchParams(sent).toString(),
    }),
  );
}

describe('contact rate limit', () => {
  it('answers 429 with a clear message once a client passes the limit, and other clients go on', async () => {
    expect((await post('203.0.113.7')).status).toBe(201);
    expect((await post('203.0.113.7')).status).toBe(201);
    const limited = await post('203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      new RegExp(`several messages in a short time.*call us at ${escapeRegExp(dealer.phone.display)}`),
    );
    expect((await post('198.51.100.20')).status).toBe(201);
  });

  it('stores exactly as many of a burst as the limit allows, and nothing of the ones it refuses', async () => {
    // Sent together: each is counted and, within the limit, stored in the same write.
    const burst = { ...enquiry, email: 'burst@example.com' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post('203.0.113.99', 'application/json', burst)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
    const references = await Promise.all(
      answers
        .filter((answer) => answer.status === 201)
        .map(async (answer) => ((await answer.json()) as { reference: string }).reference),
    );
    const stored = await (
      await database()
    )
      .selectFrom('leads')
      .select('reference')
      .where('email', '=', burst.email)
      .execute();
    expect(stored.map((lead) => lead.reference).sort()).toEqual(references.sort());
  });

  it('shows a readable page to a form post without JavaScript', async () => {
    await post('192.0.2.50', 'application/x-www-form-urlencoded');
    await post('192.0.2.50', 'application/x-www-form-urlencoded');
    const limited = await post('192.0.2.50', 'application/x-www-form-urlencoded');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('text/html');
    expect(await limited.text()).toContain('Back to the form');
  });

  it('forgets only windows that ended a day ago, of its own kind, however long a window lasts', async () => {
    const day = 86_400_000;
    const twoDays = 2 * 86_400;
    // A two-day window (windows are fixed: this one starts at `start`), a day and a half in.
    const start = Math.floor(Date.now() / (2 * day)) * 2 * day;
    const running = new Date(start + 0.1 * day);
    const now = new Date(start + 1.6 * day);
    expect((await hitRateLimit('long:running', 1, twoDays, running)).allowed).toBe(true);
    // A one-minute window that ended three days ago, and one of another kind.
    const old = new Date(now.getTime() - 3 * day);
    await hitRateLimit('short:ended', 1, 60, old);
    await hitRateLimit('other:ended', 1, 60, old);
    await forgetEndedWindows('long:any', twoDays, now);
    await forgetEndedWindows('short:any', 60, now);
    expect((await hitRateLimit('long:running', 1, twoDays, now)).allowed).toBe(false);
    expect((await hitRateLimit('short:ended', 1, 60, old)).allowed).toBe(true);
    expect((await hitRateLimit('other:ended', 1, 60, old)).allowed).toBe(false);
  });

  it('starts counting again in a new window', async () => {
    const start = new Date('2026-01-01T10:00:00Z');
    expect((await hitRateLimit('test:window', 1, 60, start)).allowed).toBe(true);
    expect((await hitRateLimit('test:window', 1, 60, new Date(start.getTime() + 30_000))).allowed).toBe(
      false,
    );
    expect((await hitRateLimit('test:window', 1, 60, new Date(start.getTime() + 61_000))).allowed).toBe(true);
  });
});
