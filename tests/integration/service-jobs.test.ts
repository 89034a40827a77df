import fc from 'fast-check';
import { sql } from 'kysely';
import type { RedirectError } from 'next/dist/client/components/redirect-error';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../support/free-port';
import { setUpLeadMail } from '../support/lead-mail';
import { databaseBefore } from '../support/older-release';
import { connectSeparately } from '../support/separate-connection';
import { standInAccount, TwilioStandIn } from '../support/twilio-stand-in';

/**
 * A booked job's life, on SQLite and PostgreSQL: capacity as a property (no bookings,
 * cancellations and exceptions leave a day over its minutes on duty or a window over its carts),
 * each status change reaching the customer's inbox (a real SMTP server) and phone (a stand-in of
 * Twilio's API, reached through the library) within the minute on a controllable clock, STOP and
 * START from Twilio's signed webhook, the estimate approved line by line from its link, and the
 * reminder the day before.
 */
const twilioPort = await freePort();
const {
  database: scratch,
  sink,
  smtpPort,
} = await setUpLeadMail({
  TWILIO_ACCOUNT_SID: standInAccount.sid,
  TWILIO_AUTH_TOKEN: standInAccount.token,
  TWILIO_FROM: standInAccount.from,
  TWILIO_API_BASE: `http://127.0.0.1:${twilioPort}`,
});
const texts = new TwilioStandIn();

const bookings = await import('@/features/service/server/bookings');
const { bookService, cancelServiceBooking, changeJobStatus, findServiceBooking, jobEvents, promisedReadyMs } =
  bookings;
const {
  addEstimateLine,
  decideEstimate,
  estimateForLink,
  estimateHeadline,
  estimateLines,
  removeDraftLine,
  sendEstimate,
} = await import('@/features/service/server/estimates');
const {
  removeException,
  saveJobType,
  saveWeekdayMinutes,
  saveWindow,
  setException,
  shopExceptions,
  shopVersion,
} = await import('@/features/service/server/shop-settings');
const { jobTypes, serviceLocationId, shopWindows, weekdayMinutes } =
  await import('@/features/service/server/shop');
const { sendDropOffReminders } = await import('@/features/service/server/reminders');
const { durationLabel, workshopStatuses, jobStatusLabels, weekdayOfDate } =
  await import('@/features/service/service-shop');
const { dealerDateTime, dealerMoment } = await import('@/features/rentals/rental-time');
const { addDays, formatRequestDate } = await import('@/features/requests/request-dates');
const { clockLabel } = await import('@/lib/opening-hours');
const { readyLabel } = await import('@/features/service/service-time');
const { formatCents } = await import('@/features/rentals/rental-price');
const { outboxSettled, processOutbox } = await import('@/features/leads/server/outbox');
const { POST: inbound } = await import('@/app/api/sms/inbound/route');
const { closeDatabase, database } = await import('@/server/db/database');
const { smsOptedOut } = await import('@/server/sms/sms-opt-outs');
const { boardDay } = await import('@/features/service/server/job-board');
const { serviceCalendarDownload } = await import('@/features/service/server/booking-manage-page');
const { estimateKey, serviceBookingKey } = await import('@/features/service/server/booking-keys');
const { decideEstimateAction } = await import('@/features/service/actions');
const { getURLFromRedirectError } = await import('next/dist/client/components/redirect');
const { isRedirectError } = await import('next/dist/client/components/redirect-error');
const { leadTimeline } = await import('@/features/leads/server/lead-desk');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { callerBookingResponder } = await import('@/features/leads/lead');
const { erasePerson } = await import('@/features/leads/server/lead-erasure');
const { serviceHours } = await import('@/content/dealer');

/** A member of the service team taking bookings for callers at the desk. */
const samTech = { name: 'Sam Tech', email: 'sam.tech@dealer.test' };

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

const today = () => dealerDateTime(Date.now())[0];
function dayAhead(weeksAhead: number, weekday: number): string {
  let date = addDays(today(), weeksAhead * 7);
  while (weekdayOfDate(date) !== weekday) date = addDays(date, 1);
  return date;
}

let customers = 0;
/** A customer of their own, booking `job` for `date` in `window`, with texts when `smsOptIn`. */
function input(job: string, date: string, window: string, smsOptIn = false) {
  customers++;
  return {
    job,
    date,
    window,
    firstName: 'Alex',
    lastName: `Driver${customers}`,
    email: `driver${customers}@example.com`,
    phone: `908-555-${String(100 + (customers % 100)).padStart(4, '0')}`,
    cart: { brand: 'EZGO', model: 'RXV', year: 2019 },
    smsOptIn,
  };
}

async function bookOne(date: string, smsOptIn: boolean, job = 'diagnosis', endingAfter = '00:00') {
  const location = (await serviceLocationId())!;
  const window = (await shopWindows(location)).find(
    (each) => each.weekdays.includes(weekdayOfDate(date)) && each.endsAt > endingAfter,
  )!;
  const outcome = await bookService({
    input: input(job, date, window.id, smsOptIn),
    source: null,
    sourcePath: '/test',
  });
  if (outcome.outcome !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`);
  return outcome.booking;
}

/**
 * A lithium conversion booked past capacity by staff on a short Wednesday (four technician hours,
 * a diagnosis booked first): its hours run on beyond the day.
 */
async function conversionPastCapacity(wednesday: string) {
  const location = (await serviceLocationId())!;
  await setException(location, { date: wednesday, minutes: 240, reason: 'Two away' }, 'test');
  await bookOne(wednesday, false, 'diagnosis');
  const window = (await shopWindows(location)).find((each) => each.weekdays.includes(3))!;
  const outcome = await bookService({
    input: input('lithium-conversion', wednesday, window.id),
    source: null,
    sourcePath: '/test',
    bookedBy: samTech,
    overCapacityReason: 'Fleet customer, promised this week',
  });
  if (outcome.outcome !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`);
  return outcome.booking;
}

/** Sends what is due at `at`, after any run the app started itself. */
async function deliverAt(at: number) {
  await outboxSettled();
  await processOutbox({ now: new Date(at) });
}

/** Twilio's webhook for a reply from `from`, signed as Twilio signs it (or not). */
async function reply(from: string, body: string, signed = true) {
  const params = {
    From: from,
    To: standInAccount.from,
    Body: body,
    MessageSid: `SM${customers}`,
    AccountSid: standInAccount.sid,
  };
  const signature = twilio.getExpectedTwilioSignature(
    standInAccount.token,
    `${process.env.SITE_URL}/api/sms/inbound`,
    params,
  );
  return inbound(
    new Request('http://127.0.0.1/api/sms/inbound', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': signed ? signature : `${signature.slice(0, -2)}xx`,
      },
      body: new URLSearchParams(params).toString(),
    }),
  );
}

