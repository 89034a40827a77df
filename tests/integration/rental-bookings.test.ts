import { createHash } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cartType, rentalLocationIds, rentalPolicy, type CartTypeId } from '@/content/rental-plans';
import { greeting } from '@/features/leads/greeting';
import { clientAddressHeader } from '@/server/security/client-address-header';

import { expectDatabaseBackstop } from '../support/database-backstop';
import { setUpLeadMail } from '../support/lead-mail';
import { rentalBookingBody } from '../support/rental-booking-body';
import { connectSeparately } from '../support/separate-connection';

/**
 * Booking a rental, on SQLite and PostgreSQL, through the JSON API's handlers and with a real SMTP
 * server: the price from the published table, every refusal by field, the agreement stored once,
 * bookers released together for the last free carts, a retried post, the refund at each
 * cancellation band, and the waitlist told when dates free up.
 */
const {
  database: scratch,
  sink,
  smtpPort,
} = await setUpLeadMail({
  // Every booker here comes from one test process: lift the per-address limit by configuration.
  BOOKING_RATE_LIMIT: '100000',
});

const { POST: book } = await import('@/app/api/rentals/bookings/route');
const { GET: available } = await import('@/app/api/rentals/availability/route');
const { agreementOf, cancelBooking, findBooking, findBookingByReference, inBookingTransaction } =
  await import('@/features/rentals/server/bookings');
const { joinWaitlist } = await import('@/features/rentals/server/waitlist');
const { handoverLine } = await import('@/features/rentals/server/booking-mail');
const { letterSignOff } = await import('@/features/bookings/letter');
const { rentalSettings, saveRentalSettings } = await import('@/features/rentals/server/rental-settings');
const { calendarDownload } = await import('@/features/rentals/server/booking-files');
const { bookingDueBackMs } = await import('@/features/rentals/booking');
const { bookingChanges } = await import('@/features/rentals/server/booking-history');
const { formatCents, rentalPrice } = await import('@/features/rentals/rental-price');
const { dateAndTime } = await import('@/features/rentals/rental-agreement');
const {
  dayMs,
  dealerDateTime,
  dealerMoment,
  deliveryNoticeMs,
  dueBackDate,
  hourMs,
  pickupTimes,
  rentalInterval,
} = await import('@/features/rentals/rental-time');
const { addDays, bookingHorizonDays, formatRequestDate, weekdayOf } =
  await import('@/features/requests/request-dates');
const { alternatives, availability } = await import('@/features/rentals/server/availability');
const availabilityFree = async (ask: Parameters<typeof availability>[0]) => (await availability(ask)).free;
const { rentalBase } = await import('@/features/places/town-location');
const { municipalityBySlug } = await import('@/content/municipalities');
const { clockLabel } = await import('@/lib/opening-hours');
const { formatDateTimeWithZone } = await import('@/lib/format-date');
const { pdfText } = await import('../support/pdf-text');
const { siteUrl } = await import('@/features/seo/server/site-metadata');
const { golfCartRentalPolicy } = await import('@/content/policies/rental-policy');
const { outboxSettled, startOutboxWorker, stopOutboxWorker } = await import('@/features/leads/server/outbox');
const { leadTimeline } = await import('@/features/leads/server/lead-desk');
const { leadEventSummary, lostReasons } = await import('@/features/leads/lead-desk');
const { closeDatabase, database } = await import('@/server/db/database');
const { leadTopics } = await import('@/content/enquiries');

beforeAll(async () => {
  await sink.start(smtpPort);
  startOutboxWorker(200);
});

afterAll(async () => {
  await stopOutboxWorker();
  await sink.stop();
  await closeDatabase();
  await scratch.cleanup();
});

/** A Tuesday `weeksAhead` weeks from now at the dealer: a day every showroom hands carts over. */
function tuesday(weeksAhead: number): string {
  let date = addDays(dealerDateTime(Date.now())[0], weeksAhead * 7);
  while (weekdayOf(date) !== 2) date = addDays(date, 1);
  return date;
}

let renters = 0;
function booking(overrides: Record<string, unknown> = {}) {
  renters++;
  return rentalBookingBody(
    {
      start: tuesday(10),
      lastName: `Renter${renters}`,
      phone: `732-555-${String(1000 + (renters % 9000)).padStart(4, '0')}`,
    },
    overrides,
  );
}

