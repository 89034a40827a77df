import { afterAll, describe, expect, it } from 'vitest';

import { dealer } from '../../src/content/dealer';
import { clientAddressHeader } from '../../src/server/security/client-address-header';
import { createTemporaryDatabase } from '../support/temp-database';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const db = await createTemporaryDatabase();
process.env.CONTACT_RATE_LIMIT = '2';
process.env.CONTACT_RATE_WINDOW_SECONDS = '600';
process.env.BOOKING_RATE_LIMIT = '2';

const { POST } = await import('@/app/api/contact/route');
const { POST: tradeInPost } = await import('@/app/api/trade-in/route');
const { tradeInReadsPerEnquiry } = await import('@/features/leads/server/trade-in-post');
const { POST: bookServicePost } = await import('@/app/api/service/bookings/route');
const { GET: serviceSlotsGet } = await import('@/app/api/service/slots/route');
const { tooManyBookings } = await import('@/server/http/booking-post');
const { dealerToday } = await import('@/features/requests/request-dates');
const { forgetEndedWindows, hitRateLimit } = await import('@/server/security/rate-limit');
const { closeDatabase, database } = await import('@/server/db/database');
const { readEnquiryDraft } = await import('@/features/leads/server/enquiry-drafts');

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

function post(client: string, contentType = 'application/json', sent: Record<string, string> = enquiry) {
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
    // Twelve different questions: the same one sent again would be the lead it made first.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        post('203.0.113.99', 'application/json', { ...burst, message: `${burst.message} (${index + 1})` }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, ...Array(10).fill(429)]);
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

  it('does not count a request refused for its figures: putting them right, the visitor is not locked out', async () => {
    const client = '203.0.113.70';
    const vehicle = await (
      await database()
    )
      .selectFrom('vehicles')
      .select(['id', 'price'])
      .where('status', '=', 'available')
      .executeTakeFirstOrThrow();
    const financing = (downPayment: number) => ({
      ...enquiry,
      email: 'figures@example.com',
      requestKind: 'financing',
      vehicleId: vehicle.id,
      downPayment: String(downPayment),
      termMonths: '48',
      aprPercent: '6.5',
      message: '',
    });
    // More refusals than the limit: a down payment past the price is refused each time, never 429.
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await post(client, 'application/json', financing(Number(vehicle.price) * 2))).status).toBe(400);
    expect((await post(client, 'application/json', financing(1000))).status).toBe(201);
  });

  it('reads a trade-in’s photos only a few times an enquiry, so posts refused for their fields cannot come without end', async () => {
    const tradeIn = (client: string) => {
      const form = new FormData();
      // No name: refused for its fields, after its photos were read.
      for (const [name, value] of Object.entries({ ...enquiry, firstName: '', requestKind: 'trade-in' }))
        form.set(name, value);
      form.append('photos', new Blob([new Uint8Array(256 * 1024)], { type: 'image/jpeg' }), 'cart.jpg');
      return tradeInPost(
        new Request('http://127.0.0.1/api/trade-in', {
          method: 'POST',
          headers: { accept: 'application/json', [clientAddressHeader]: client },
          body: form,
        }),
      );
    };
    const reads = Number(process.env.CONTACT_RATE_LIMIT) * tradeInReadsPerEnquiry;
    // Many more refusals than enquiries allowed: each is answered for its fields, never 429.
    for (let attempt = 0; attempt < reads; attempt++)
      expect((await tradeIn('203.0.113.71')).status).toBe(400);
    const limited = await tradeIn('203.0.113.71');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await tradeIn('203.0.113.72')).status).toBe(400);
  });

  it('shows a form post without JavaScript a readable page: the number to call, and the way back to the form filled in again', async () => {
    const form = 'application/x-www-form-urlencoded';
    await post('192.0.2.50', form, { ...enquiry, message: 'First question' });
    await post('192.0.2.50', form, { ...enquiry, message: 'Second question' });
    const waiting = { ...enquiry, email: 'waiting@example.com', message: 'Is the yellow one still there?' };
    const limited = await post('192.0.2.50', form, waiting);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-type')).toContain('text/html');
    const page = await limited.text();
    expect(page).toContain(`<a href="tel:${dealer.phone.e164}">${dealer.phone.display}</a>`);
    const back = /<a href="\/contact\?draft=([\w-]+)#enquiry-form">Back to the form<\/a>/.exec(page);
    expect(back).not.toBeNull();
    // The form's page draws what the draft holds: what this visitor sent.
    expect(await readEnquiryDraft(back![1]!)).toMatchObject({
      firstName: waiting.firstName,
      email: waiting.email,
      message: waiting.message,
    });
  });

  it('forgets only attempts that left their window a day ago, of its own kind, however long a window lasts', async () => {
    const day = 86_400_000;
    const twoDays = 2 * 86_400;
    const now = new Date('2026-06-10T12:00:00Z');
    // An attempt a day and a half ago still counts in a two-day window.
    const running = new Date(now.getTime() - 1.5 * day);
    expect((await hitRateLimit('long:running', 1, twoDays, running)).allowed).toBe(true);
    // One-minute windows that ended three days ago, of this kind and of another.
    const old = new Date(now.getTime() - 3 * day);
    await hitRateLimit('short:ended', 1, 60, old);
    await hitRateLimit('other:ended', 1, 60, old);
    await forgetEndedWindows('long:any', twoDays, now);
    await forgetEndedWindows('short:any', 60, now);
    expect((await hitRateLimit('long:running', 1, twoDays, now)).allowed).toBe(false);
    expect((await hitRateLimit('short:ended', 1, 60, old)).allowed).toBe(true);
    expect((await hitRateLimit('other:ended', 1, 60, old)).allowed).toBe(false);
  });

  it('lets at most the limit through in any stretch of the window, across what a fixed window would call a boundary', async () => {
    const minute = new Date('2026-01-01T10:01:00Z').getTime();
    const at = (seconds: number) => new Date(minute + seconds * 1000);
    // Two at the end of one minute, then one at the start of the next: within 60 s of them.
    expect((await hitRateLimit('test:slide', 2, 60, at(-10))).allowed).toBe(true);
    expect((await hitRateLimit('test:slide', 2, 60, at(-5))).allowed).toBe(true);
    const third = await hitRateLimit('test:slide', 2, 60, at(1));
    expect(third).toEqual({ allowed: false, retryAfterSeconds: 49 });
    // A refused attempt is not counted: once the first has left the window, one more gets through.
    expect((await hitRateLimit('test:slide', 2, 60, at(50))).allowed).toBe(true);
    expect((await hitRateLimit('test:slide', 2, 60, at(51))).allowed).toBe(false);
    expect((await hitRateLimit('test:slide', 2, 60, at(56))).allowed).toBe(true);
  });
});