describe(`a service job from booking to pickup (${scratch.dialect})`, () => {
  it('never leaves a day over its minutes on duty or a window over its carts, whatever is booked, cancelled or excepted', async () => {
    const location = (await serviceLocationId())!;
    const [jobs, windows] = await Promise.all([jobTypes(), shopWindows(location)]);
    const db = await database();
    let week = 30;
    const command = fc.oneof(
      fc.record({
        kind: fc.constant('book' as const),
        job: fc.nat(jobs.length - 1),
        day: fc.nat(2),
        window: fc.nat(windows.length - 1),
      }),
      fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat(50) }),
      fc.record({
        kind: fc.constant('except' as const),
        day: fc.nat(2),
        minutes: fc.constantFrom(0, 120, 240, 480, 1200),
      }),
      fc.record({ kind: fc.constant('unexcept' as const), day: fc.nat(2) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 20 }), async (commands) => {
        const days = [dayAhead(week, 1), dayAhead(week, 3), dayAhead(week, 6)];
        week++;
        const booked: string[] = [];
        for (const step of commands) {
          if (step.kind === 'book') {
            const outcome = await bookService({
              input: input(jobs[step.job]!.id, days[step.day]!, windows[step.window]!.id),
              source: null,
              sourcePath: '/test',
            });
            if (outcome.outcome === 'booked') booked.push(outcome.booking.id);
          } else if (step.kind === 'cancel' && booked.length > 0) {
            await cancelServiceBooking(booked[step.pick % booked.length]!, {
              customer: 'the customer, by phone',
            });
          } else if (step.kind === 'except') {
            await setException(
              location,
              { date: days[step.day]!, minutes: step.minutes, reason: 'test' },
              'test',
            );
          } else if (step.kind === 'unexcept') {
            const row = await db
              .selectFrom('service_exceptions')
              .select('id')
              .where('date', '=', days[step.day]!)
              .executeTakeFirst();
            if (row) await removeException(location, row.id, 'test');
          }
          // Read straight from the tables: minutes booked against minutes on duty, carts against limits.
          for (const date of days) {
            const rows = await db
              .selectFrom('service_bookings')
              .select(['minutes', 'window_id'])
              .where('drop_off_date', '=', date)
              .where('status', '<>', 'cancelled')
              .where('over_capacity_reason', 'is', null)
              .execute();
            const exception = await db
              .selectFrom('service_exceptions')
              .select('minutes')
              .where('date', '=', date)
              .executeTakeFirst();
            const weekday = await db
              .selectFrom('service_shop_days')
              .select('minutes')
              .where('weekday', '=', weekdayOfDate(date))
              .executeTakeFirstOrThrow();
            const onDuty = Number(exception?.minutes ?? weekday.minutes);
            expect(rows.reduce((sum, row) => sum + Number(row.minutes), 0)).toBeLessThanOrEqual(onDuty);
            for (const window of windows)
              expect(rows.filter((row) => row.window_id === window.id).length).toBeLessThanOrEqual(
                window.maxCarts,
              );
          }
        }
      }),
      { numRuns: 8 },
    );
  });

  it('lets staff book a caller into a window that has begun, until it ends; the website only offers windows to come', async () => {
    const location = (await serviceLocationId())!;
    const [job] = await jobTypes();
    const date = dayAhead(12, 2);
    const window = (await shopWindows(location)).find((each) => each.weekdays.includes(2))!;
    const during = new Date(dealerMoment(date, window.startsAt) + 10 * 60_000);
    const after = new Date(dealerMoment(date, window.endsAt) + 60_000);
    const book = (now: Date, bookedBy?: { name: string; email: string }) =>
      bookService(
        {
          input: input(job!.id, date, window.id),
          source: null,
          sourcePath: '/test',
          ...(bookedBy && { bookedBy }),
        },
        now,
      );
    expect(await book(during)).toMatchObject({
      outcome: 'refused',
      errors: {
        window: expect.stringContaining(`${window.label} on ${formatRequestDate(date)} has already begun`),
      },
    });
    expect(await book(during, samTech)).toMatchObject({ outcome: 'booked' });
    expect(await book(after, samTech)).toMatchObject({
      outcome: 'refused',
      errors: {
        window: expect.stringContaining(`${window.label} on ${formatRequestDate(date)} has already ended`),
      },
    });
  });

  it('keeps a drop-off window’s times while carts are booked in it, past capacity too: their customers were told them', async () => {
    const location = (await serviceLocationId())!;
    const [job] = await jobTypes();
    // A window of its own, so no other test's drop-off sits in it.
    const label = 'Drop off 1-2PM (retime test)';
    const opened = { label, startsAt: '13:00', endsAt: '14:00', maxCarts: 1, weekdays: [2], active: true };
    expect(await saveWindow(location, opened, 'test')).toEqual({ outcome: 'saved' });
    const window = (await shopWindows(location)).find((each) => each.label === label)!;
    const day = dayAhead(61, 2);
    const asSaved = async () => (await shopWindows(location)).find((each) => each.id === window.id)!;
    const retime = async (startsAt: string, endsAt: string) =>
      saveWindow(
        location,
        { ...opened, id: window.id, startsAt, endsAt, expectedVersion: (await asSaved()).version },
        'test',
      );

    const book = async (pastCapacity: boolean) => {
      const booked = await bookService({
        input: input(job!.id, day, window.id),
        source: null,
        sourcePath: '/test',
        ...(pastCapacity && { bookedBy: samTech, overCapacityReason: 'Fleet customer' }),
      });
      if (booked.outcome !== 'booked') throw new Error(`not booked: ${booked.outcome}`);
      return booked.booking.id;
    };
    const takeOff = async () =>
      saveWindow(
        location,
        { ...opened, id: window.id, active: false, expectedVersion: (await asSaved()).version },
        'test',
      );
    // Neither new times nor taken off: each refusal names what the day holds, past capacity too.
    const refusedFor = async (booked: string) => {
      for (const change of [() => retime('14:00', '15:00'), takeOff])
        expect(await change()).toEqual({
          outcome: 'refused',
          message: expect.stringContaining(`${formatRequestDate(day)} has ${booked} in ${label}`),
        });
      expect(await asSaved()).toMatchObject({ startsAt: '13:00', endsAt: '14:00', active: true });
    };
    // The window's one cart, then one more booked by staff past its capacity.
    const withinCapacity = await book(false);
    await refusedFor('1 cart booked');
    const pastCapacity = await book(true);
    await refusedFor('2 carts booked (1 of them past capacity)');
    // Fewer carts within capacity would leave its one within capacity over the limit; the one past
    // capacity does not count against it.
    expect(
      await saveWindow(
        location,
        { ...opened, id: window.id, maxCarts: 0, expectedVersion: (await asSaved()).version },
        'test',
      ),
    ).toEqual({
      outcome: 'refused',
      message: expect.stringContaining(
        `${formatRequestDate(day)} already has 1 cart booked in ${label} (and 1 more past capacity), more than 0`,
      ),
    });
    // Only the one booked past capacity left: its customer was told the times and the day as well.
    await cancelServiceBooking(withinCapacity, { customer: 'the customer, by phone' });
    await refusedFor('1 cart booked past capacity');
    await cancelServiceBooking(pastCapacity, { customer: 'the customer, by phone' });
    // Nothing booked in it any more: its times may change; then it is taken off every day.
    expect(await retime('14:00', '15:00')).toEqual({ outcome: 'saved' });
    expect(await takeOff()).toEqual({ outcome: 'saved' });
  });

  it('shows a cart checked in ahead of its drop-off day on the boards from the day it came in', async () => {
    const date = dayAhead(8, 3);
    const booking = await bookOne(date, false);
    // The customer brings the cart in two days early, and the workshop checks it in.
    const cameIn = addDays(date, -2);
    const stillIn = async (board: string) => (await boardDay(board, cameIn))!.stillIn.map((job) => job.id);
    expect(await stillIn(cameIn)).not.toContain(booking.id);
    const checkedIn = await changeJobStatus(
      booking.id,
      { status: 'checked-in', expectedVersion: booking.version },
      'Sam Tech',
    );
    expect(checkedIn.outcome).toBe('changed');
    expect(await stillIn(cameIn)).toContain(booking.id);
    expect(await stillIn(addDays(cameIn, 1))).toContain(booking.id);
    // On its own day it is among that day's drop-offs, and only there.
    expect(await stillIn(date)).not.toContain(booking.id);
    expect(
      (await boardDay(date, cameIn))!.windows.flatMap((window) => window.jobs.map((job) => job.id)),
    ).toContain(booking.id);
    // A day already past was before it came in.
    expect(await stillIn(addDays(cameIn, -1))).not.toContain(booking.id);
  });

  it('keeps a cart on the next days’ board while it is at the workshop, and off it once picked up', async () => {
    const date = dayAhead(6, 1);
    const booking = await bookOne(date, false);
    const later = addDays(date, 2);
    const onBoard = async () => (await boardDay(later))!.stillIn.map((job) => job.id);
    // Booked but never brought in: not on the floor.
    expect(await onBoard()).not.toContain(booking.id);
    const checkedIn = await changeJobStatus(
      booking.id,
      { status: 'checked-in', expectedVersion: booking.version },
      'Sam Tech',
    );
    expect(await onBoard()).toContain(booking.id);
    if (checkedIn.outcome !== 'changed') throw new Error('expected a change');
    const ready = await changeJobStatus(
      booking.id,
      { status: 'ready', expectedVersion: checkedIn.booking.version },
      'Sam Tech',
    );
    if (ready.outcome !== 'changed') throw new Error('expected a change');
    await changeJobStatus(
      booking.id,
      { status: 'picked-up', expectedVersion: ready.booking.version },
      'Sam Tech',
    );
    expect(await onBoard()).not.toContain(booking.id);
  });

  it('moves the promise of a job a colleague is changing at that moment off a day the workshop closes', async () => {
    const location = (await serviceLocationId())!;
    // Promised the day after its drop-off, a day with no drop-off that the workshop can close.
    const booked = await conversionPastCapacity(dayAhead(56, 3));
    const [promisedDay] = dealerDateTime(booked.promisedReadyMs);
    const colleague = connectSeparately(scratch.url);
    let closing: ReturnType<typeof setException> | undefined;
    try {
      await colleague.transaction().execute(async (trx) => {
        // A colleague's change to the job (a note, a line of its estimate), saved but not committed...
        await trx
          .updateTable('service_bookings')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .where('id', '=', booked.id)
          .execute();
        // ...while the workshop is closed on the day the job is promised. PostgreSQL: the closing
        // reads the job as it was and waits for the colleague's row. (SQLite has one writer at a
        // time, so there it closes the day after the colleague's change.)
        if (scratch.dialect === 'postgres') {
          closing = setException(location, { date: promisedDay, minutes: 0, reason: 'Burst pipe' }, 'test');
          await expect
            .poll(
              async () =>
                (
                  await sql<{
                    waiting: number;
                  }>`select count(*)::int as waiting from pg_locks where not granted`.execute(
                    await database(),
                  )
                ).rows[0]!.waiting,
              { timeout: 10_000 },
            )
            .toBeGreaterThan(0);
        }
      });
    } finally {
      await colleague.destroy();
    }
    closing ??= setException(location, { date: promisedDay, minutes: 0, reason: 'Burst pipe' }, 'test');
    expect(await closing).toEqual({ outcome: 'saved', promisesMoved: 1 });
    const moved = (await findServiceBooking(booked.id))!;
    expect(dealerDateTime(moved.promisedReadyMs)[0] > promisedDay).toBe(true);
    expect(moved.version).toBe(booked.version + 2);
  });

  it('promises work that runs past closing on the next day the workshop has technicians, not on a holiday', async () => {
    const location = (await serviceLocationId())!;
    // A week of its own (the property above books weeks 30 on): the holiday it closes must fall on
    // no other test's drop-off day, whatever weekday today is.
    const wednesday = dayAhead(50, 3);
    const thursday = addDays(wednesday, 1);
    // Four technician hours on Wednesday, none on Thursday (a holiday set in the office).
    await setException(location, { date: thursday, minutes: 0, reason: 'Thanksgiving' }, 'test');
    const booked = await conversionPastCapacity(wednesday);
    expect(dealerDateTime(booked.promisedReadyMs)[0]).toBe(addDays(thursday, 1));

    // A holiday set afterwards on the day it is promised: the promise moves on to the next day
    // with technicians, as far into its hours, and its history and its customer say so.
    const { minutesOf } = await import('@/features/bookings/clock');
    const { dayLoads } = await import('@/features/service/server/shop');
    const { serviceDayHours } = await import('@/features/service/service-shop');
    const friday = addDays(thursday, 1);
    const into =
      minutesOf(dealerDateTime(booked.promisedReadyMs)[1]) - serviceDayHours(weekdayOfDate(friday))!.opens;
    expect(await setException(location, { date: friday, minutes: 0, reason: 'Closed' }, 'test')).toEqual({
      outcome: 'saved',
      promisesMoved: 1,
    });
    const after = Array.from({ length: 14 }, (_, index) => addDays(friday, index + 1));
    const next = (await dayLoads(location, after)).find(
      (day) => day.onDuty > 0 && serviceDayHours(weekdayOfDate(day.date)),
    )!.date;
    const moved = (await findServiceBooking(booked.id))!;
    const [movedDate, movedTime] = dealerDateTime(moved.promisedReadyMs);
    expect({ date: movedDate, minute: minutesOf(movedTime) }).toEqual({
      date: next,
      minute: serviceDayHours(weekdayOfDate(next))!.opens + into,
    });
    expect((await jobEvents(moved.id)).at(-1)!.note).toContain(`closed on ${formatRequestDate(friday)}`);
    await deliverAt(Date.now());
    const told = () =>
      sink.to(moved.email).find((mail) => /New ready time/.test(mail.parsed.subject ?? ''))?.parsed.text ??
      '';
    await expect
      .poll(told, { timeout: 10_000 })
      .toContain(`Promised ready: ${readyLabel(moved.promisedReadyMs)}`);
    // Taken at the desk: the job and the lead record the staff member by sign-in address (the lead
    // as its first response), which the pages name as they are called when read.
    expect(booked.createdBy).toBe(samTech.email);
    expect((await findLead(booked.leadId!))!.firstResponseBy).toBe(callerBookingResponder(samTech.email));
  });

  it('moves a promise off a day left with no technicians by the weekly hours, or by removing its exception', async () => {
    const location = (await serviceLocationId())!;
    const { dayLoads } = await import('@/features/service/server/shop');
    const { serviceDayHours } = await import('@/features/service/service-shop');
    // Weeks no other test here books on a Thursday (the property test runs weeks 30 to 37).
    const wednesday = dayAhead(40, 3);
    const thursday = addDays(wednesday, 1);
    /** Its hours run on into the Thursday. */
    const carriedOnto = async (dropOff: string) => {
      const booked = await conversionPastCapacity(dropOff);
      expect(dealerDateTime(booked.promisedReadyMs)[0]).toBe(addDays(dropOff, 1));
      return booked;
    };
    const promisedDay = async (id: string) =>
      dealerDateTime((await findServiceBooking(id))!.promisedReadyMs)[0];
    /** The first day after `date` with technicians and service hours, as the shop now stands. */
    const nextStaffed = async (date: string) =>
      (
        await dayLoads(
          location,
          Array.from({ length: 14 }, (_, index) => addDays(date, index + 1)),
        )
      ).find((day) => day.onDuty > 0 && serviceDayHours(weekdayOfDate(day.date)))!.date;
    const hoursBefore = await weekdayMinutes(location);
    const thursdaysClosed = hoursBefore.map((minutes, weekday) => (weekday === 4 ? 0 : minutes));
    const saveHours = async (minutes: number[]) =>
      saveWeekdayMinutes(
        location,
        minutes,
        await shopVersion(location),
        'test',
        new Date(dealerMoment(wednesday, '08:00')),
      );

    // Thursdays given no technicians: the job promised on one moves on, and its history says why.
    // (The weekly hours are put back whatever happens: the tests after book Thursdays.)
    const first = await carriedOnto(wednesday);
    try {
      expect(await saveHours(thursdaysClosed)).toEqual({ outcome: 'saved', promisesMoved: 1 });
      expect(await promisedDay(first.id)).toBe(await nextStaffed(thursday));
      expect((await jobEvents(first.id)).at(-1)!.note).toContain(`closed on ${formatRequestDate(thursday)}`);
      await saveHours(hoursBefore);

      // A Thursday kept open by an exception keeps its promise until the exception is removed.
      const second = await carriedOnto(addDays(wednesday, 7));
      const laterThursday = addDays(thursday, 7);
      await setException(location, { date: laterThursday, minutes: 300, reason: 'Overtime' }, 'test');
      expect(await saveHours(thursdaysClosed)).toEqual({ outcome: 'saved', promisesMoved: 0 });
      expect(await promisedDay(second.id)).toBe(laterThursday);
      const overtime = (await shopExceptions(location, laterThursday)).find(
        (row) => row.date === laterThursday,
      )!;
      expect(await removeException(location, overtime.id, 'test')).toEqual({
        outcome: 'saved',
        promisesMoved: 1,
      });
      expect(await promisedDay(second.id)).toBe(await nextStaffed(laterThursday));
    } finally {
      await saveHours(hoursBefore);
    }
  });

  it('promises a job dropped off on a day without service hours within the next day’s hours, never in the night', async () => {
    const { minutesOf } = await import('@/features/bookings/clock');
    const { serviceDayHours } = await import('@/features/service/service-shop');
    const sunday = dayAhead(12, 0);
    const monday = addDays(sunday, 1);
    expect(serviceDayHours(0)).toBeUndefined();
    // A late window set on a Sunday: its four hours are worked from Monday's opening.
    for (const endsAt of ['23:30', '09:00']) {
      const [date, time] = dealerDateTime(
        promisedReadyMs(sunday, { endsAt }, 240, { day: 0, window: 0 }, 480),
      );
      expect({ date, minute: minutesOf(time) }, endsAt).toEqual({
        date: monday,
        minute: serviceDayHours(1)!.opens + 240,
      });
    }
  });

  it('closes no day that holds a job booked past capacity, and counts every job booked when it refuses', async () => {
    const location = (await serviceLocationId())!;
    // A week no other test here books (the property test starts at week 30).
    const tuesday = dayAhead(20, 2);
    const window = (await shopWindows(location)).find((each) => each.weekdays.includes(2))!;
    // One technician hour that day, taken by a diagnosis; a conversion booked by staff past it.
    expect(
      (await setException(location, { date: tuesday, minutes: 60, reason: 'One in' }, 'test')).outcome,
    ).toBe('saved');
    const within = await bookOne(tuesday, false, 'diagnosis');
    const outcome = await bookService({
      input: input('lithium-conversion', tuesday, window.id),
      source: null,
      sourcePath: '/test',
      bookedBy: samTech,
      overCapacityReason: 'Fleet customer, promised this week',
    });
    if (outcome.outcome !== 'booked') throw new Error(`not booked: ${JSON.stringify(outcome)}`);
    expect(outcome.booking.overCapacityReason).not.toBeNull();
    const exceptionOfTheDay = async () =>
      (
        await (
          await database()
        )
          .selectFrom('service_exceptions')
          .select('id')
          .where('date', '=', tuesday)
          .executeTakeFirstOrThrow()
      ).id;
    const closeTheDay = async () =>
      setException(location, { date: tuesday, minutes: 0, reason: 'Holiday' }, 'test', {
        replaces: await exceptionOfTheDay(),
      });
    const holiday = await closeTheDay();
    expect(holiday.outcome).toBe('refused');
    expect((holiday as { message: string }).message).toContain(
      `${durationLabel(within.minutes + outcome.booking.minutes)} booked (${durationLabel(outcome.booking.minutes)} of it past capacity)`,
    );
    // With the job within capacity gone, the one booked past it still keeps the day open.
    await cancelServiceBooking(within.id, { customer: 'the customer, by phone' });
    expect((await closeTheDay()).outcome).toBe('refused');

    // Nor may Tuesdays close as a weekday while that one holds it, seen from that Tuesday (the
    // earlier Tuesdays other tests book are behind it). Without its exception, the day is the
    // weekday's again.
    expect((await removeException(location, await exceptionOfTheDay(), 'test')).outcome).toBe('saved');
    const closedTuesdays = (await weekdayMinutes(location)).map((minutes, weekday) =>
      weekday === 2 ? 0 : minutes,
    );
    const weekdaySave = await saveWeekdayMinutes(
      location,
      closedTuesdays,
      await shopVersion(location),
      'test',
      new Date(dealerMoment(tuesday, '08:00')),
    );
    expect(weekdaySave).toEqual({
      outcome: 'refused',
      message: expect.stringContaining(
        `${formatRequestDate(tuesday)} already has ${durationLabel(outcome.booking.minutes)} booked (${durationLabel(outcome.booking.minutes)} of it past capacity)`,
      ),
    });
    expect((await weekdayMinutes(location))[2]).toBeGreaterThan(0);

    // A job within capacity the Tuesday after: cutting Tuesdays below it is refused too, naming it.
    const nextTuesday = addDays(tuesday, 7);
    const diagnosis = await bookOne(nextTuesday, false, 'diagnosis');
    const cut = (await weekdayMinutes(location)).map((minutes, weekday) =>
      weekday === 2 ? diagnosis.minutes - 15 : minutes,
    );
    expect(
      await saveWeekdayMinutes(
        location,
        cut,
        await shopVersion(location),
        'test',
        new Date(dealerMoment(nextTuesday, '08:00')),
      ),
    ).toEqual({
      outcome: 'refused',
      message: expect.stringContaining(
        `${formatRequestDate(nextTuesday)} already has ${durationLabel(diagnosis.minutes)} booked, more than the ${durationLabel(diagnosis.minutes - 15)} you set for Tuesdays`,
      ),
    });
    await cancelServiceBooking(diagnosis.id, { customer: 'the customer, by phone' });
  });

  it('keeps a day’s exception when another is set for it, until a change names the one it replaces', async () => {
    const location = (await serviceLocationId())!;
    const friday = dayAhead(11, 5);
    const onFriday = async () =>
      (
        await (
          await database()
        )
          .selectFrom('service_exceptions')
          .select(['minutes', 'reason'])
          .where('date', '=', friday)
          .execute()
      ).map((row) => ({ ...row, minutes: Number(row.minutes) }));
    const set = (minutes: number, reason: string, by: string, replaces?: string) =>
      setException(location, { date: friday, minutes, reason }, by, { replaces });
    // Ann has a staff account with her name: the refusal names her as the staff pages do.
    const { upsertStaff } = await import('@/features/staff/server/staff');
    await upsertStaff('ann@dealer.test', 'a long enough password 1');
    await (
      await database()
    )
      .updateTable('staff_users')
      .set({ name: 'Ann Exception' })
      .where('email', '=', 'ann@dealer.test')
      .execute();
    expect(await set(0, 'Stocktake', 'ann@dealer.test')).toEqual({ outcome: 'saved', promisesMoved: 0 });
    const refused = await set(300, 'One away', 'bob@dealer.test');
    if (refused.outcome !== 'has-exception') throw new Error(`not refused: ${JSON.stringify(refused)}`);
    expect(refused.message).toContain(formatRequestDate(friday));
    expect(refused.message).toContain('Stocktake');
    expect(refused.message).toMatch(/, set by Ann Exception\.$/);
    expect(await onFriday()).toEqual([{ minutes: 0, reason: 'Stocktake' }]);
    // Named, it is replaced at once; a change naming it after that finds another and is refused.
    expect(await set(300, 'One away', 'bob@dealer.test', refused.id)).toEqual({
      outcome: 'saved',
      promisesMoved: 0,
    });
    expect(await onFriday()).toEqual([{ minutes: 300, reason: 'One away' }]);
    expect(await set(120, 'Two away', 'cy@dealer.test', refused.id)).toMatchObject({
      outcome: 'has-exception',
      message: expect.stringContaining('One away'),
    });
    expect(await onFriday()).toEqual([{ minutes: 300, reason: 'One away' }]);
  });

  it('tells the customer of each status change by e-mail and by text within the minute, and records who and when', async () => {
    const booking = await bookOne(dayAhead(5, 2), true);
    await deliverAt(Date.now() + 1000);
    // The changes happen on a clock of the test's own, an hour ahead, so nothing is sent early.
    let clock = Date.now() + 60 * 60 * 1000;
    let version = booking.version;
    // Through the workshop and back to the bench once, as a job waiting for parts goes.
    const walk = ['checked-in', 'diagnosing', 'waiting-parts', 'diagnosing', 'ready', 'picked-up'] as const;
    let partsAwaited = false;
    for (const status of walk) {
      partsAwaited ||= status === 'waiting-parts';
      clock += 10 * 60 * 1000;
      const changed = await changeJobStatus(
        booking.id,
        { status, expectedVersion: version },
        'Sam Tech',
        new Date(clock),
      );
      expect(changed.outcome).toBe('changed');
      version++;
      const mails = sink.to(booking.email).length;
      const sent = texts.to(booking.phoneE164!).length;
      await deliverAt(clock - 1000);
      expect(sink.to(booking.email)).toHaveLength(mails);
      await deliverAt(clock + 59_000);
      expect(sink.to(booking.email).at(-1)!.parsed.subject).toContain(jobStatusLabels[status]);
      expect(texts.to(booking.phoneE164!)).toHaveLength(sent + 1);
      // A ready cart's news says when the workshop hands it over: the service desk's open hours.
      const pickup = serviceHours.filter((row) => row.opens).map((row) => `${row.days} ${row.label}`);
      for (const told of [
        sink.to(booking.email).at(-1)!.parsed.text!,
        texts.to(booking.phoneE164!).at(-1)!.body,
      ])
        for (const hours of pickup)
          expect(told.includes(hours), `${status}: ${hours}`).toBe(status === 'ready');
      // The time promised at booking is repeated only while it still holds: not once parts were
      // waited for, back on the bench too, in the e-mail or in the calendar file.
      const promise = sink.to(booking.email).at(-1)!.parsed.text!.includes('Promised ready:');
      const holds = !partsAwaited && (status === 'checked-in' || status === 'diagnosing');
      expect(promise, status).toBe(holds);
      const readyEvent = (
        await (await serviceCalendarDownload(booking.reference, await serviceBookingKey(booking.id))).text()
      )
        .split('BEGIN:VEVENT')
        .find((event) => event.includes(`UID:${booking.reference}-ready`))!;
      expect(readyEvent, status).toContain(holds ? 'STATUS:CONFIRMED' : 'STATUS:CANCELLED');
    }
    const events = await jobEvents(booking.id);
    expect(events.map((event) => event.status)).toEqual(['booked', ...walk]);
    expect(events.slice(1).every((event) => event.by === 'Sam Tech')).toBe(true);
    // A job picked up is closed: no status is set on it again, and nobody is told anything.
    const mails = sink.to(booking.email).length;
    for (const status of workshopStatuses.filter((each) => each !== 'picked-up'))
      expect(
        (await changeJobStatus(booking.id, { status, expectedVersion: version }, 'Sam Tech')).outcome,
        status,
      ).toBe('not-allowed');
    await deliverAt(clock + 120_000);
    expect(sink.to(booking.email)).toHaveLength(mails);
    // A change from a board opened before the last one is refused, naming what happened since.
    const stale = await changeJobStatus(
      booking.id,
      { status: 'ready', expectedVersion: booking.version },
      'Sam Tech',
    );
    expect(stale.outcome).toBe('stale');
  });

  it('knows, at upgrade, each earlier job whose promise had moved: an estimate sent, parts waited for, or ready', async () => {
    const { db: old, upgrade, close } = await databaseBefore('2026-12-01-052-service-promise-moved');
    const storeJob = (id: string, status: string, estimateRound: number) =>
      sql`insert into service_bookings (id, reference, location_id, job_type_id, job_name, minutes, price_from,
          drop_off_date, window_id, window_label, window_starts_at, window_ends_at, promised_ready_ms, status,
          first_name, last_name, email, phone, cart_brand, cart_model, created_at, over_capacity_reason,
          estimate_round)
         values (${id}, ${`R-${id}`}, 'shop', 'job', 'Service', 60, 0, '2026-11-20', 'window', 'Morning',
          '08:00', '10:00', 0, ${status}, 'Sam', 'Owner', 'sam@example.com', '555', 'Club Car', 'Onward', 'now',
          'stored by an earlier release', ${estimateRound})`.execute(old);
    await storeJob('on-the-bench', 'diagnosing', 0);
    await storeJob('estimate-approved', 'diagnosing', 1);
    await storeJob('back-from-parts', 'diagnosing', 0);
    await storeJob('ready', 'ready', 0);
    for (const [bookingId, status] of [
      ['on-the-bench', 'checked-in'],
      ['back-from-parts', 'waiting-parts'],
      ['back-from-parts', 'diagnosing'],
    ])
      await sql`insert into service_job_events (id, booking_id, status, note, at, by)
         values (${`${bookingId}-${status}`}, ${bookingId}, ${status}, null, 'now', 'Sam Tech')`.execute(old);
    expect(await upgrade()).toBeUndefined();
    const moved = await old
      .selectFrom('service_bookings')
      .select(['id', 'promise_moved'])
      .orderBy('id')
      .execute();
    expect(moved.map((row) => [row.id, Number(row.promise_moved)])).toEqual([
      ['back-from-parts', 1],
      ['estimate-approved', 1],
      ['on-the-bench', 0],
      ['ready', 1],
    ]);
    await close();
  });

  it('answers two staff setting the same status that it is set, once, and never asks either to apply it again', async () => {
    const booking = await bookOne(dayAhead(9, 3), false);
    const set = () =>
      changeJobStatus(booking.id, { status: 'checked-in', expectedVersion: booking.version }, 'Sam Tech');
    const outcomes = (await Promise.all([set(), set()])).map((answer) => answer.outcome);
    expect(outcomes.sort()).toEqual(['already', 'changed']);
    // Sent again at the version now shown: still set, nothing told twice.
    const now = (await findServiceBooking(booking.id))!;
    expect(
      (await changeJobStatus(booking.id, { status: 'checked-in', expectedVersion: now.version }, 'Jo Tech'))
        .outcome,
    ).toBe('already');
    expect((await jobEvents(booking.id)).filter((event) => event.status === 'checked-in')).toHaveLength(1);
  });

  it('texts nobody who replied STOP, until they reply START; a reply not signed by Twilio changes nothing', async () => {
    const booking = await bookOne(dayAhead(5, 3), true);
    const phone = booking.phoneE164!;
    await deliverAt(Date.now() + 60_000);
    expect(texts.to(phone)).toHaveLength(1);
    expect((await reply(phone, 'STOP', false)).status).toBe(403);
    expect((await reply(phone, ' Stop. ')).status).toBe(200);
    // Straight to "awaiting approval" or "picked up" is refused: neither has happened.
    for (const status of ['awaiting-approval', 'picked-up'] as const)
      expect(
        (await changeJobStatus(booking.id, { status, expectedVersion: booking.version }, 'Sam Tech')).outcome,
      ).toBe('not-allowed');
    const checkedIn = await changeJobStatus(
      booking.id,
      { status: 'checked-in', expectedVersion: booking.version },
      'Sam Tech',
    );
    await deliverAt(Date.now() + 60_000);
    expect(sink.to(booking.email).at(-1)!.parsed.subject).toContain(jobStatusLabels['checked-in']);
    expect(texts.to(phone)).toHaveLength(1);
    expect((await reply(phone, 'START')).status).toBe(200);
    if (checkedIn.outcome !== 'changed') throw new Error('expected a change');
    await changeJobStatus(
      booking.id,
      { status: 'ready', expectedVersion: checkedIn.booking.version },
      'Sam Tech',
    );
    await deliverAt(Date.now() + 60_000);
    expect(texts.to(phone)).toHaveLength(2);
    expect(texts.to(phone).at(-1)!.body).toContain(booking.reference);
    // Words for a person are not keywords: they stay opted in, and land on the lead for staff.
    const question = 'Cancel my 5pm call, can I pick it up at 6 instead?';
    expect((await reply(phone, question)).status).toBe(200);
    expect(await smsOptedOut(phone)).toBe(false);
    const timeline = await leadTimeline(booking.leadId!);
    expect(timeline[0]).toMatchObject({ kind: 'text-reply', detail: { text: question } });

    // Erased on request, the person's later texts are not written back onto the lead.
    await erasePerson((await findLead(booking.leadId!))!, 'boss@dealer.test', []);
    expect((await reply(phone, 'Is it ready? This is Pat.')).status).toBe(200);
    const replies = (await leadTimeline(booking.leadId!)).filter((event) => event.kind === 'text-reply');
    expect(replies).toEqual([expect.objectContaining({ detail: {} })]);
  });

  it('takes the estimate line by line from its signed link, once, and moves the job on', async () => {
    const booking = await bookOne(dayAhead(5, 4), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    await addEstimateLine(
      booking.id,
      { kind: 'labour', description: 'Replace the solenoid', minutes: 60, cents: 15_500 },
      'Sam Tech',
    );
    await addEstimateLine(
      booking.id,
      { kind: 'parts', description: 'Solenoid, 48 V', minutes: null, cents: 8_950 },
      'Sam Tech',
    );
    // The customer's calendar file holds the ready time while it is promised, and withdraws it
    // once an estimate waits for their answer, as their page and e-mails stop naming it.
    const readyEvent = async () =>
      (await (await serviceCalendarDownload(booking.reference, await serviceBookingKey(booking.id))).text())
        .split('BEGIN:VEVENT')
        .find((event) => event.includes(`UID:${booking.reference}-ready`))!;
    expect(await readyEvent()).toContain('STATUS:CONFIRMED');
    const sent = await sendEstimate(booking.id, (await findServiceBooking(booking.id))!.version, 'Sam Tech');
    expect(sent.outcome).toBe('sent');
    expect(await readyEvent()).toContain('STATUS:CANCELLED');
    expect(await readyEvent()).toContain('no longer stands');
    await deliverAt(Date.now() + 60_000);
    const mail = sink.to(booking.email).at(-1)!.parsed;
    expect(mail.subject).toContain('estimate');
    expect(mail.text).toContain(`${formatCents(15_500 + 8_950)} in all`);
    const link = new URL(/https?:\/\/\S+\/estimate\?\S+/.exec(mail.text!)![0]);
    const round = Number(link.searchParams.get('round'));
    const key = link.searchParams.get('key')!;
    const lines = await (
      await database()
    )
      .selectFrom('service_estimate_lines')
      .select(['id', 'kind'])
      .where('booking_id', '=', booking.id)
      .execute();
    const parts = lines.find((line) => line.kind === 'parts')!.id;
    const labour = lines.find((line) => line.kind === 'labour')!.id;
    const altered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await decideEstimate(booking.reference, round, altered, new Map())).outcome).toBe('bad-link');
    expect((await decideEstimate(booking.reference, round + 1, key, new Map())).outcome).toBe('bad-link');
    const partly = await decideEstimate(booking.reference, round, key, new Map([[parts, 'approved']]));
    expect(partly).toEqual({
      outcome: 'undecided',
      lines: [{ id: labour, description: 'Replace the solenoid' }],
    });
    const decided = await decideEstimate(
      booking.reference,
      round,
      key,
      new Map<string, 'approved' | 'declined'>([
        [parts, 'approved'],
        [labour, 'declined'],
      ]),
    );
    expect(decided).toMatchObject({ outcome: 'recorded', moved: 'waiting-parts' });
    expect((await findServiceBooking(booking.id))!.status).toBe('waiting-parts');
    const stored = await (
      await database()
    )
      .selectFrom('service_estimate_lines')
      .select(['id', 'decision', 'decided_at'])
      .where('booking_id', '=', booking.id)
      .execute();
    expect(Object.fromEntries(stored.map((line) => [line.id, line.decision]))).toEqual({
      [parts]: 'approved',
      [labour]: 'declined',
    });
    expect(stored.every((line) => line.decided_at)).toBe(true);
    // The link's page heads it with what was approved, the figure the workshop goes on with.
    const answered = (await estimateForLink(booking.reference, round, key))!;
    expect(estimateHeadline(answered.lines)).toBe(
      `2 lines: ${formatCents(8_950)} approved of ${formatCents(15_500 + 8_950)}`,
    );
    // The booking's own page says what is owed on top of the job's price: what was approved.
    const { serviceManagePage } = await import('@/features/service/server/booking-manage-page');
    const own = (await serviceManagePage(booking.reference, await serviceBookingKey(booking.id)))!;
    expect(own.approvedExtraCents).toBe(8_950);
    // The link answers once.
    expect(
      (
        await decideEstimate(
          booking.reference,
          round,
          key,
          new Map([
            [parts, 'declined'],
            [labour, 'approved'],
          ]),
        )
      ).outcome,
    ).toBe('decided');
    // The same form sent from a second tab goes to the estimate's page drawn afresh, which says the
    // answer was not taken and shows the one recorded, rather than leave the old form live.
    const secondTab = new FormData();
    for (const [name, value] of Object.entries({
      reference: booking.reference,
      round: String(round),
      key,
      [`line.${parts}`]: 'declined',
      [`line.${labour}`]: 'approved',
    }))
      secondTab.set(name, value);
    const sentAgain: unknown = await decideEstimateAction({}, secondTab).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(isRedirectError(sentAgain)).toBe(true);
    const redrawn = new URL(getURLFromRedirectError(sentAgain as RedirectError), 'http://site.invalid');
    expect(redrawn.pathname).toBe(`/services/bookings/${booking.reference}/estimate`);
    expect(Object.fromEntries(redrawn.searchParams)).toEqual({
      round: String(round),
      key,
      answered: 'refused',
    });
    const events = await jobEvents(booking.id);
    expect(events.at(-1)).toMatchObject({
      status: 'waiting-parts',
      by: 'the customer, from the estimate link',
    });
  });

  it('takes no answer from an estimate link once staff moved the job on: the customer is asked to call', async () => {
    const booking = await bookOne(dayAhead(7, 3), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    const line = { kind: 'parts', description: 'Seat belt', minutes: null, cents: 6_500 } as const;
    expect(await addEstimateLine(booking.id, line, 'Sam Tech')).toBe('added');
    const sent = await sendEstimate(booking.id, (await findServiceBooking(booking.id))!.version, 'Sam Tech');
    if (sent.outcome !== 'sent') throw new Error(sent.outcome);
    const { estimateKey, serviceBookingKey } = await import('@/features/service/server/booking-keys');
    const key = await estimateKey(booking.id, sent.round);
    // Approved on the phone: staff move the job on to wait for the part.
    await changeJobStatus(
      booking.id,
      { status: 'waiting-parts', expectedVersion: sent.booking.version },
      'Sam Tech',
    );
    const [only] = (await estimateForLink(booking.reference, sent.round, key))!.lines;
    const late = await decideEstimate(booking.reference, sent.round, key, new Map([[only!.id, 'declined']]));
    expect(late).toEqual({ outcome: 'moved-on' });
    expect((await findServiceBooking(booking.id))!.status).toBe('waiting-parts');
    expect((await estimateLines(booking.id)).every((each) => each.decision === null)).toBe(true);
    const { serviceManagePage } = await import('@/features/service/server/booking-manage-page');
    const page = (await serviceManagePage(booking.reference, await serviceBookingKey(booking.id)))!;
    expect(page.estimate?.link).toBeUndefined();
  });

  it('never lets a customer’s answer and a staff move made at the same moment both stand', async () => {
    const { estimateKey } = await import('@/features/service/server/booking-keys');
    for (let round = 0; round < 4; round++) {
      const booking = await bookOne(dayAhead(10, 1 + round), false);
      await changeJobStatus(
        booking.id,
        { status: 'diagnosing', expectedVersion: booking.version },
        'Sam Tech',
      );
      const line = { kind: 'parts', description: 'Horn', minutes: null, cents: 2_500 } as const;
      await addEstimateLine(booking.id, line, 'Sam Tech');
      const sent = await sendEstimate(
        booking.id,
        (await findServiceBooking(booking.id))!.version,
        'Sam Tech',
      );
      if (sent.outcome !== 'sent') throw new Error(sent.outcome);
      const key = await estimateKey(booking.id, sent.round);
      const [only] = (await estimateForLink(booking.reference, sent.round, key))!.lines;
      const [answer, move] = await Promise.all([
        decideEstimate(booking.reference, sent.round, key, new Map([[only!.id, 'approved']])),
        changeJobStatus(booking.id, { status: 'ready', expectedVersion: sent.booking.version }, 'Sam Tech'),
      ]);
      expect([answer.outcome, move.outcome], `round ${round}`).not.toEqual(['recorded', 'changed']);
      const final = (await findServiceBooking(booking.id))!.status;
      expect(final).toBe(answer.outcome === 'recorded' ? 'waiting-parts' : 'ready');
    }
  });

  it('carries the lines a customer has not answered into the next estimate sent, and leaves the ready call to staff', async () => {
    const booking = await bookOne(dayAhead(8, 2), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    const solenoid = { kind: 'parts', description: 'Solenoid, 48 V', minutes: null, cents: 8_950 } as const;
    const tyres = { kind: 'parts', description: 'Tyres (pair)', minutes: null, cents: 10_000 } as const;
    const send = async () =>
      sendEstimate(booking.id, (await findServiceBooking(booking.id))!.version, 'Sam Tech');
    const link = async (round: number) =>
      (await estimateForLink(booking.reference, round, await estimateKey(booking.id, round)))!;
    await addEstimateLine(booking.id, solenoid, 'Sam Tech');
    const first = await send();
    if (first.outcome !== 'sent') throw new Error(`the first estimate was not sent: ${first.outcome}`);
    // Before the customer answers, the workshop finds more and sends again.
    await addEstimateLine(booking.id, tyres, 'Sam Tech');
    const second = await send();
    if (second.outcome !== 'sent') throw new Error(`the second estimate was not sent: ${second.outcome}`);
    const latest = await link(second.round);
    expect(latest.lines.map((line) => line.description).sort()).toEqual(
      [solenoid.description, tyres.description].sort(),
    );
    expect((await jobEvents(booking.id)).at(-1)!.note).toContain(formatCents(solenoid.cents + tyres.cents));
    // The customer reads that it is one estimate to answer, not a second bill.
    await deliverAt(Date.now() + 60_000);
    const mail = sink.to(booking.email).at(-1)!.parsed;
    expect(mail.text).toContain(formatCents(solenoid.cents + tyres.cents));
    expect(mail.text).toContain('It replaces our earlier estimate');
    // The first link says it was replaced, and leads to the newer one.
    const replaced = await link(first.round);
    expect(replaced).toMatchObject({ superseded: true, lines: [] });
    const newer = new URL(replaced.newerPath!, 'http://site.test').searchParams;
    expect(
      (await estimateForLink(booking.reference, Number(newer.get('round')), newer.get('key')!))?.round,
    ).toBe(second.round);
    // Everything declined: the workshop goes on with the job booked; only staff say the cart is ready.
    const decided = await decideEstimate(
      booking.reference,
      second.round,
      await estimateKey(booking.id, second.round),
      new Map(latest.lines.map((line) => [line.id, 'declined'] as const)),
    );
    expect(decided).toMatchObject({ outcome: 'recorded', moved: 'diagnosing' });
    expect((await estimateLines(booking.id)).filter((line) => line.decision === null)).toEqual([]);
    expect((await jobEvents(booking.id)).at(-1)!.note).toBe(`Estimate ${second.round}: nothing approved`);
  });

  it('goes on in the workshop, not waiting for parts, when what was approved is labour and parts in stock', async () => {
    const booking = await bookOne(dayAhead(8, 3), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    const stocked = {
      kind: 'parts-in-stock',
      description: 'Fuse, 40 A',
      minutes: null,
      cents: 1_200,
    } as const;
    const toOrder = { kind: 'parts', description: 'Controller', minutes: null, cents: 54_000 } as const;
    const fitting = { kind: 'labour', description: 'Fit the fuse', minutes: 15, cents: 2_500 } as const;
    for (const line of [stocked, toOrder, fitting]) await addEstimateLine(booking.id, line, 'Sam Tech');
    const sent = await sendEstimate(booking.id, (await findServiceBooking(booking.id))!.version, 'Sam Tech');
    if (sent.outcome !== 'sent') throw new Error(`the estimate was not sent: ${sent.outcome}`);
    const key = await estimateKey(booking.id, sent.round);
    const { lines } = (await estimateForLink(booking.reference, sent.round, key))!;
    expect(lines.map((line) => line.kind).sort()).toEqual(['labour', 'parts', 'parts-in-stock']);
    // The part to order is declined: nothing is awaited, and the customer is not told it is.
    const decided = await decideEstimate(
      booking.reference,
      sent.round,
      key,
      new Map(lines.map((line) => [line.id, line.kind === 'parts' ? 'declined' : 'approved'] as const)),
    );
    expect(decided).toMatchObject({ outcome: 'recorded', moved: 'diagnosing' });
    expect((await findServiceBooking(booking.id))!.status).toBe('diagnosing');
    expect((await jobEvents(booking.id)).at(-1)!.note).toBe(`Estimate ${sent.round}: 2 of 3 lines approved`);
    // Ready: the customer's e-mail names what they approved on top of the job's price, as their page does.
    await changeJobStatus(
      booking.id,
      { status: 'ready', expectedVersion: (await findServiceBooking(booking.id))!.version },
      'Sam Tech',
    );
    await deliverAt(Date.now() + 60_000);
    const ready = sink.to(booking.email).at(-1)!.parsed;
    expect(ready.subject).toContain(jobStatusLabels.ready);
    expect(ready.text).toContain(
      `Extra work you approved: ${formatCents(stocked.cents + fitting.cents)}, on top of the price above`,
    );
  });

  it('sends no line again once staff moved the job on from its estimate (answered by phone)', async () => {
    const booking = await bookOne(dayAhead(8, 4), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    const fitted = { kind: 'parts', description: 'Solenoid, 48 V', minutes: null, cents: 8_950 } as const;
    await addEstimateLine(booking.id, fitted, 'Sam Tech');
    const first = await sendEstimate(booking.id, (await findServiceBooking(booking.id))!.version, 'Sam Tech');
    if (first.outcome !== 'sent') throw new Error(`the first estimate was not sent: ${first.outcome}`);
    // Approved by phone: staff move the job on, and the part is fitted.
    await changeJobStatus(
      booking.id,
      { status: 'diagnosing', expectedVersion: first.booking.version },
      'Sam Tech',
    );
    const later = { kind: 'labour', description: 'Align the steering', minutes: 30, cents: 4_500 } as const;
    await addEstimateLine(booking.id, later, 'Sam Tech');
    const second = await sendEstimate(
      booking.id,
      (await findServiceBooking(booking.id))!.version,
      'Sam Tech',
    );
    if (second.outcome !== 'sent') throw new Error(`the second estimate was not sent: ${second.outcome}`);
    const sent = (await estimateForLink(
      booking.reference,
      second.round,
      await estimateKey(booking.id, second.round),
    ))!;
    expect(sent.lines.map((line) => line.description)).toEqual([later.description]);
    expect((await jobEvents(booking.id)).at(-1)!.note).toContain(formatCents(later.cents));
    expect((await jobEvents(booking.id)).at(-1)!.note).not.toContain(formatCents(fitted.cents + later.cents));
    // The first link still holds its line, which the newer estimate did not take: it was not replaced
    // but left when the job moved on, and says so; an answer from it is refused as such.
    const firstKey = await estimateKey(booking.id, first.round);
    const left = (await estimateForLink(booking.reference, first.round, firstKey))!;
    expect(left.lines.map((line) => line.description)).toEqual([fitted.description]);
    expect(left).toMatchObject({ superseded: false, movedOn: true, newerPath: undefined });
    const answer = new Map([[left.lines[0]!.id, 'approved' as const]]);
    expect(await decideEstimate(booking.reference, first.round, firstKey, answer)).toEqual({
      outcome: 'moved-on',
    });
  });

  it('writes no estimate for a cart not checked in yet: it would tell the customer we looked at it', async () => {
    const booking = await bookOne(dayAhead(7, 2), false);
    const line = { kind: 'parts', description: 'Light kit', minutes: null, cents: 29_900 } as const;
    expect(await addEstimateLine(booking.id, line, 'Sam Tech')).toBe('not-checked-in');
    expect((await sendEstimate(booking.id, booking.version, 'Sam Tech')).outcome).toBe('not-checked-in');
    const after = (await findServiceBooking(booking.id))!;
    expect(after).toMatchObject({ status: 'booked', version: booking.version });
    await changeJobStatus(booking.id, { status: 'checked-in', expectedVersion: booking.version }, 'Sam Tech');
    expect(await addEstimateLine(booking.id, line, 'Sam Tech')).toBe('added');
  });

  it('tells an emptied round that its lines were left, when the round they were carried into was left too', async () => {
    const booking = await bookOne(dayAhead(9, 4), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    const send = async () => {
      const sent = await sendEstimate(
        booking.id,
        (await findServiceBooking(booking.id))!.version,
        'Sam Tech',
      );
      if (sent.outcome !== 'sent') throw new Error(`an estimate was not sent: ${sent.outcome}`);
      return sent;
    };
    const line = (description: string) =>
      addEstimateLine(booking.id, { kind: 'parts', description, minutes: null, cents: 2_500 }, 'Sam Tech');
    const link = async (round: number) =>
      (await estimateForLink(booking.reference, round, await estimateKey(booking.id, round)))!;
    await line('Brake cable');
    const first = await send();
    // Sent again while the first waits: its line goes along into the second.
    await line('Seat cover');
    const second = await send();
    // Answered by phone: staff move the job on, and later send a third with a new line only.
    await changeJobStatus(
      booking.id,
      { status: 'diagnosing', expectedVersion: second.booking.version },
      'Sam Tech',
    );
    await line('Headlight');
    const third = await send();
    expect((await link(third.round)).lines.map((each) => each.description)).toEqual(['Headlight']);
    // Neither earlier link points to the third as holding their lines: both were left.
    for (const round of [first.round, second.round])
      expect(await link(round)).toMatchObject({ superseded: false, movedOn: true, newerPath: undefined });
  });

  it('sends no estimate line the sender never saw: adding or removing a draft moves the job on', async () => {
    const booking = await bookOne(dayAhead(7, 4), false);
    await changeJobStatus(booking.id, { status: 'diagnosing', expectedVersion: booking.version }, 'Sam Tech');
    const line = { kind: 'parts', description: 'Brake cable', minutes: null, cents: 4_500 } as const;
    expect(await addEstimateLine(booking.id, line, 'Sam Tech')).toBe('added');
    // The sender's page is opened now; a colleague then adds a line of their own.
    const opened = (await findServiceBooking(booking.id))!.version;
    expect(await addEstimateLine(booking.id, { ...line, description: 'Seat cover' }, 'Jo Tech')).toBe(
      'added',
    );
    expect((await sendEstimate(booking.id, opened, 'Sam Tech')).outcome).toBe('stale');
    const drafts = () =>
      database().then((db) =>
        db
          .selectFrom('service_estimate_lines')
          .select(['id', 'description'])
          .where('booking_id', '=', booking.id)
          .where('round', 'is', null)
          .orderBy('description')
          .execute(),
      );
    const [, seatCover] = await drafts();
    // Taking a draft away moves the job on too: a page opened before it is stale.
    const beforeRemoval = (await findServiceBooking(booking.id))!.version;
    expect(await removeDraftLine(booking.id, seatCover!.id)).toBe(true);
    expect(await removeDraftLine(booking.id, seatCover!.id)).toBe(false);
    expect((await sendEstimate(booking.id, beforeRemoval, 'Sam Tech')).outcome).toBe('stale');
    const reloaded = (await findServiceBooking(booking.id))!.version;
    expect(reloaded).toBe(beforeRemoval + 1);
    expect((await sendEstimate(booking.id, reloaded, 'Sam Tech')).outcome).toBe('sent');
    expect(await drafts()).toEqual([]);
  });

  it('adds the job types two managers add at the same moment, each under its own id and place, but one name once; an accented name keeps its letters in the id', async () => {
    const name = `Seat recover ${Date.now()}`;
    const change = { name, minutes: 60, priceCents: 9000, priceFrom: false, active: false };
    // Two names with one slug, added at the same moment: both saved, under ids of their own.
    const outcomes = await Promise.all([
      saveJobType({ ...change, name: `${name}!` }, 'manager.one@dealer.test'),
      saveJobType({ ...change, name: `${name}?` }, 'manager.two@dealer.test'),
    ]);
    expect(outcomes).toEqual([{ outcome: 'saved' }, { outcome: 'saved' }]);
    const added = await (
      await database()
    )
      .selectFrom('service_job_types')
      .select(['id', 'updated_by', 'position'])
      .where('name', 'in', [`${name}!`, `${name}?`])
      .execute();
    expect(added.map((row) => row.updated_by).sort()).toEqual([
      'manager.one@dealer.test',
      'manager.two@dealer.test',
    ]);
    expect(new Set(added.map((row) => row.id)).size).toBe(2);
    // The last two places in the list, one each.
    const places = await (await database()).selectFrom('service_job_types').select('position').execute();
    const last = Math.max(...places.map((row) => Number(row.position)));
    expect(added.map((row) => Number(row.position)).sort((a, b) => a - b)).toEqual([last - 1, last]);
    // One name added twice at the same moment (in another case, spaced otherwise): customers would
    // be offered the same job twice, so the second is refused, naming the first.
    const twice = await Promise.all([
      saveJobType(change, 'manager.one@dealer.test'),
      saveJobType(
        { ...change, name: ` ${name.toUpperCase().replace(' ', '  ')}` },
        'manager.two@dealer.test',
      ),
    ]);
    expect(twice.filter((outcome) => outcome.outcome === 'saved')).toHaveLength(1);
    const refused = twice.find((outcome) => outcome.outcome === 'refused');
    expect(refused).toMatchObject({ message: expect.stringMatching(/^Name: .* is a job type already/) });
    // Renaming another job type to it is refused the same way.
    const [other] = added;
    const renamed = await (
      await database()
    )
      .selectFrom('service_job_types')
      .select('version')
      .where('id', '=', other!.id)
      .executeTakeFirstOrThrow();
    expect(
      await saveJobType(
        { ...change, id: other!.id, expectedVersion: renamed.version },
        'manager.one@dealer.test',
      ),
    ).toMatchObject({ outcome: 'refused' });
    // A name with accents gets an id with the letters, not holes where they were.
    expect(
      await saveJobType({ ...change, name: `Révision complète ${name}` }, 'manager.one@dealer.test'),
    ).toEqual({
      outcome: 'saved',
    });
    const accented = await (
      await database()
    )
      .selectFrom('service_job_types')
      .select('id')
      .where('name', '=', `Révision complète ${name}`)
      .executeTakeFirstOrThrow();
    expect(accented.id).toMatch(/^revision-complete-seat-recover-/);
  });

  it('refuses a job type saved over an older version with the version it is at now, so the next save goes through', async () => {
    const name = `Tyre swap ${Date.now()}`;
    const base = { name, minutes: 30, priceCents: 4000, priceFrom: false, active: true };
    expect(await saveJobType(base, 'manager.one@dealer.test')).toEqual({ outcome: 'saved' });
    const row = await (
      await database()
    )
      .selectFrom('service_job_types')
      .select(['id', 'version'])
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    const opened = Number(row.version);
    // Two colleagues save after the page was opened.
    for (const minutes of [45, 60])
      await saveJobType(
        {
          ...base,
          id: row.id,
          minutes,
          expectedVersion: (
            await (
              await database()
            )
              .selectFrom('service_job_types')
              .select('version')
              .where('id', '=', row.id)
              .executeTakeFirstOrThrow()
          ).version,
        },
        'manager.two@dealer.test',
      );
    const refused = await saveJobType(
      { ...base, id: row.id, minutes: 90, expectedVersion: opened },
      'manager.one@dealer.test',
    );
    expect(refused).toEqual({ outcome: 'stale', currentVersion: opened + 2 });
    if (refused.outcome !== 'stale') throw new Error('not stale');
    expect(
      await saveJobType(
        { ...base, id: row.id, minutes: 90, expectedVersion: refused.currentVersion },
        'manager.one@dealer.test',
      ),
    ).toEqual({ outcome: 'saved' });
    // A save naming a job type that is not there is not stale at a version it never had.
    expect(
      await saveJobType(
        { ...base, id: `${row.id}-gone`, minutes: 90, expectedVersion: 1 },
        'manager.one@dealer.test',
      ),
    ).toEqual({ outcome: 'gone' });
  });

  it('reminds the customer the day before the drop-off, once', async () => {
    const date = dayAhead(4, 2);
    const booking = await bookOne(date, false);
    const dayBefore = dealerMoment(addDays(date, -1), '10:00');
    expect(await sendDropOffReminders(new Date(dealerMoment(addDays(date, -2), '10:00')))).toBe(0);
    expect(await sendDropOffReminders(new Date(dayBefore))).toBe(1);
    expect(await sendDropOffReminders(new Date(dayBefore + 60_000))).toBe(0);
    await deliverAt(dayBefore + 60_000);
    expect(sink.to(booking.email).at(-1)!.parsed.subject).toContain('tomorrow');
  });

  it('reminds on the drop-off day, while its window is open, a customer no server reminded the day before', async () => {
    const date = dayAhead(12, 2);
    // A window still open after reminders begin for the day; the customer takes texts.
    const booking = await bookOne(date, true, 'diagnosis', '09:30');
    const onTheDay = (clock: string) => dealerMoment(date, clock);
    expect(await sendDropOffReminders(new Date(onTheDay('09:05')))).toBe(1);
    expect(await sendDropOffReminders(new Date(onTheDay('09:10')))).toBe(0);
    await deliverAt(onTheDay('09:06'));
    expect(sink.to(booking.email).at(-1)!.parsed.subject).toBe(
      `Your cart's service drop-off is today (ref ${booking.reference})`,
    );
    expect(texts.to(booking.phoneE164!).at(-1)!.body).toContain(
      `drop off your cart today between ${clockLabel(booking.windowStartsAt)} and ${clockLabel(booking.windowEndsAt)} (ref`,
    );
    // Nothing in the last half hour of its window, nor for a booking made the evening before.
    const closing = await bookOne(dayAhead(13, 2), false, 'diagnosis', '09:30');
    const windowShuts = dealerMoment(closing.date, closing.windowEndsAt);
    // Nor late in the evening, when half an hour on is already tomorrow's clock.
    expect(await sendDropOffReminders(new Date(dealerMoment(closing.date, '23:45')))).toBe(0);
    expect(await sendDropOffReminders(new Date(windowShuts - 20 * 60_000))).toBe(0);
    expect(await sendDropOffReminders(new Date(windowShuts - 40 * 60_000))).toBe(1);
    const eveningDate = dayAhead(13, 3);
    const location = (await serviceLocationId())!;
    const window = (await shopWindows(location)).find(
      (each) => each.weekdays.includes(weekdayOfDate(eveningDate)) && each.endsAt > '09:30',
    )!;
    const evening = await bookService(
      { input: input('diagnosis', eveningDate, window.id), source: null, sourcePath: '/test' },
      new Date(dealerMoment(addDays(eveningDate, -1), '20:00')),
    );
    expect(evening.outcome).toBe('booked');
    expect(await sendDropOffReminders(new Date(dealerMoment(eveningDate, '09:05')))).toBe(0);
  });
});
