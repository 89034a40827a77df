import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { greeting } from '@/features/leads/greeting';
import { clientAddressHeader } from '@/server/security/client-address-header';

import { adfDtdErrors } from '../support/adf-dtd';
import { expectDatabaseBackstop } from '../support/database-backstop';
import { freePort } from '../support/free-port';
import { setUpLeadMail } from '../support/lead-mail';
import { standInAccount, TwilioStandIn } from '../support/twilio-stand-in';

/**
 * Booking a service drop-off, on SQLite and PostgreSQL, through the JSON API's handlers with a
 * real SMTP server and a stand-in of Twilio's Messages API: the jobs and the free windows, the
 * booking with its promised-ready time, its lead and its e-mail, every refusal by field, fifty
 * bookers released together for the last hours of a day, and a post sent twice.
 */
const twilioPort = await freePort();
const {
  database: scratch,
  sink,
  smtpPort,
} = await setUpLeadMail({
  // Every booker here comes from one test process: lift the per-address limit by configuration.
  BOOKING_RATE_LIMIT: '100000',
  TWILIO_ACCOUNT_SID: standInAccount.sid,
  TWILIO_AUTH_TOKEN: standInAccount.token,
  TWILIO_FROM: standInAccount.from,
  TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
});
const texts = new TwilioStandIn();

const { GET: jobsGet } = await import('@/app/api/service/jobs/route');
const { GET: slotsGet } = await import('@/app/api/service/slots/route');
const { POST: bookPost } = await import('@/app/api/service/bookings/route');
const { cancelServiceBooking, findServiceBookingByReference, inServiceTransaction } =
  await import('@/features/service/server/bookings');
const { dayLoads, nextFreeSlot, serviceLocationId } = await import('@/features/service/server/shop');
const { serviceBookingPageData } = await import('@/features/service/server/booking-page');
const { serviceFigures } = await import('@/features/service/server/service-dashboard');
const { dealerDateTime, dealerMoment } = await import('@/features/rentals/rental-time');
const { addDays, bookingHorizonDays, formatRequestDate, weekdayOf } =
  await import('@/features/requests/request-dates');
const { clockLabel } = await import('@/lib/opening-hours');
const { outboxSettled, processOutbox } = await import('@/features/leads/server/outbox');
const { jobPriceLabel } = await import('@/features/service/service-shop');
const { cartLine } = await import('@/features/service/service-booking');
const { closeDatabase, database } = await import('@/server/db/database');

beforeAll(async () => {
  await sink.start(smtpPort);
  await texts.start(twilioPort);
});

afterAll(async () => {
  await outboxSettled();
  await texts.stop();
  await sink.stop();
  await closeDatabase();
  await scratch.cleanup();
});

interface Job {
  id: string;
  name: string;
  hours: number;
}
interface SlotsAnswer {
  days: { date: string; windows: { id: string; label: string; free: number }[] }[];
}

const today = () => dealerDateTime(Date.now())[0];

/** The first date on or after `weeksAhead` weeks from now that falls on `weekday`. */
function dayAhead(weeksAhead: number, weekday: number): string {
  let date = addDays(today(), weeksAhead * 7);
  while (weekdayOf(date) !== weekday) date = addDays(date, 1);
  return date;
}

async function jobs(): Promise<Job[]> {
  const answer = await jobsGet();
  expect(answer.status).toBe(200);
  return (await answer.json()) as Job[];
}

async function slots(job: string, from: string): Promise<SlotsAnswer> {
  const answer = await slotsGet(new Request(`http://127.0.0.1/api/service/slots?job=${job}&from=${from}`));
  expect(answer.status).toBe(200);
  return (await answer.json()) as SlotsAnswer;
}

let customers = 0;
function booking(overrides: Record<string, unknown> = {}) {
  customers++;
  return {
    job: 'battery-test',
    date: dayAhead(6, 2),
    window: '',
    firstName: 'Dana',
    lastName: `Owner${customers}`,
    email: `owner${customers}@example.com`,
    phone: `732-555-${String(100 + (customers % 100)).padStart(4, '0')}`,
    cart: { brand: 'Club Car', model: 'Onward', year: 2020 },
    ...overrides,
  };
}