describe('booking rate limit', () => {
  const client = '203.0.113.150';
  const book = (body: unknown, idempotencyKey?: string) =>
    bookServicePost(
      new Request('http://127.0.0.1/api/service/bookings', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [clientAddressHeader]: client,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
      }),
    );

  it('spends an attempt only on a booking that passed its field checks, and answers 429 once they are spent', async () => {
    const job = 'battery-test';
    const slots = (await (
      await serviceSlotsGet(
        new Request(`http://127.0.0.1/api/service/slots?job=${job}&from=${dealerToday()}`),
      )
    ).json()) as { days: { date: string; windows: { id: string; free: number }[] }[] };
    const open = slots.days.flatMap((day) =>
      day.windows
        .filter((window) => window.free >= 2)
        .map((window) => ({ date: day.date, window: window.id })),
    )[0]!;
    let customer = 0;
    const booking = () => {
      customer++;
      return {
        job,
        ...open,
        firstName: 'Dana',
        lastName: `Limit${customer}`,
        email: `limit${customer}@example.com`,
        phone: '732-555-0190',
        cart: { brand: 'Club Car', model: 'Onward', year: 2020 },
      };
    };
    // A customer correcting their mistakes is not locked out by them.
    for (const mistaken of [
      {},
      { ...booking(), date: '2020-01-01' },
      { ...booking(), email: 'not an address' },
      // Well formed, refused by the booking itself: a window the shop does not run.
      { ...booking(), window: 'no-such-window' },
      { ...booking(), window: 'no-such-window' },
    ])
      expect((await book(mistaken)).status).toBe(400);
    const first = booking();
    const made = await book(first, 'first-try');
    expect(made.status).toBe(201);
    const { reference } = (await made.json()) as { reference: string };
    expect((await book(booking())).status).toBe(201);
    const limited = await book(booking());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await limited.json()) as { error: string }).error).toBe(tooManyBookings);
    // Once spent, a mistaken booking is still told its mistakes.
    expect((await book({})).status).toBe(400);
    // A retry of a booking made (its answer lost on the way) gets that booking, not a 429.
    const retried = await book(first, 'first-try');
    expect(retried.status).toBe(201);
    expect(((await retried.json()) as { reference: string }).reference).toBe(reference);
  });
});