let clients = 0;
/** A booking posted as the API is, each from an address of its own, as a crowd of renters is. */
function post(body: unknown, headers: Record<string, string> = {}) {
  clients++;
  return book(
    new Request('http://127.0.0.1/api/rentals/bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [clientAddressHeader]: `198.18.${Math.floor(clients / 250)}.${clients % 250}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

/** A rental asked for as the booking page asks: delivered to Toms River, 10:00, no other driver. */
async function deliveredAsk(type: CartTypeId, pickupDate: string, days: number) {
  const { municipalityBySlug } = await import('@/content/municipalities');
  return {
    type,
    pickupDate,
    pickupTime: '10:00',
    days,
    handover: { town: municipalityBySlug('toms-river')! },
    additionalDrivers: 0,
  };
}

/** Someone joining the waitlist, at an address of their own: "Turn Around" is turn.around@example.com. */
const waitingRenter = (firstName: string, lastName: string) => ({
  firstName,
  lastName,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone: '732-555-0177',
});

async function freeCount(type: CartTypeId, start: string, days: number, town = 'toms-river') {
  const answer = await available(
    new Request(
      `http://127.0.0.1/api/rentals/availability?type=${type}&start=${start}&days=${days}&town=${town}&time=10:00`,
    ),
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { free: number }).free;
}

describe(`booking a rental (${scratch.dialect})`, () => {
  it('asks an API client for the pickup date the same way whether it is missing or left blank', async () => {
    for (const query of ['type=four-seater&days=2', 'type=four-seater&start=&days=2']) {
      const answer = await available(new Request(`http://127.0.0.1/api/rentals/availability?${query}`));
      expect(answer.status, query).toBe(400);
      expect(await answer.json(), query).toMatchObject({
        fields: { start: 'Give the pickup date as YYYY-MM-DD' },
      });
    }
  });

  it('books a cart at the published price, as an answered lead, with its agreement stored once', async () => {
    const request = booking({ days: 6 });
    const answer = await post(request);
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as {
      reference: string;
      total: number;
      deposit: number;
      agreementUrl: string;
    };
    const price = rentalPrice({
      type: 'four-seater',
      days: 6,
      deliveryMiles: undefined,
      additionalDrivers: 0,
    });
    // Six days never cost more than a week.
    expect(price.rent).toBeLessThanOrEqual(
      cartType('four-seater').plans.find((plan) => plan.durationDays === 7)!.price * 100,
    );
    expect(body.deposit).toBe(cartType('four-seater').securityDeposit);
    const stored = (await findBookingByReference(body.reference))!;
    expect(stored).toMatchObject({
      status: 'booked',
      days: 6,
      rentCents: price.rent,
      totalCents: body.total * 100,
    });
    const lead = await (
      await database()
    )
      .selectFrom('leads')
      .select(['status', 'first_response_at', 'interest', 'message'])
      .where('id', '=', stored.leadId!)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'contacted', interest: 'rentals' });
    const { findLead } = await import('@/features/leads/server/lead-queries');
    // Staff read the booking as the renter does: the dates in words, when it is due back, its total.
    expect(lead.message).toContain(`from ${dateAndTime(stored.pickupDate, stored.pickupTime)}`);
    expect(lead.message).toContain(`due back ${dateAndTime(...dealerDateTime(bookingDueBackMs(stored)))}`);
    expect(lead.message).toContain(`total ${formatCents(stored.totalCents)}`);
    expect(lead.first_response_at).not.toBeNull();
    // The lead's page calls the site's summary what it is, not the renter's message.
    const { leadMessageHeading } = await import('@/features/leads/lead');
    expect(leadMessageHeading((await findLead(stored.leadId!))!)).toBe('Booking, as the site recorded it');
    // It names the cart type booked, which is no plan: not a "Rental plan" that names none.
    const { leadAdf, leadContextRows } = await import('@/features/leads/server/lead-messages');
    const context = leadContextRows((await findLead(stored.leadId!))!);
    expect(context).toContainEqual(['Rental cart', cartType('four-seater').title]);
    expect(context.map(([label]) => label)).not.toContain('Rental plan');
    // The CRM hears of a rental: a lease of the cart type booked, not the sale of a cart unnamed.
    const adf = leadAdf((await findLead(stored.leadId!))!, siteUrl('/'));
    expect(adf).toMatch(
      new RegExp(
        `<vehicle interest="lease" status="used">.*<model>${cartType('four-seater').title}</model>`,
        's',
      ),
    );
    const first = (await agreementOf(stored.id))!;
    const second = (await agreementOf(stored.id))!;
    expect(first.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(second.pdf.equals(first.pdf)).toBe(true);
    expect(createHash('sha256').update(first.pdf).digest('hex')).toBe(stored.agreementSha256);
    // Signed on the dealer's clock, named, as the renter lived it; not a UTC stamp a day ahead.
    const agreementText = await pdfText(first.pdf);
    expect(agreementText).toContain(`Signed ${formatDateTimeWithZone(stored.signedAt)} (`);
    // The policy it makes part of itself, at an address a reader of the printed page can open.
    expect(agreementText).toContain(`(${siteUrl(golfCartRentalPolicy.path)})`);
    expect(siteUrl(golfCartRentalPolicy.path)).toMatch(/^https?:\/\//);
    // Paid at pickup, the deposit is taken then and refunded after the return.
    expect(agreementText).toContain(
      `less any of these, is refunded ${rentalPolicy.depositRefund} after the return`,
    );
    expect(body.agreementUrl).toContain(`/rentals/bookings/${body.reference}/agreement.pdf?key=`);
  });

  it("writes the renter's name into the agreement as typed, in Latin, Greek or Cyrillic letters, and still makes one for a name it cannot write", async () => {
    const agreementFor = async (firstName: string, lastName: string) => {
      const name = `${firstName} ${lastName}`;
      const driver = { ...booking().drivers[0], name };
      const answer = await post(booking({ firstName, lastName, drivers: [driver], signature: name }));
      expect(answer.status).toBe(201);
      const stored = (await findBookingByReference(
        ((await answer.json()) as { reference: string }).reference,
      ))!;
      expect(stored.signatureName).toBe(name);
      return pdfText((await agreementOf(stored.id))!.pdf);
    };

    const written = await agreementFor('Łukasz', 'Żółć-Đặng Ελένη Иванова');
    expect(written).toContain('Signed by typing the name "Łukasz Żółć-Đặng Ελένη Иванова"');
    expect(written).toContain('Łukasz Żółć-Đặng Ελένη Иванова, born');
    // Chinese letters are not in the embedded font: the booking stands, the name as typed is on
    // it, and the agreement marks each letter it could not write.
    const unwritable = await agreementFor('小明', 'Wang');
    expect(unwritable).toContain('Signed by typing the name "?? Wang"');
  });

  it('delivers only carts from the rental base nearest the town, whose distance the fee is counted on', async () => {
    const request = booking();
    const town = municipalityBySlug(request.town)!;
    const base = rentalBase(town).location.id;
    const farther = rentalLocationIds.find((id) => id !== base)!;
    const start = tuesday(40);
    const activeAt = async (locationId: string) =>
      (
        await (
          await database()
        )
          .selectFrom('rental_carts')
          .select('id')
          .where('type', '=', 'four-seater')
          .where('status', '=', 'active')
          .where('location_id', '=', locationId)
          .execute()
      ).length;
    const atBase = await activeAt(base);
    expect(await freeCount('four-seater', start, 2)).toBe(atBase);
    for (let cart = 0; cart < atBase; cart++) {
      const answer = await post(booking({ start, days: 2 }));
      expect(answer.status).toBe(201);
      const { reference, total } = (await answer.json()) as { reference: string; total: number };
      expect((await findBookingByReference(reference))!.locationId).toBe(base);
      expect(total * 100).toBe(
        rentalPrice({
          type: 'four-seater',
          days: 2,
          deliveryMiles: rentalBase(town).miles,
          additionalDrivers: 0,
        }).total,
      );
    }
    // The farther base still has carts for those dates, collected there, but none is delivered
    // at the nearer base's fee.
    expect(await activeAt(farther)).toBeGreaterThan(0);
    const collected = await available(
      new Request(
        `http://127.0.0.1/api/rentals/availability?type=four-seater&start=${start}&days=2&showroom=${farther}&time=10:00`,
      ),
    );
    expect(((await collected.json()) as { free: number }).free).toBe(await activeAt(farther));
    expect(await freeCount('four-seater', start, 2)).toBe(0);
    expect((await post(booking({ start, days: 2 }))).status).toBe(409);
  });

  it("closes a cancelled rental's lead as lost, so it leaves the desk's open leads", async () => {
    const { findLead } = await import('@/features/leads/server/lead-queries');
    const answer = await post(booking({ start: tuesday(43), days: 2 }));
    expect(answer.status).toBe(201);
    const stored = (await findBookingByReference(
      ((await answer.json()) as { reference: string }).reference,
    ))!;
    expect((await findLead(stored.leadId!))!.status).toBe('contacted');
    expect((await cancelBooking(stored.id, { customer: 'the renter, from their link' })).outcome).toBe(
      'cancelled',
    );
    expect(await findLead(stored.leadId!)).toMatchObject({
      status: 'lost',
      statusReason: 'booking-cancelled',
    });
    const [closing] = await leadTimeline(stored.leadId!);
    expect([closing!.staffEmail, closing!.detail.text]).toEqual([
      null,
      'Cancelled by the renter, from their link.',
    ]);
    // Cancelled at the desk: the staff member signs the lead's closing, as any change of theirs.
    const atDesk = (await findBookingByReference(
      ((await (await post(booking({ start: tuesday(43), days: 2 }))).json()) as { reference: string })
        .reference,
    ))!;
    expect(
      (
        await cancelBooking(
          atDesk.id,
          { staff: { name: 'Sam Desk', email: 'sam@dealer.test' } },
          new Date(),
          {
            expectedVersion: atDesk.version,
          },
        )
      ).outcome,
    ).toBe('cancelled');
    const [closedAtDesk] = await leadTimeline(atDesk.leadId!);
    expect(leadEventSummary(closedAtDesk!)).toContain(lostReasons['booking-cancelled']);
    expect([closedAtDesk!.staffEmail, closedAtDesk!.detail.text]).toEqual(['sam@dealer.test', undefined]);
  });

  it('answers a cancel that lands while the desk hands the cart over by what the booking is then: out, not cancelled', async () => {
    const answer = await post(booking({ start: tuesday(42), days: 2 }));
    expect(answer.status).toBe(201);
    const stored = (await findBookingByReference(
      ((await answer.json()) as { reference: string }).reference,
    ))!;
    const desk = connectSeparately();
    const handOver = (db: typeof desk) =>
      db
        .updateTable('rental_bookings')
        .set({ status: 'out', version: stored.version + 1 })
        .where('id', '=', stored.id)
        .execute();
    let cancelling: ReturnType<typeof cancelBooking> | undefined;
    try {
      if (scratch.dialect === 'postgres')
        // The desk's check-out, written and not yet committed when the renter's cancel arrives: the
        // cancel has read the booking still booked, and its write finds it changed.
        await desk.transaction().execute(async (trx) => {
          await handOver(trx);
          cancelling = cancelBooking(stored.id, { customer: 'the renter, from their link' });
          await new Promise((resolve) => setTimeout(resolve, 300));
        });
      else {
        // SQLite writes one transaction at a time, read and write together: the cancel comes after.
        await handOver(desk);
        cancelling = cancelBooking(stored.id, { customer: 'the renter, from their link' });
      }
    } finally {
      await desk.destroy();
    }
    expect((await cancelling!).outcome).toBe('too-late');
    expect((await findBookingByReference(stored.reference))!.status).toBe('out');
  });

  it('puts the return in the calendar file when the cart is due back, and marks both events cancelled once the booking is', async () => {
    // A Saturday's last pickup at a showroom for a day: due back at Monday's opening, not on Sunday.
    const saturday = addDays(tuesday(11), 4);
    const showroom = rentalLocationIds[0];
    const answer = await post(
      booking({
        start: saturday,
        pickupTime: pickupTimes(saturday, { locationId: showroom }).at(-1),
        days: 1,
        town: undefined,
        showroom,
      }),
    );
    expect(answer.status).toBe(201);
    const answered = (await answer.json()) as { reference: string; agreementUrl: string; dueBack: string };
    const { reference, agreementUrl } = answered;
    const key = new URL(agreementUrl, 'http://site.invalid').searchParams.get('key')!;
    const stored = (await findBookingByReference(reference))!;
    const dueBack = bookingDueBackMs(stored);
    expect(dueBack).toBeGreaterThan(stored.endsMs);
    // The API says so too, at the dealer's offset, beside the day the rental's time ends.
    expect(answered.dueBack).toMatch(/[-+]\d{2}:\d{2}$/);
    expect(Date.parse(answered.dueBack)).toBe(dueBack);
    const asked = await available(
      new Request(
        `http://127.0.0.1/api/rentals/availability?type=four-seater&start=${saturday}&days=1&showroom=${showroom}&time=${stored.pickupTime}`,
      ),
    );
    expect(Date.parse(((await asked.json()) as { dueBack: string }).dueBack)).toBe(dueBack);
    const events = async () =>
      (await (await calendarDownload(reference, key)).text()).split('BEGIN:VEVENT').slice(1);
    const icsTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]|\.\d{3}/g, '');
    const returnEvent = (await events()).find((event) => event.includes(`UID:${reference}-return@`))!;
    expect(returnEvent).toContain(`DTSTART:${icsTime(dueBack)}`);
    expect((await events()).every((event) => event.includes('STATUS:CONFIRMED'))).toBe(true);
    const file = async () => (await calendarDownload(reference, key)).text();
    expect(await file()).toContain('METHOD:PUBLISH');

    expect((await cancelBooking(stored.id, { customer: 'renter' })).outcome).toBe('cancelled');
    // Cancelled, with a later sequence on the same uids: a calendar takes the events off.
    expect(await file()).toContain('METHOD:CANCEL');
    const sequences = (await events()).map((event) => Number(/SEQUENCE:(\d+)/.exec(event)?.[1]));
    expect(sequences.every((sequence) => sequence > stored.version)).toBe(true);
    const cancelled = await events();
    expect(cancelled).toHaveLength(2);
    expect(cancelled.every((event) => event.includes('STATUS:CANCELLED'))).toBe(true);
    expect(cancelled.every((event) => /SUMMARY:Cancelled: /.test(event))).toBe(true);
    // Its e-mail states what was booked, with no deposit to bring and no time it is due back.
    const cancellation = () =>
      sink.to(stored.email).find((mail) => /is cancelled/.test(mail.parsed.subject ?? ''))?.parsed.text ?? '';
    // Behind the earlier tests' mail in the queue: a busy outbox is slow, not wrong.
    await expect.poll(cancellation, { timeout: 15_000 }).toContain(`Reference: ${reference}`);
    expect(cancellation()).not.toMatch(/deposit|Due back/);
    // Sent without staff reading it, to whatever address was typed: it quotes nothing typed.
    expect(cancellation().startsWith(`${greeting}\n`)).toBe(true);
    expect(cancellation()).not.toContain(stored.firstName);
    // It links to the booking, and to the calendar file that takes the events off the renter's calendar.
    const linked = [...cancellation().matchAll(/https?:\/\/\S+/g)].map(([url]) => new URL(url));
    expect(linked.map((url) => url.pathname)).toEqual(
      expect.arrayContaining([
        `/rentals/bookings/${reference}`,
        `/rentals/bookings/${reference}/calendar.ics`,
      ]),
    );
    expect(linked.every((url) => url.searchParams.get('key') === key)).toBe(true);
  });

  it('refuses every bad booking with a message by field, and books nothing', async () => {
    const [today] = dealerDateTime(Date.now());
    const refusal = async (overrides: Record<string, unknown>) => {
      const answer = await post(booking(overrides));
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { fields: Record<string, string> }).fields;
    };
    expect((await refusal({ start: addDays(today, -1) })).start).toMatch(/past/);
    expect((await refusal({ days: 0 })).days).toMatch(/1 to 30 days/);
    expect((await refusal({ days: rentalPolicy.maximumRentalDays + 1 })).days).toMatch(/1 to 30 days/);
    expect((await refusal({ type: 'limousine' })).type).toMatch(/Choose/);
    expect((await refusal({ town: 'atlantis' })).town).toMatch(/town/);
    const start = tuesday(10);
    const young = booking().drivers[0]!;
    expect(
      (
        await refusal({
          start,
          drivers: [
            booking().drivers[0],
            { ...young, name: 'Kim Young', dateOfBirth: addDays(start, -(20 * 365)) },
          ],
        })
      )['drivers.1.dateOfBirth'],
    ).toMatch(/Additional driver 1 \(Kim Young\) is under 21/);
    // A slip in one driver's licence does not hide another's age until the form is sent again.
    const both = await refusal({
      start,
      drivers: [
        { ...young, licenceNumber: '!' },
        { ...young, name: 'Kim Young', dateOfBirth: addDays(start, -(20 * 365)) },
      ],
    });
    // Each says whose licence it is about, as a list of a form's problems needs.
    expect(both['drivers.0.licenceNumber']).toMatch(
      /^The renter's licence: Enter the licence number as printed/,
    );
    const halfFilled = await refusal({
      start,
      drivers: [young, { ...young, name: 'Kim Young', dateOfBirth: '' }],
    });
    expect(halfFilled['drivers.1.dateOfBirth']).toMatch(/^Additional driver 1: Enter the date of birth/);
    expect(both['drivers.1.dateOfBirth']).toMatch(/Additional driver 1 \(Kim Young\) is under 21/);
    // Nor does it hide the same driver's age and licence expiry: every problem is named at once.
    const oneDriver = await refusal({
      start,
      drivers: [
        {
          ...young,
          name: 'Kim Young',
          licenceNumber: 'J1',
          dateOfBirth: addDays(start, -(20 * 365)),
          licenceExpiry: addDays(start, 1),
        },
      ],
    });
    expect(oneDriver['drivers.0.licenceNumber']).toMatch(/Enter the licence number as printed/);
    expect(oneDriver['drivers.0.dateOfBirth']).toContain(
      `The renter (Kim Young) is under ${rentalPolicy.minimumAge}`,
    );
    expect(oneDriver['drivers.0.licenceExpiry']).toMatch(/the licence expires on/);
    // Drivers sent as no list at all are asked for as the form asks.
    expect((await refusal({ drivers: 'Kim Young' })).drivers).toMatch(/^Enter the renter's licence/);
    expect((await refusal({ drivers: ['Kim Young'] }))['drivers.0']).toMatch(/^Enter the driver's name/);
    expect(
      (await refusal({ start, drivers: [{ ...young, licenceExpiry: addDays(start, 3) }] }))[
        'drivers.0.licenceExpiry'
      ],
    ).toMatch(/expires on .* before the cart is due back/);
    // A showroom's own hours, as a delivery's are: a time before it opens is refused.
    const showroomOpens = pickupTimes(start, { locationId: rentalLocationIds[0] })[0]!;
    expect(
      (await refusal({ start, town: undefined, showroom: rentalLocationIds[0], pickupTime: '06:00' }))
        .pickupTime,
    ).toMatch(new RegExp(`^Choose a pickup time from ${clockLabel(showroomOpens)}`));
    // A Saturday's day hire from a showroom shut on Sunday is driven back at Monday's opening: a
    // licence that runs out on the Sunday does not cover the drive back.
    const saturday = addDays(start, 4);
    const shutOnSunday = rentalLocationIds.find(
      (locationId) =>
        dueBackDate(rentalInterval(saturday, '10:00', 1).endsMs, { locationId }) > addDays(saturday, 1),
    )!;
    expect(
      (
        await refusal({
          start: saturday,
          days: 1,
          town: undefined,
          showroom: shutOnSunday,
          drivers: [{ ...young, licenceExpiry: addDays(saturday, 1) }],
        })
      )['drivers.0.licenceExpiry'],
    ).toMatch(new RegExp(`before the cart is due back on ${formatRequestDate(addDays(saturday, 2))}`));
    // Typing slips a form would let through: a number not written in digits, dates out of reach.
    expect((await refusal({ days: '3e0' })).days).toMatch(/1 to 30 days/);
    expect((await refusal({ days: '0x3' })).days).toMatch(/1 to 30 days/);
    expect(
      (await refusal({ drivers: [{ ...young, dateOfBirth: '1000-01-01' }] }))['drivers.0.dateOfBirth'],
    ).toMatch(/^The renter \(.+\): check the date of birth/);
    expect(
      (await refusal({ drivers: [{ ...young, licenceExpiry: '9999-12-31' }] }))['drivers.0.licenceExpiry'],
    ).toMatch(/^The renter \(.+\): check the date the licence expires/);
    const four = Array.from({ length: 4 }, () => booking().drivers[0]);
    expect((await refusal({ drivers: four })).drivers).toMatch(/At most 2 additional drivers/);
    expect((await refusal({ acceptAgreement: false })).acceptAgreement).toMatch(/I agree/);
    expect((await refusal({ signature: 'Someone Else' })).signature).toMatch(/full name/);
    // Said all at once, in the form's order: a field refused does not hide the rules between the
    // others (the tick, the signature, a driver too young), nor is a rule asked of a field refused.
    const several = await refusal({
      email: 'not an address',
      acceptAgreement: false,
      signature: 'Someone Else',
      start,
      drivers: [{ ...young, dateOfBirth: addDays(start, -(20 * 365)) }],
    });
    expect(Object.keys(several)).toEqual(['email', 'drivers.0.dateOfBirth', 'acceptAgreement', 'signature']);
    expect(Object.keys(await refusal({ firstName: '', signature: 'Someone Else' }))).toEqual(['firstName']);
    // A body that is no object of fields is answered field by field, as an empty one is.
    const emptyAnswer = await post({});
    expect(emptyAnswer.status).toBe(400);
    const empty = ((await emptyAnswer.json()) as { fields: Record<string, string> }).fields;
    for (const body of ['not an object', null, []]) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { fields: Record<string, string> }).fields).toEqual(empty);
    }
    expect(empty).toMatchObject({ firstName: expect.any(String), email: expect.any(String) });
  });

  it('books exactly as many as are free when 50, then 200, bookers ask at once; the rest hear what else is free', async () => {
    for (const [bookers, weeks] of [
      [50, 20],
      [200, 21],
    ] as const) {
      const start = tuesday(weeks);
      const free = await freeCount('utility', start, 3);
      expect(free).toBeGreaterThan(0);
      const answers = await Promise.all(
        Array.from({ length: bookers }, () => post(booking({ type: 'utility', start, days: 3 }))),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(free);
      expect(statuses.filter((status) => status === 409)).toHaveLength(bookers - free);
      const refused = (await answers.find((answer) => answer.status === 409)!.json()) as {
        alternatives: { dates: { start: string }[]; types: { type: string }[] };
      };
      expect(refused.alternatives.dates.length + refused.alternatives.types.length).toBeGreaterThan(0);
      expect(await freeCount('utility', start, 3)).toBe(0);
      // No cart is taken twice.
      const rows = await (
        await database()
      )
        .selectFrom('rental_bookings')
        .select('cart_id')
        .where('pickup_date', '=', start)
        .where('type', '=', 'utility')
        .execute();
      expect(new Set(rows.map((row) => row.cart_id)).size).toBe(rows.length);
    }
  });

  it('offers as nearest dates only days the cart changes hands at the time asked, within the booking horizon', async () => {
    const { municipalities } = await import('@/content/municipalities');
    const { rentalLocationIds } = await import('@/content/rental-plans');
    const monday = addDays(tuesday(30), -1);
    const horizon = addDays(dealerDateTime(Date.now())[0], bookingHorizonDays);
    for (const [handover, pickupDate, pickupTime] of [
      // A showroom pickup on a Monday morning: the Sunday before is closed.
      [{ locationId: rentalLocationIds[0] }, monday, '09:00'],
      // A delivery at a time Sunday's afternoon round does not cover.
      [{ town: municipalities[0]! }, monday, '09:00'],
      // The last day that can be booked: nothing after it.
      [{ locationId: rentalLocationIds[0] }, horizon, '10:00'],
    ] as const) {
      const offered = await alternatives({
        type: 'four-seater',
        pickupDate,
        pickupTime,
        days: 1,
        additionalDrivers: 0,
        handover,
      });
      expect(offered.dates.length, pickupDate).toBeGreaterThan(0);
      for (const { pickupDate: date } of offered.dates) {
        expect(pickupTimes(date, 'town' in handover ? 'delivery' : handover), date).toContain(pickupTime);
        expect(date <= horizon, date).toBe(true);
      }
    }
  });

  it('is refused by the database itself a second booking on a cart its lock let through, which booking paths answer as nothing booked, logged', async () => {
    const answer = await post(booking({ start: tuesday(22), days: 2 }));
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    await expectDatabaseBackstop('rental_bookings', reference, inBookingTransaction);
    const booked = (await findBookingByReference(reference))!;
    const onCart = await (
      await database()
    )
      .selectFrom('rental_bookings')
      .select('reference')
      .where('cart_id', '=', booked.cartId)
      .where('starts_ms', '=', booked.startsMs)
      .execute();
    expect(onCart).toEqual([{ reference }]);
  });

  it('never promises a cart that is still out past its return, until it is back', async () => {
    const later = tuesday(31);
    const before = await freeCount('utility', later, 2);
    const answer = await post(booking({ type: 'utility', start: tuesday(30), days: 1 }));
    expect(answer.status).toBe(201);
    const { reference } = (await answer.json()) as { reference: string };
    // Checked out last week and not back yet: its return time has passed.
    const setBooking = async (columns: { status: string; starts_ms?: number; blocked_until_ms?: number }) => {
      await (
        await database()
      )
        .updateTable('rental_bookings')
        .set(columns)
        .where('reference', '=', reference)
        .execute();
    };
    await setBooking({
      status: 'out',
      starts_ms: Date.now() - 7 * dayMs,
      blocked_until_ms: Date.now() - hourMs,
    });
    expect(await freeCount('utility', later, 2)).toBe(before - 1);
    await setBooking({ status: 'returned' });
    expect(await freeCount('utility', later, 2)).toBe(before);
  });

  it('books once for a post sent twice with one Idempotency-Key, and answers both the same', async () => {
    const request = booking({ start: tuesday(12) });
    const retry = { 'idempotency-key': `retry-${Date.now()}`, [clientAddressHeader]: '198.18.200.1' };
    const [first, second] = await Promise.all([post(request, retry), post(request, retry)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as {
      reference: string;
      agreementUrl: string;
    }[];
    expect(b).toEqual(a);
    const rows = await (
      await database()
    )
      .selectFrom('rental_bookings')
      .select('id')
      .where('email', '=', request.email)
      .execute();
    expect(rows).toHaveLength(1);
    // The key sent again with another renter's details, or by another client, books anew: it
    // never hands back the first renter's booking and its links.
    for (const [body, client] of [
      [booking({ start: tuesday(12) }), '198.18.200.1'],
      [request, '198.18.200.2'],
    ] as const) {
      const answer = await post(body, { ...retry, [clientAddressHeader]: client });
      const other = (await answer.json()) as { reference: string; agreementUrl: string };
      expect(other.reference).not.toBe(a!.reference);
      expect(other.agreementUrl).not.toBe(a!.agreementUrl);
    }
    // Cancelled, the same post sent again books anew: never answered with the cancelled booking.
    const made = (await findBookingByReference(a!.reference))!;
    expect((await cancelBooking(made.id, { customer: 'renter' })).outcome).toBe('cancelled');
    const again = await post(request, retry);
    expect(again.status).toBe(201);
    const rebooked = (await again.json()) as { reference: string };
    expect(rebooked.reference).not.toBe(a!.reference);
    expect((await findBookingByReference(rebooked.reference))!.status).toBe('booked');
    expect(await (await post(request, retry)).json()).toEqual(expect.objectContaining(rebooked));
  });

  it('refunds nothing of a booking paid at pickup, whenever it is cancelled: nothing was taken', async () => {
    // The policy's bands (all, half, none) are of what was paid online: rental-payments.test.ts.
    for (const hoursBefore of [25, 23, -1]) {
      const answer = await post(booking({ start: tuesday(13) }));
      const { reference } = (await answer.json()) as { reference: string };
      const stored = (await findBookingByReference(reference))!;
      const at = new Date(stored.startsMs - hoursBefore * hourMs);
      const cancelled = await cancelBooking(stored.id, { customer: 'renter' }, at);
      expect(cancelled).toMatchObject({ outcome: 'cancelled', booking: { refundCents: 0 } });
      expect(await cancelBooking(stored.id, { customer: 'renter' }, at)).toMatchObject({
        outcome: 'already',
      });
      expect((await bookingChanges(stored.id)).at(-1)!.what).toMatch(/^Cancelled: nothing was paid/);
    }
  });

  it('gives the waitlist sign-ups an earlier release stored as reservations their own topic, and no booking', async () => {
    const { databaseBefore } = await import('../support/older-release');
    const { sql } = await import('kysely');
    const { db: old, upgrade, close } = await databaseBefore('2026-12-03-058-waitlist-lead-topic');
    const stored = { signUp: 'reservation', booking: 'reservation', quote: 'quote' } as const;
    for (const [id, topic] of Object.entries(stored))
      await sql`insert into leads (id, first_name, last_name, email, phone, interest, message, created_at, topic)
        values (${id}, 'Robin', 'Waits', 'robin@example.com', '732-555-0100', 'rentals', 'x', '2026-11-01T10:00:00.000Z', ${topic})`.execute(
        old,
      );
    await sql`insert into rental_waitlist (id, type, starts_ms, ends_ms, pickup_date, pickup_time, days, first_name, email, lead_id, created_at)
      values ('w1', 'six-seater', 1, 2, '2026-11-10', '10:00', 1, 'Robin', 'robin@example.com', 'signUp', '2026-11-01T10:00:00.000Z')`.execute(
      old,
    );
    expect(await upgrade()).toBeUndefined();
    const rows = await old.selectFrom('leads').select(['id', 'topic']).orderBy('id').execute();
    expect(Object.fromEntries(rows.map((row) => [row.id, row.topic]))).toEqual({
      ...stored,
      signUp: 'waitlist',
    });
    await close();
  });

  it('tells nobody on the waitlist of a cart that a turnaround raised since they joined keeps from their dates', async () => {
    const before = await rentalSettings();
    const raised = before.turnaroundHours + 2;
    const tuesdayOf = tuesday(18);
    const wednesday = addDays(tuesdayOf, 1);
    const stored = async (request: Record<string, unknown>) => {
      const answer = await post(request);
      expect(answer.status).toBe(201);
      return (await findBookingByReference(((await answer.json()) as { reference: string }).reference))!;
    };
    // Every cart out Tuesday 10:00 for a day, and out again Wednesday, the turnaround plus an hour
    // after it is back: room enough between them as the turnaround stands.
    const nextPickup = `${String(10 + before.turnaroundHours + 1).padStart(2, '0')}:00`;
    const tuesdays = [];
    for (let cart = await freeCount('utility', tuesdayOf, 1); cart > 0; cart--)
      tuesdays.push(await stored(booking({ type: 'utility', start: tuesdayOf, days: 1 })));
    const wednesdays = [];
    while (wednesdays.length < tuesdays.length)
      wednesdays.push(
        await stored(booking({ type: 'utility', start: wednesday, days: 1, pickupTime: nextPickup })),
      );
    const ask = await deliveredAsk('utility', tuesdayOf, 1);
    const waiter = waitingRenter('Turn', 'Around');
    expect(await joinWaitlist(ask, waiter, null)).toBe('joined');
    // The manager then lengthens the turnaround past the gap before Wednesday's pickups.
    expect(await saveRentalSettings(raised, 'manager@dealer.test', before.version)).toEqual({
      outcome: 'saved',
    });
    try {
      const freed = tuesdays[0]!;
      await cancelBooking(freed.id, { customer: 'renter' });
      await outboxSettled();
      // Its Tuesday is free, but the Wednesday pickup on that cart now falls in the turnaround.
      expect(await availabilityFree(ask)).toBe(0);
      expect(sink.to(waiter.email)).toHaveLength(0);
      // Once that pickup is cancelled too, the cart is free for the day asked, and they are told.
      await cancelBooking(wednesdays.find((one) => one.cartId === freed.cartId)!.id, { customer: 'renter' });
      await outboxSettled();
      await expect.poll(() => sink.to(waiter.email).length, { timeout: 10_000 }).toBe(1);
    } finally {
      const now = await rentalSettings();
      await saveRentalSettings(before.turnaroundHours, 'manager@dealer.test', now.version);
    }
  });

  it('tells the waitlist when the desk frees a cart: one added, its workshop days taken off, back in service', async () => {
    const { addCart, addMaintenance, removeMaintenance, setCartStatus } =
      await import('@/features/rentals/server/fleet');
    const start = tuesday(22);
    for (let cart = await freeCount('utility', start, 1); cart > 0; cart--)
      expect((await post(booking({ type: 'utility', start, days: 1 }))).status).toBe(201);
    const ask = await deliveredAsk('utility', start, 1);
    const waiter = (name: string) => waitingRenter(name, 'Desk');
    const told = (name: string) => sink.to(waiter(name).email).length;
    expect(await joinWaitlist(ask, waiter('Added'), null)).toBe('joined');
    // A cart added at the base that delivers there frees the dates.
    const added = await addCart({
      fleetNumber: `UT-WL-${scratch.dialect === 'sqlite' ? 'S' : 'P'}`,
      type: 'utility',
      location: rentalBase(ask.handover.town).location.id as (typeof rentalLocationIds)[number],
      notes: '',
    });
    expect(added.outcome).toBe('saved');
    const cartId = (added as { cartId: string }).cartId;
    await outboxSettled();
    await expect.poll(() => told('Added'), { timeout: 10_000 }).toBe(1);
    // The same cart in the workshop that day: full again, and the next person waits.
    const version = async () =>
      (
        await (
          await database()
        )
          .selectFrom('rental_carts')
          .select('version')
          .where('id', '=', cartId)
          .executeTakeFirstOrThrow()
      ).version;
    expect(
      await addMaintenance(cartId, {
        from: start,
        to: start,
        reason: 'Brakes',
        expectedVersion: await version(),
        by: 'manager@dealer.test',
      }),
    ).toEqual({ outcome: 'saved', cartId });
    expect(await joinWaitlist(ask, waiter('Workshop'), null)).toBe('joined');
    const entry = await (
      await database()
    )
      .selectFrom('rental_maintenance')
      .select('id')
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow();
    expect(await removeMaintenance(cartId, entry.id, await version())).toEqual({ outcome: 'saved', cartId });
    await outboxSettled();
    await expect.poll(() => told('Workshop'), { timeout: 10_000 }).toBe(1);
    expect(told('Added')).toBe(1);
    // Retired, the dates are full again; back in service, they are free for the next one waiting.
    expect(await setCartStatus(cartId, 'retired', await version())).toEqual({ outcome: 'saved', cartId });
    expect(await joinWaitlist(ask, waiter('Returned'), null)).toBe('joined');
    expect(await setCartStatus(cartId, 'active', await version())).toEqual({ outcome: 'saved', cartId });
    await outboxSettled();
    await expect.poll(() => told('Returned'), { timeout: 10_000 }).toBe(1);
    // Out of the fleet again, for the tests after this one.
    expect(await setCartStatus(cartId, 'retired', await version())).toEqual({ outcome: 'saved', cartId });
  });

  it('tells nobody waiting of a delivery freed inside its notice, which can no longer be booked', async () => {
    const start = tuesday(24);
    const booked = [];
    for (let cart = await freeCount('utility', start, 1); cart > 0; cart--) {
      const answer = await post(booking({ type: 'utility', start, days: 1 }));
      booked.push(
        (await findBookingByReference(((await answer.json()) as { reference: string }).reference))!,
      );
    }
    expect(booked.length).toBeGreaterThanOrEqual(2);
    const ask = await deliveredAsk('utility', start, 1);
    const waiter = waitingRenter('Short', 'Notice');
    expect(await joinWaitlist(ask, waiter, null)).toBe('joined');
    const pickup = dealerMoment(start, ask.pickupTime);
    // Told is marked as the e-mail is queued, to go out at the moment of the freeing (ahead here).
    const told = async () =>
      (
        await (
          await database()
        )
          .selectFrom('rental_waitlist')
          .select('notified_at')
          .where('email', '=', waiter.email)
          .executeTakeFirstOrThrow()
      ).notified_at;
    // Freed within the delivery's notice: booking it would be refused, so it is no news.
    await cancelBooking(
      booked[0]!.id,
      { customer: 'renter' },
      new Date(pickup - deliveryNoticeMs + hourMs / 2),
    );
    expect(await told()).toBeNull();
    // Freed with time to deliver: told.
    const inTime = new Date(pickup - deliveryNoticeMs - hourMs);
    await cancelBooking(booked[1]!.id, { customer: 'renter' }, inTime);
    expect(await told()).toBe(inTime.toISOString());
  });

  it('tells the waitlist when an extension moves a booking to another cart, freeing the one it left', async () => {
    const { extendBooking, moveBooking, otherFreeCarts } = await import('@/features/rentals/server/bookings');
    const tuesdayOf = tuesday(26);
    const [wednesday, thursday] = [addDays(tuesdayOf, 1), addDays(tuesdayOf, 2)];
    const booked = async (start: string) => {
      const answer = await post(booking({ type: 'utility', start, days: 1 }));
      expect(answer.status).toBe(201);
      return (await findBookingByReference(((await answer.json()) as { reference: string }).reference))!;
    };
    // One cart back on Wednesday at noon; another out from Thursday.
    const backWednesday = await booked(tuesdayOf);
    let outThursday = await booked(thursday);
    if (outThursday.cartId === backWednesday.cartId) {
      const elsewhere = (await otherFreeCarts(outThursday))[0]!;
      const moved = await moveBooking(outThursday.id, {
        toCart: elsewhere.id,
        expectedVersion: outThursday.version,
        by: 'desk@dealer.test',
      });
      expect(moved.outcome).toBe('changed');
      outThursday = (await findBooking(outThursday.id))!;
    }
    // Wednesday to Friday, no cart is free: each is out some of that time.
    for (let cart = await freeCount('utility', wednesday, 2); cart > 0; cart--)
      expect((await post(booking({ type: 'utility', start: wednesday, days: 2 }))).status).toBe(201);
    const ask = await deliveredAsk('utility', wednesday, 2);
    const waiter = waitingRenter('Moved', 'Along');
    expect(await joinWaitlist(ask, waiter, null)).toBe('joined');
    // Thursday's rental, extended a day onto the cart back on Wednesday, leaves its own free.
    const extended = await extendBooking(outThursday.id, {
      days: 2,
      toCart: backWednesday.cartId,
      expectedVersion: outThursday.version,
      by: 'desk@dealer.test',
    });
    expect(extended.outcome).toBe('changed');
    await outboxSettled();
    await expect.poll(() => sink.to(waiter.email).length, { timeout: 10_000 }).toBe(1);
  });

  it('tells the first on the waitlist by e-mail when a cancellation frees their dates', async () => {
    const start = tuesday(16);
    const free = await freeCount('six-seater', start, 2);
    const booked = [];
    for (let cart = 0; cart < free; cart++) {
      const answer = await post(booking({ type: 'six-seater', start, days: 2 }));
      booked.push(((await answer.json()) as { reference: string }).reference);
    }
    expect(await freeCount('six-seater', start, 2)).toBe(0);
    const ask = await deliveredAsk('six-seater', start, 2);
    const waiter = (name: string) => waitingRenter(name, 'Waits');
    expect(await joinWaitlist(ask, waiter('First'), null)).toBe('joined');
    expect(await joinWaitlist(ask, waiter('Second'), null)).toBe('joined');
    // Signed up again (the same e-mail, written otherwise): one place in the queue, one lead.
    const again = { ...waiter('First'), email: 'First.Waits@example.com' };
    expect(await joinWaitlist(ask, again, null)).toBe('already');
    const entries = async (table: 'rental_waitlist' | 'leads') =>
      (
        await (
          await database()
        )
          .selectFrom(table)
          .select('email')
          .where('email', 'in', ['first.waits@example.com', again.email])
          .execute()
      ).length;
    expect([await entries('rental_waitlist'), await entries('leads')]).toEqual([1, 1]);
    // Staff are told of a sign-up as such: it booked nothing.
    await outboxSettled();
    await expect
      .poll(
        () =>
          sink
            .to('sales@dealer.test')
            .map((mail) => mail.parsed.subject ?? '')
            .filter((subject) => subject.includes('First Waits')),
        { timeout: 10_000 },
      )
      .toEqual([expect.stringMatching(new RegExp(`^${leadTopics.waitlist}: `))]);
    // What it asked for is the site's account of the sign-up, not words the customer wrote.
    const told = sink.to('sales@dealer.test').find((mail) => mail.parsed.subject?.includes('First Waits'));
    expect(told?.parsed.text).toContain('\nWaitlist sign-up, as the site recorded it:\n> Waitlist: one ');
    // Stored as a sign-up, not as a reservation: the inbox, its page and the dashboard read its topic.
    const [signUp] = await (
      await database()
    )
      .selectFrom('leads')
      .select('topic')
      .where('email', '=', 'first.waits@example.com')
      .execute();
    expect(signUp?.topic).toBe('waitlist');
    // Sent several times at the same moment (a double tap): one of them joins.
    const tapped = await Promise.all(
      Array.from({ length: 5 }, () => joinWaitlist(ask, waiter('Tapped'), null)),
    );
    expect(tapped.filter((answer) => answer === 'joined')).toHaveLength(1);
    const cancelled = (await findBookingByReference(booked[0]!))!;
    await cancelBooking(cancelled.id, { customer: 'renter' });
    await outboxSettled();
    await expect.poll(() => sink.to('first.waits@example.com').length, { timeout: 10_000 }).toBe(1);
    const mail = sink.to('first.waits@example.com')[0]!.parsed;
    expect(mail.subject).toContain(cartType('six-seater').title);
    expect(mail.text).toContain(`/rentals/book?type=six-seater&start=${start}`);
    expect(mail.text?.startsWith(`${greeting}\n`)).toBe(true);
    // Where the cart is to be had, as they asked, and who to call, as every renter's letter ends.
    expect(mail.text).toContain(`${handoverLine(ask.handover)}.`);
    expect(mail.text?.trimEnd().endsWith(letterSignOff.at(-1)!)).toBe(true);
    expect(sink.to('second.waits@example.com')).toHaveLength(0);
    // Asked from a page drawn before the cart was freed: it can be booked, so nobody is added to wait for it.
    expect(await joinWaitlist(ask, waiter('Late'), null)).toBe('free');
    expect(
      await (
        await database()
      )
        .selectFrom('rental_waitlist')
        .select('id')
        .where('email', '=', 'late.waits@example.com')
        .execute(),
    ).toEqual([]);
  });
});