let clients = 0;
/** A booking posted as the API is, each from an address of its own, as a crowd of customers is. */
function post(body: unknown, headers: Record<string, string> = {}) {
  clients++;
  return bookPost(
    new Request('http://127.0.0.1/api/service/bookings', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [clientAddressHeader]: `198.19.${Math.floor(clients / 250)}.${clients % 250}`,
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  );
}

/** Minutes booked within capacity and minutes on duty of a day at the workshop. */
async function dayFigures(date: string) {
  const [load] = await dayLoads((await serviceLocationId())!, [date]);
  return load!;
}

describe(`booking a service drop-off (${scratch.dialect})`, () => {
  it('lists the jobs with their hours, and the open days with room from the seeded shop', async () => {
    const db = await database();
    const stored = await db.selectFrom('service_job_types').select(['id', 'name', 'minutes']).execute();
    const listed = await jobs();
    expect(listed).toEqual(
      expect.arrayContaining(
        stored.map((job) => ({ id: job.id, name: job.name, hours: Number(job.minutes) / 60 })),
      ),
    );
    const from = dayAhead(3, 1);
    const { days } = await slots(listed[0]!.id, from);
    expect(days.length).toBeGreaterThan(0);
    // Sunday: no technician on duty and no window, so never listed.
    expect(days.map((day) => weekdayOf(day.date))).not.toContain(0);
    expect(days.every((day) => day.date >= from && day.date < addDays(from, 14))).toBe(true);
    const windows = await db.selectFrom('service_windows').select(['id', 'label', 'max_carts']).execute();
    const monday = days.find((day) => day.date === from)!;
    for (const window of monday.windows)
      expect(window.free).toBe(Number(windows.find((each) => each.id === window.id)!.max_carts));
  });

  it('leads the booking page a week on with "Later dates" and back with "Earlier dates", never before today', async () => {
    const read = (from?: string) => (name: 'job' | 'from') => (name === 'job' ? 'diagnosis' : from);
    const first = await serviceBookingPageData(read());
    expect(first.earlierFrom).toBeUndefined();
    expect(first.laterFrom).toBeDefined();
    const next = await serviceBookingPageData(read(first.laterFrom));
    expect(next.earlierFrom).toBe(first.from);
    // Named by the first day the earlier page offers: today's windows may all have begun.
    expect(next.earlierFirstFree).toBe(first.days[0]!.date);
    const lateToday = new Date(dealerMoment(first.from, '23:30'));
    const lateFirst = await serviceBookingPageData(read(), { now: lateToday });
    const lateNext = await serviceBookingPageData(read(lateFirst.laterFrom), { now: lateToday });
    expect(lateNext.earlierFirstFree).toBe(lateFirst.days[0]!.date);
    expect(lateNext.earlierFirstFree).not.toBe(first.from);
    // The link names the first day the next page offers, never a day the workshop is shut: from a
    // Sunday, the next week starts on a Sunday too.
    const fromSunday = await serviceBookingPageData(read(dayAhead(2, 0)));
    const after = await serviceBookingPageData(read(fromSunday.laterFrom));
    expect(weekdayOf(fromSunday.laterFrom!)).toBe(0);
    expect(fromSunday.laterFirstFree).toBe(after.days[0]!.date);
    expect(weekdayOf(fromSunday.laterFirstFree!)).not.toBe(0);
    // Weeks on, past the first reading of the shop: the week before is named the same way.
    for (const weeksOn of [6, 20]) {
      const far = await serviceBookingPageData(read(addDays(first.from, weeksOn * 7)));
      const farBack = await serviceBookingPageData(read(far.earlierFrom));
      expect(far.earlierFirstFree, `${weeksOn} weeks on`).toBe(farBack.days[0]!.date);
    }
    // Three days on, a week back would be before today: back to today.
    expect((await serviceBookingPageData(read(addDays(first.from, 3)))).earlierFrom).toBe(first.from);
    // A week past the booking horizon is not shown as a full week: the page starts today.
    const beyond = await serviceBookingPageData(read(addDays(today(), bookingHorizonDays + 30)));
    expect(beyond.from).toBe(first.from);
    expect(beyond.days.length).toBeGreaterThan(0);
  });

  it('offers no day past the booking horizon, where a booking is refused', async () => {
    const last = addDays(today(), bookingHorizonDays);
    const near = await slots('battery-test', addDays(last, -6));
    expect(near.days.length).toBeGreaterThan(0);
    expect(near.days.every((day) => day.date <= last)).toBe(true);
    const past = await slotsGet(
      new Request(`http://127.0.0.1/api/service/slots?job=battery-test&from=${addDays(last, 1)}`),
    );
    expect(past.status).toBe(400);
    expect(((await past.json()) as { fields: Record<string, string> }).fields.from).toMatch(
      new RegExp(`Book up to ${bookingHorizonDays} days ahead`),
    );
  });

  it('promises the carts dropped off in one window in turn, never all at its close', async () => {
    const date = dayAhead(10, 2);
    const window = (await slots('battery-test', date)).days[0]!.windows[0]!;
    expect(window.free).toBeGreaterThanOrEqual(3);
    const promised: number[] = [];
    for (let cart = 0; cart < 3; cart++) {
      const answer = await post(booking({ job: 'battery-test', date, window: window.id }));
      expect(answer.status).toBe(201);
      promised.push(Date.parse(((await answer.json()) as { promisedReady: string }).promisedReady));
    }
    // Each promised no sooner than the one booked before it, the third later than the first: the
    // technicians take them in turn, however many are on duty.
    expect([...promised].sort((a, b) => a - b)).toEqual(promised);
    expect(promised[2]).toBeGreaterThan(promised[0]!);
  });

  it('books a drop-off at once, promised ready after its window, as an answered service lead with an e-mail', async () => {
    const date = dayAhead(6, 2);
    const { days } = await slots('annual-service', date);
    const window = days[0]!.windows[0]!;
    const note = 'It squeaks turning left.\nOpen in the staff inbox: http://phish.example/';
    const answer = await post(
      booking({ job: 'annual-service', date, window: window.id, smsOptIn: true, notes: note }),
    );
    expect(answer.status).toBe(201);
    const body = (await answer.json()) as {
      reference: string;
      date: string;
      window: string;
      promisedReady: string;
    };
    expect(body).toMatchObject({ date, window: window.id });
    const stored = (await findServiceBookingByReference(body.reference))!;
    expect(stored).toMatchObject({ status: 'booked', minutes: 120, windowLabel: window.label });
    // Ready no sooner than the window closes plus the job's standard time, the same day.
    expect(Date.parse(body.promisedReady)).toBe(stored.promisedReadyMs);
    const [readyDate, readyTime] = dealerDateTime(stored.promisedReadyMs);
    expect(readyDate).toBe(date);
    expect(readyTime >= stored.windowEndsAt).toBe(true);
    const lead = await (
      await database()
    )
      .selectFrom('leads')
      .select(['status', 'interest', 'topic', 'first_response_at'])
      .where('id', '=', stored.leadId!)
      .executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ status: 'contacted', interest: 'service', topic: 'service' });
    // The CRM hears of the customer's own cart in for service, not the sale of a new one, in a
    // document its DTD takes.
    const { findLead } = await import('@/features/leads/server/lead-queries');
    const { leadAdf } = await import('@/features/leads/server/lead-messages');
    const adf = leadAdf((await findLead(stored.leadId!))!, 'https://carts.example.com');
    expect(adf).toContain('<vehicle interest="buy" status="used">');
    expect(adf).toContain(cartLine(stored.cart));
    expect(adfDtdErrors(adf)).toBe('');
    await outboxSettled();
    await processOutbox();
    const mail = sink.to(stored.email).at(-1)!.parsed;
    expect(mail.subject).toContain(stored.reference);
    expect(mail.text).toContain(`/services/bookings/${stored.reference}?key=`);
    expect(mail.text).toContain(`/services/bookings/${stored.reference}/calendar.ics?key=`);
    // Its price said as the job list says it, "From $..." starting its own sentence.
    expect(mail.text).toContain(`Price: ${jobPriceLabel(stored)}`);
    // Sent at once to whatever address was typed: it quotes nothing typed, not the name nor the cart.
    expect(mail.text?.startsWith(`${greeting}\n`)).toBe(true);
    for (const typed of [stored.firstName, stored.cart.brand, stored.cart.model])
      expect(mail.text).not.toContain(typed);
    // The drop-off by the window's times; the window's own label ("Drop off 8-9AM") is staff's name
    // for it and would read "Drop-off: ..., Drop off ...".
    const between = `between ${clockLabel(stored.windowStartsAt)} and ${clockLabel(stored.windowEndsAt)}`;
    expect(mail.text).toContain(`Drop-off: ${formatRequestDate(date)}, ${between} at `);
    expect(mail.text).not.toContain(window.label);
    // Staff read the site's account of the booking as the site's, not as the customer's message,
    // and the customer's own note quoted, on a line of its own, so none of it reads as ours.
    const staffMail = sink
      .to('sales@dealer.test')
      .find((each) => each.parsed.text?.includes(stored.reference))!;
    expect(staffMail.parsed.text).not.toContain('Message:');
    expect(staffMail.parsed.text).toContain(
      `Booking, as the site recorded it:\n> Booked online: service ${stored.reference}`,
    );
    expect(staffMail.parsed.text).toContain(`\n> Their note: ${note.replace('\n', '\n> ')}`);
    expect(staffMail.parsed.html).toContain('Booking, as the site recorded it</h2>');
    const text = texts.to(stored.phoneE164!).at(-1)!.body;
    expect(text).toContain(stored.reference);
    expect(text).toContain(`drop off ${formatRequestDate(date)}, ${between},`);
    // The window now takes one cart fewer.
    const after = await slots('annual-service', date);
    expect(after.days[0]!.windows[0]!.free).toBe(window.free - 1);
  });

  it('refuses every bad booking with a message by field, and books nothing', async () => {
    const refusal = async (overrides: Record<string, unknown>) => {
      const answer = await post(booking(overrides));
      expect(answer.status).toBe(400);
      return ((await answer.json()) as { fields: Record<string, string> }).fields;
    };
    const tuesday = dayAhead(7, 2);
    const { days } = await slots('battery-test', tuesday);
    const window = days[0]!.windows[0]!;
    expect((await refusal({ date: addDays(today(), -1), window: window.id })).date).toMatch(/past/);
    expect((await refusal({ job: 'teleport', date: tuesday, window: window.id })).job).toMatch(
      /Choose a job/,
    );
    const sunday = dayAhead(7, 0);
    const closed = (await refusal({ date: sunday, window: window.id })).date;
    expect(closed).toMatch(/closed that day/);
    expect(closed).toMatch(/next free drop-off is/);
    // A window that does not run on Saturdays, named, with the next free one.
    const weekdayOnly = (
      await (await database()).selectFrom('service_windows').select(['id', 'label', 'weekdays']).execute()
    ).find((each) => !each.weekdays.split(',').includes('6'))!;
    expect((await refusal({ date: dayAhead(7, 6), window: weekdayOnly.id })).window).toContain(
      weekdayOnly.label,
    );
    expect((await refusal({ date: tuesday, window: 'no-such-window' })).window).toMatch(
      /Choose a drop-off window/,
    );
    expect(
      (await refusal({ date: tuesday, window: window.id, cart: { brand: 'Club Car', model: 'Onward' } }))[
        'cart.year'
      ],
    ).toMatch(/year/);
    // A year only in digits: not the hexadecimal or exponent Number() would read as one.
    for (const year of ['0x7e3', '2.019e3'])
      expect(
        (
          await refusal({
            date: tuesday,
            window: window.id,
            cart: { brand: 'Club Car', model: 'Onward', year },
          })
        )['cart.year'],
      ).toBe("Enter the cart's model year, e.g. 2019");
    // A serial reordered by a direction override would read as another serial on the job page.
    expect(
      (
        await refusal({
          date: tuesday,
          window: window.id,
          cart: { brand: 'Club Car', model: 'Onward', year: 2019, serial: 'SN\u202eFDP.exe\u202c-1' },
        })
      )['cart.serial'],
    ).toBe('Serial number must not hold control characters or invisible direction marks');
    // Wrongly typed, each field still says what it wants.
    const mistyped = await refusal({ date: tuesday, window: window.id, smsOptIn: 'yes', notes: 5 });
    expect(mistyped.smsOptIn).toMatch(/true or false/);
    expect(mistyped.notes).toMatch(/as text/);
    expect((await post('not an object')).status).toBe(400);
    expect(
      (await post(booking({ date: tuesday, window: window.id }), { 'content-type': 'text/plain' })).status,
    ).toBe(415);
    expect((await slots('battery-test', tuesday)).days[0]!.windows[0]!.free).toBe(window.free);
  });

  it('takes exactly the last hours of a day when 50 bookers ask at once; the rest hear the next free day', async () => {
    const listed = await jobs();
    const longest = listed.reduce((a, b) => (b.hours > a.hours ? b : a));
    const date = dayAhead(9, 3);
    const before = await dayFigures(date);
    const perJob = longest.hours * 60;
    // Two of them first, then fifty at once for what is left.
    const first = await slots(longest.id, date);
    for (let index = 0; index < 2; index++) {
      const open = first.days[0]!.windows.filter((window) => window.free > 0);
      const answer = await post(booking({ job: longest.id, date, window: open[index % open.length]!.id }));
      expect(answer.status).toBe(201);
    }
    const left = Math.floor((before.onDuty - before.booked - 2 * perJob) / perJob);
    expect(left).toBeGreaterThan(0);
    const windows = (await slots(longest.id, date)).days[0]!.windows;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(booking({ job: longest.id, date, window: windows[index % windows.length]!.id })),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(left);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50 - left);
    const refused = (await answers.find((answer) => answer.status === 409)!.json()) as {
      error: string;
      next: { date: string; window: string };
    };
    expect(refused.next.date > date).toBe(true);
    expect(refused.error).toContain('next free drop-off');
    const after = await dayFigures(date);
    expect(after.booked).toBeLessThanOrEqual(after.onDuty);
    expect(after.onDuty - after.booked).toBeLessThan(perJob);
    // The page and the API no longer offer the day for this job.
    expect((await slots(longest.id, date)).days[0]!.windows.every((window) => window.free === 0)).toBe(true);
    // Nor would the database take one more, had the lock let it through (nothing booked, logged).
    const { reference } = (await answers.find((answer) => answer.status === 201)!.json()) as {
      reference: string;
    };
    await expectDatabaseBackstop('service_bookings', reference, inServiceTransaction);
    expect((await dayFigures(date)).booked).toBe(after.booked);
  });

  it('offers an earlier window of the same day as having room, not as the next drop-off', async () => {
    const shortest = (await jobs()).reduce((a, b) => (b.hours < a.hours ? b : a));
    const date = dayAhead(11, 3);
    const [first, ...others] = (await slots(shortest.id, date)).days[0]!.windows;
    const last = others.at(-1)!;
    for (let booked = 0; booked < last.free; booked++)
      expect((await post(booking({ job: shortest.id, date, window: last.id }))).status).toBe(201);
    const refused = await post(booking({ job: shortest.id, date, window: last.id }));
    expect(refused.status).toBe(409);
    const { error, next } = (await refused.json()) as {
      error: string;
      next: { date: string; window: string };
    };
    expect(next).toMatchObject({ date, window: first!.id });
    expect(error).toContain(`${first!.label} that day still has room`);
    expect(error).not.toContain('next free drop-off');
  });

  it('books once for a post sent twice with one Idempotency-Key, and answers both the same', async () => {
    const date = dayAhead(8, 4);
    const window = (await slots('diagnosis', date)).days[0]!.windows[0]!;
    const request = booking({ job: 'diagnosis', date, window: window.id });
    const retry = { 'idempotency-key': `retry-${Date.now()}`, [clientAddressHeader]: '198.19.200.1' };
    const [first, second] = await Promise.all([post(request, retry), post(request, retry)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const [a, b] = (await Promise.all([first.json(), second.json()])) as { reference: string }[];
    expect(b).toEqual(a);
    expect((await slots('diagnosis', date)).days[0]!.windows[0]!.free).toBe(window.free - 1);
    // Cancelled, the same post sent again books anew: never answered with the cancelled booking.
    const made = (await findServiceBookingByReference(a!.reference))!;
    const { serviceBookedOfLead } = await import('@/features/service/server/bookings');
    expect((await serviceBookedOfLead(made.leadId!, true))?.cancelled).toBe(false);
    expect((await cancelServiceBooking(made.id, { customer: 'customer' })).outcome).toBe('cancelled');
    // Its lead is answered about a cancelled booking now, not thanked for one.
    expect((await serviceBookedOfLead(made.leadId!, true))?.cancelled).toBe(true);
    const again = (await (await post(request, retry)).json()) as { reference: string };
    expect(again.reference).not.toBe(a!.reference);
    expect((await findServiceBookingByReference(again.reference))!.status).toBe('booked');
  });

  it("closes a cancelled booking's lead as lost, saying who cancelled, unless staff had moved it on", async () => {
    const { leadTimeline, setLeadStatus } = await import('@/features/leads/server/lead-desk');
    const { findLead } = await import('@/features/leads/server/lead-queries');
    const { leadEventSummary, lostReasons } = await import('@/features/leads/lead-desk');
    const joDesk = { name: 'Jo Desk', email: 'jo@dealer.test' };
    const date = dayAhead(8, 2);
    const window = (await slots('diagnosis', date)).days[0]!.windows[0]!;
    const book = async (client: string) => {
      const answer = await post(booking({ job: 'diagnosis', date, window: window.id }), {
        [clientAddressHeader]: client,
      });
      expect(answer.status).toBe(201);
      return (await findServiceBookingByReference(
        ((await answer.json()) as { reference: string }).reference,
      ))!;
    };
    const cancelledOnline = await book('198.19.202.1');
    const by = 'the customer, from their link';
    expect((await cancelServiceBooking(cancelledOnline.id, { customer: by })).outcome).toBe('cancelled');
    // Its e-mail links to the booking, and to the calendar file that marks the drop-off cancelled.
    await outboxSettled();
    await processOutbox();
    const cancelledMail = () =>
      sink.to(cancelledOnline.email).find((mail) => /is cancelled/.test(mail.parsed.subject ?? ''))?.parsed
        .text ?? '';
    await expect.poll(cancelledMail, { timeout: 15_000 }).toContain('/calendar.ics?key=');
    const calendarLink = new URL(/https?:\/\/\S+\/calendar\.ics\?key=\S+/.exec(cancelledMail())![0]);
    const { serviceCalendarDownload } = await import('@/features/service/server/booking-manage-page');
    const calendar = await serviceCalendarDownload(
      cancelledOnline.reference,
      calendarLink.searchParams.get('key')!,
    );
    expect(await calendar.text()).toContain('STATUS:CANCELLED');
    expect(cancelledMail()).toContain(
      `${calendarLink.origin}/services/bookings/${cancelledOnline.reference}?key=${calendarLink.searchParams.get('key')}`,
    );
    const lost = (await findLead(cancelledOnline.leadId!))!;
    expect(lost).toMatchObject({ status: 'lost', statusReason: 'booking-cancelled' });
    const [closing] = await leadTimeline(lost.id);
    expect(leadEventSummary(closing!)).toContain(lostReasons['booking-cancelled']);
    expect(closing!.detail.text).toContain(by);
    expect(closing!.staffEmail).toBeNull();
    // Cancelled at the desk at the customer's word: the staff member signs the lead's closing.
    const cancelledAtDesk = await book('198.19.202.3');
    expect((await cancelServiceBooking(cancelledAtDesk.id, { staff: joDesk })).outcome).toBe('cancelled');
    const [closedAtDesk] = await leadTimeline(cancelledAtDesk.leadId!);
    expect(leadEventSummary(closedAtDesk!)).toContain(lostReasons['booking-cancelled']);
    expect([closedAtDesk!.staffEmail, closedAtDesk!.detail.text]).toEqual(['jo@dealer.test', undefined]);
    // The job keeps them by the address they sign in with, which its pages name them by.
    expect((await findServiceBookingByReference(cancelledAtDesk.reference))!.cancelledBy).toBe(joDesk.email);
    // A lead staff set an appointment on is theirs: the cancel leaves it as they set it.
    const worked = await book('198.19.202.2');
    const lead = (await findLead(worked.leadId!))!;
    expect(
      (
        await setLeadStatus(
          lead.id,
          { status: 'appointment', expectedVersion: lead.version },
          'jo@dealer.test',
        )
      ).outcome,
    ).toBe('done');
    expect((await cancelServiceBooking(worked.id, { staff: joDesk })).outcome).toBe('cancelled');
    expect((await findLead(lead.id))!.status).toBe('appointment');
  });

  it('never answers a reused Idempotency-Key with the first booking when the details or the client differ', async () => {
    const date = dayAhead(8, 5);
    const window = (await slots('battery-test', date)).days[0]!.windows[0]!;
    const key = `reused-${Date.now()}`;
    const client = '198.19.201.1';
    const firstPost = booking({ date, window: window.id });
    const first = (await (
      await post(firstPost, { 'idempotency-key': key, [clientAddressHeader]: client })
    ).json()) as { reference: string; manageUrl: string };
    // The same client's second cart on the same form (Back, then other details): booked too.
    const secondCart = await post(
      { ...firstPost, cart: { brand: 'E-Z-GO', model: 'RXV', year: 2017 } },
      { 'idempotency-key': key, [clientAddressHeader]: client },
    );
    // Another client sending the first booking's key and details gets a booking of its own.
    const stranger = await post(firstPost, { 'idempotency-key': key, [clientAddressHeader]: '198.19.201.2' });
    for (const answer of [secondCart, stranger]) {
      expect(answer.status).toBe(201);
      const body = (await answer.json()) as { reference: string; manageUrl: string };
      expect(body.reference).not.toBe(first.reference);
      expect(body.manageUrl).not.toBe(first.manageUrl);
    }
    expect((await slots('battery-test', date)).days[0]!.windows[0]!.free).toBe(window.free - 3);
  });

  it('reads the shop for the booking page and the dashboard in as many queries for many jobs as for few', async () => {
    const db = await database();
    const locationId = (await serviceLocationId())!;
    const queries = vi.spyOn(db.getExecutor(), 'executeQuery');
    // Only the shop's own reads: a lead's e-mail still being sent from an earlier test may query
    // the database meanwhile (on PostgreSQL it often does).
    const queriesFor = async (read: () => Promise<unknown>) => {
      queries.mockClear();
      await read();
      return queries.mock.calls.filter(([query]) => /"service_/.test(query.sql)).length;
    };
    const page = () => serviceBookingPageData((name) => (name === 'job' ? 'diagnosis' : undefined));
    const figures = () => serviceFigures();
    const before = { page: await queriesFor(page), figures: await queriesFor(figures) };
    expect(Math.min(before.page, before.figures)).toBeGreaterThan(0);
    const extra = ['Seat repair', 'Light kit', 'Lift kit'].map((name, index) => ({
      id: `test-job-${index}`,
      name,
      minutes: 45 * (index + 1),
      price_cents: null,
      position: 100 + index,
      updated_at: new Date().toISOString(),
    }));
    await db.insertInto('service_job_types').values(extra).execute();
    try {
      expect({ page: await queriesFor(page), figures: await queriesFor(figures) }).toEqual(before);
      // Each job's first free drop-off is still the one the search finds for it alone.
      const { jobs } = await serviceBookingPageData(() => undefined);
      expect(jobs.length).toBeGreaterThan(extra.length);
      for (const { job, firstFree } of jobs)
        expect(firstFree).toEqual(await nextFreeSlot(job, locationId, today(), new Date()));
    } finally {
      queries.mockRestore();
      await db
        .deleteFrom('service_job_types')
        .where(
          'id',
          'in',
          extra.map((job) => job.id),
        )
        .execute();
    }
  });
});
