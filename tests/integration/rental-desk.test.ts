import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { cartType, rentalLocationIds, rentalPolicy, type CartTypeId } from '@/content/rental-plans';
import type { Booking } from '@/features/rentals/booking';

import { setUpLeadMail } from '../support/lead-mail';

/**
 * The rental desk on SQLite and PostgreSQL, with a real SMTP server: extending and moving a
 * booking through the locked path (and two changes for one cart at once, of which one wins),
 * check-out and return with their photos and the policy's charges, the fleet's workshop days and
 * retiring a cart without stranding a booking, the reminders claimed once by several senders,
 * and the figures the dashboard and the calendar read.
 */
const { database: scratch, sink, smtpPort } = await setUpLeadMail();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dealer-rental-desk-'));
process.env.DATA_DIR = dataDir;

const { bookRental, cancelBooking, extendBooking, findBooking, moveBooking, otherFreeCarts, staleAnswer } =
  await import('@/features/rentals/server/bookings');
const { checkOutBooking, returnBooking } = await import('@/features/rentals/server/handover');
const { joinWaitlist } = await import('@/features/rentals/server/waitlist');
const { recordCounterPayment } = await import('@/features/rentals/server/counter-payments');
const { counterPayments } = await import('@/features/rentals/server/counter-records');
const { counterDues, counterKindOf, duesShown } = await import('@/features/rentals/counter-account');
const { earlierCounterRecords, settleEarlierCounterPayments } = await import('@/server/db/migrations');
const { addRentalPhotos } = await import('@/features/rentals/server/rental-photos');
const { addCart, addMaintenance, setCartStatus } = await import('@/features/rentals/server/fleet');
const { sendRentalReminders } = await import('@/features/rentals/server/rental-reminders');
const { bookingOfLead, fleetCalendar, rentalBookedOfLead, rentalFigures } =
  await import('@/features/rentals/server/rental-desk');
const { alternatives, availability, freeCarts, rentalWindow } =
  await import('@/features/rentals/server/availability');
const { keepEarlierBookingsUntilDueBack } = await import('@/features/rentals/server/earlier-bookings');
const { rentalSettings } = await import('@/features/rentals/server/rental-settings');
const { formatCents, rentFor } = await import('@/features/rentals/rental-price');
const { upsertStaff } = await import('@/features/staff/server/staff');
const { bookingDeskView } = await import('@/features/rentals/server/booking-desk');
const { calendarDownload } = await import('@/features/rentals/server/booking-files');
const { bookingKey } = await import('@/features/rentals/server/booking-keys');
const { dealerDateTime, dealerMoment, hourMs, dayMs, pickupTimes } =
  await import('@/features/rentals/rental-time');
const { dateAndTime } = await import('@/features/rentals/rental-agreement');
const { addDays, formatRequestDate, weekdayOf } = await import('@/features/requests/request-dates');
const { noFindings } = await import('@/features/rentals/return-charges');
const { outboxSettled, processOutbox, startOutboxWorker, stopOutboxWorker } =
  await import('@/features/leads/server/outbox');
const { closeDatabase, database } = await import('@/server/db/database');
const { findLead } = await import('@/features/leads/server/lead-queries');
const { callerBookingResponder } = await import('@/features/leads/lead');

beforeAll(async () => {
  await sink.start(smtpPort);
  startOutboxWorker(200);
});

afterAll(async () => {
  await stopOutboxWorker();
  await sink.stop();
  await closeDatabase();
  await scratch.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const base = rentalLocationIds[0];
const staff = 'sam.desk@dealer.test';
/** A cancel at the desk, at the version the booking is at now. */
const cancelAtDesk = async (id: string, now = new Date()) =>
  cancelBooking(id, { staff: { name: 'Sam Desk', email: staff } }, now, {
    expectedVersion: (await findBooking(id))!.version,
  });
/** What a check-out records as taken at the counter, where the test is not about that. */
const takenAtCounter = { taken: true, method: 'card' } as const;

/** A Tuesday `weeksAhead` weeks from now at the dealer: a day the showrooms hand carts over. */
function tuesday(weeksAhead: number): string {
  let date = addDays(dealerDateTime(Date.now())[0], weeksAhead * 7);
  while (weekdayOf(date) !== 2) date = addDays(date, 1);
  return date;
}

let renters = 0;
/** A booking at the first rental showroom, made the way the API makes one. */
async function book(
  pickupDate: string,
  days: number,
  {
    type = 'four-seater',
    now = new Date(),
    drivers = 1,
    pickupTime = '10:00',
    licenceExpiry = '2035-01-01',
    bookedBy,
  }: {
    type?: CartTypeId;
    now?: Date;
    drivers?: number;
    pickupTime?: string;
    licenceExpiry?: string;
    bookedBy?: { name: string; email: string };
  } = {},
) {
  renters++;
  const name = `Desk${renters}`;
  const outcome = await bookRental(
    {
      ask: {
        type,
        pickupDate,
        pickupTime,
        days,
        handover: { locationId: base },
        additionalDrivers: drivers - 1,
      },
      renter: {
        firstName: 'Pat',
        lastName: name,
        email: `desk${renters}@example.com`,
        phone: '732-555-0190',
      },
      drivers: Array.from({ length: drivers }, (_, index) => ({
        name: index === 0 ? `Pat ${name}` : `Kim ${name}`,
        dateOfBirth: '1984-05-06',
        licenceNumber: `D${renters}${index}12345`,
        licenceState: 'NJ',
        licenceExpiry,
      })),
      signatureName: `Pat ${name}`,
      clientAddress: '203.0.113.9',
      source: null,
      sourcePath: '/rentals/book',
      ...(bookedBy && { bookedBy }),
    },
    now,
  );
  if (outcome.outcome === 'full') throw new Error(`Nothing free on ${pickupDate}`);
  return outcome.booking;
}

/** The active carts of a type at the first rental showroom, by fleet number. */
async function carts(type: CartTypeId = 'four-seater') {
  return (await database())
    .selectFrom('rental_carts')
    .select(['id', 'fleet_number', 'version'])
    .where('type', '=', type)
    .where('location_id', '=', base)
    .where('status', '=', 'active')
    .orderBy('fleet_number')
    .execute();
}

let photosMade = 0;
/** Photos as a phone sends them, each a file of its own (a stage takes a file once): its width tells it apart. */
const photos = (count: number) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const width = 800 + ++photosMade;
      const bytes = await sharp({ create: { width, height: 600, channels: 3, background: '#3a6' } })
        .jpeg()
        .toBuffer();
      return { name: `side-${index}.jpg`, bytes: new Uint8Array(bytes) };
    }),
  );

/** Checks a booking's cart out at its pickup, six photos first and what is due taken: the cart as it left. */
async function checkedOutAtPickup(booking: Booking) {
  await addRentalPhotos(booking, await photos(6));
  const out = await checkOutBooking(
    booking.id,
    {
      expectedVersion: booking.version,
      by: staff,
      atMs: booking.startsMs,
      battery: 100,
      driver: 0,
      ...takenAtCounter,
      notes: '',
    },
    new Date(booking.startsMs + 60_000),
  );
  expect(out.outcome).toBe('done');
  return (await findBooking(booking.id))!;
}

/** Puts a booking in a state the desk would reach only over days (checked out, overdue). */
async function setBooking(
  id: string,
  columns: { status: string; starts_ms?: number; blocked_until_ms?: number },
): Promise<void> {
  await (await database()).updateTable('rental_bookings').set(columns).where('id', '=', id).execute();
}

describe(`the rental desk (${scratch.dialect})`, () => {
  it('extends on its own cart when free, else names the booking in the way and offers a free cart; a stale page is refused', async () => {
    const start = tuesday(30);
    const first = await book(start, 3);
    const next = await book(addDays(start, 4), 2);
    expect(next.cartId).toBe(first.cartId);

    const longer = await extendBooking(next.id, { days: 5, expectedVersion: next.version, by: staff });
    expect(longer.outcome).toBe('changed');
    const extended = (await findBooking(next.id))!;
    expect(extended).toMatchObject({ days: 5, cartId: next.cartId, version: next.version + 1 });
    expect(extended.endsMs).toBe(next.startsMs + 5 * dayMs);
    expect(extended.totalCents).toBe(rentFor('four-seater', 5).cents);
    await outboxSettled();
    await expect
      .poll(() => sink.to(next.email).map((mail) => mail.parsed.subject))
      .toContainEqual(expect.stringContaining('extended'));

    // One more day runs into the next booking's pickup (and the turnaround before it).
    const refused = await extendBooking(first.id, { days: 4, expectedVersion: first.version, by: staff });
    expect(refused.outcome).toBe('taken');
    if (refused.outcome !== 'taken') return;
    expect(refused.inTheWay).toEqual([
      expect.objectContaining({ kind: 'booking', reference: next.reference }),
    ]);
    expect(refused.free.length).toBeGreaterThan(0);
    expect(refused.free.map((cart) => cart.id)).not.toContain(first.cartId);
    expect((await findBooking(first.id))!.days).toBe(3);

    const moved = await extendBooking(first.id, {
      days: 4,
      toCart: refused.free[0]!.id,
      expectedVersion: first.version,
      by: staff,
    });
    expect(moved.outcome).toBe('changed');
    expect((await findBooking(first.id))!).toMatchObject({ days: 4, cartId: refused.free[0]!.id });

    const stale = await extendBooking(next.id, {
      days: 6,
      expectedVersion: next.version,
      by: 'alex@dealer.test',
    });
    expect(stale.outcome).toBe('stale');
    if (stale.outcome !== 'stale') return;
    expect(stale.changes).toEqual([
      expect.objectContaining({ by: staff, what: expect.stringContaining('Extended from 2 to 5 days') }),
    ]);
    expect((await findBooking(next.id))!.days).toBe(5);
    const staleCancel = await cancelBooking(
      next.id,
      { staff: { name: 'Alex Desk', email: 'alex@dealer.test' } },
      new Date(),
      { expectedVersion: next.version },
    );
    expect(staleCancel.outcome).toBe('stale');
    expect((await findBooking(next.id))!.status).toBe('booked');
  });

  it('refuses to extend a rental past a driver’s licence, as booking it would have', async () => {
    const start = tuesday(38);
    const booking = await book(start, 2, { licenceExpiry: addDays(start, 3) });
    const refused = await extendBooking(booking.id, { days: 5, expectedVersion: booking.version, by: staff });
    expect(refused).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(
        /^The renter \(Pat Desk\d+\): the licence expires on .+, before the cart is due back on .+: not extended\.$/,
      ),
    });
    expect((await findBooking(booking.id))!.days).toBe(2);
    // To the licence's last day: still valid through the return.
    expect(
      (await extendBooking(booking.id, { days: 3, expectedVersion: booking.version, by: staff })).outcome,
    ).toBe('changed');
  });

  it('checks a cart out before its pickup only when nothing needs it meanwhile, and counts it out from then', async () => {
    // Six seaters, which no other test here books this soon.
    const start = tuesday(3);
    const later = await book(start, 2, { type: 'six-seater' });
    const between = await book(addDays(start, -7), 2, { type: 'six-seater' });
    expect(between.cartId).toBe(later.cartId);
    await addRentalPhotos(later, await photos(6));
    const now = new Date();
    const checkOut = (booking: typeof later) =>
      checkOutBooking(
        booking.id,
        {
          expectedVersion: booking.version,
          by: staff,
          atMs: now.getTime(),
          battery: 100,
          driver: 0,
          ...takenAtCounter,
          notes: '',
        },
        now,
      );
    expect(await checkOut(later)).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining(`booking ${between.reference}`),
    });
    expect((await findBooking(later.id))!.status).toBe('booked');

    expect((await cancelAtDesk(between.id)).outcome).toBe('cancelled');
    expect(await checkOut(later)).toMatchObject({ outcome: 'done' });
    // Out now, weeks before its pickup: its cart is free for nobody's dates in between.
    const meanwhile = rentalWindow(
      { pickupDate: between.pickupDate, pickupTime: '10:00', days: 2, handover: { locationId: base } },
      0,
    );
    const free = await freeCarts(await database(), 'six-seater', meanwhile, [base]);
    expect(free.map((cart) => cart.id)).not.toContain(later.cartId);
    // The other places that ask the same: the dates offered instead, and workshop days.
    const ask = {
      type: 'six-seater' as const,
      pickupDate: between.pickupDate,
      pickupTime: '10:00',
      days: 2,
      handover: { locationId: base },
      additionalDrivers: 0,
    };
    const offered = (await alternatives(ask)).dates;
    expect(offered.length).toBeGreaterThan(0);
    for (const date of offered)
      expect(date.free, date.pickupDate).toBe(
        (await availability({ ...ask, pickupDate: date.pickupDate })).free,
      );
    const cart = (await carts('six-seater')).find((each) => each.id === later.cartId)!;
    const workshop = await addMaintenance(cart.id, {
      from: between.pickupDate,
      to: between.pickupDate,
      reason: 'Brakes',
      expectedVersion: cart.version,
      by: staff,
    });
    expect(workshop).toMatchObject({ outcome: 'stranded' });
  });

  it('lists a return on the day the cart is due back, not the shut day its rental ends, and as still out after', async () => {
    const { todaysHandovers } = await import('@/features/rentals/server/rental-desk');
    const { bookingDueBackMs } = await import('@/features/rentals/booking');
    // A Saturday's last pickup for a day ends on the Sunday, when the showroom is shut.
    const saturday = addDays(tuesday(46), 4);
    const booking = await book(saturday, 1, {
      pickupTime: pickupTimes(saturday, { locationId: base }).at(-1),
    });
    const dueBack = bookingDueBackMs(booking);
    const [endDate] = dealerDateTime(booking.endsMs);
    const [dueDate, dueTime] = dealerDateTime(dueBack);
    expect(dueDate > endDate).toBe(true);
    const returnsAt = async (date: string, time: string) =>
      (await todaysHandovers(new Date(dealerMoment(date, time)))).returns.map((each) => each.id);
    expect(await returnsAt(endDate, '12:00')).not.toContain(booking.id);
    expect(await returnsAt(dueDate, '00:00')).toContain(booking.id);
    // Out and not back by then, it stays on the list the days after.
    await checkedOutAtPickup(booking);
    expect(await returnsAt(endDate, '23:59')).not.toContain(booking.id);
    expect(await returnsAt(addDays(dueDate, 1), dueTime)).toContain(booking.id);
  });

  it.each([
    ['comes back', 28, 30],
    ['is extended to a time still ahead', 29, 18],
  ] as const)(
    'tells the waitlist when a cart kept past its return %s: the later dates it held are free',
    async (how, weeks, daysAgo) => {
      const start = tuesday(weeks);
      const type = 'utility';
      // Out for a week from `daysAgo` and not back: a cart still out past its return is kept from
      // every date after (each case has its own past, as the same cart may serve both).
      const late = await book(start, 1, { type });
      // Never left out late, whatever happens here: it would keep its cart from every later date.
      onTestFinished(() => setBooking(late.id, { status: 'returned' }));
      const pickupDate = addDays(dealerDateTime(Date.now())[0], -daysAgo);
      const startsMs = dealerMoment(pickupDate, '10:00');
      await (
        await database()
      )
        .updateTable('rental_bookings')
        .set({
          status: 'out',
          pickup_date: pickupDate,
          days: 7,
          starts_ms: startsMs,
          ends_ms: startsMs + 7 * dayMs,
          blocked_until_ms: startsMs + 7 * dayMs + 2 * hourMs,
        })
        .where('id', '=', late.id)
        .execute();
      // Every other cart of the type is booked that day.
      for (;;) {
        try {
          await book(start, 1, { type });
        } catch {
          break;
        }
      }
      const ask = {
        type,
        pickupDate: start,
        pickupTime: '10:00',
        days: 1,
        handover: { locationId: base },
        additionalDrivers: 0,
      } as const;
      const waiting = {
        firstName: 'Wes',
        lastName: `Waiting${weeks}`,
        email: `wes.waiting.${weeks}@example.com`,
        phone: '732-555-0181',
      };
      expect(await joinWaitlist(ask, waiting, null)).toBe('joined');
      const told = async () =>
        (
          await (
            await database()
          )
            .selectFrom('rental_waitlist')
            .select('notified_at')
            .where('email', '=', waiting.email)
            .executeTakeFirstOrThrow()
        ).notified_at;
      expect(await told()).toBeNull();

      const out = (await findBooking(late.id))!;
      const now = new Date();
      if (how === 'comes back') {
        await addRentalPhotos(out, await photos(6));
        const input = {
          by: staff,
          atMs: now.getTime() - 60_000,
          battery: 80,
          notes: '',
          findings: noFindings,
        };
        expect((await returnBooking(late.id, { ...input, expectedVersion: out.version }, now)).outcome).toBe(
          'done',
        );
      } else {
        // Kept till tomorrow: not kept from the dates after.
        const days = daysAgo + 1;
        const extended = await extendBooking(late.id, { days, expectedVersion: out.version, by: staff }, now);
        expect(extended.outcome).toBe('changed');
      }
      expect(await told()).toBe(now.toISOString());
      await outboxSettled();
      await expect.poll(() => sink.to(waiting.email).length, { timeout: 10_000 }).toBe(1);
    },
  );

  it('names a cart still out past its return as in the way of a move onto it', async () => {
    const start = tuesday(36);
    const one = await book(start, 2);
    const late = await book(start, 2);
    // Checked out last week and not back yet: its return time has passed.
    await setBooking(late.id, {
      status: 'out',
      starts_ms: Date.now() - 7 * dayMs,
      blocked_until_ms: Date.now() - hourMs,
    });
    expect(
      await moveBooking(one.id, { toCart: late.cartId, expectedVersion: one.version, by: staff }),
    ).toMatchObject({
      outcome: 'taken',
      inTheWay: [expect.objectContaining({ kind: 'booking', reference: late.reference })],
    });
    expect((await findBooking(one.id))!.cartId).toBe(one.cartId);
  });

  it('moves a booking to a free cart of its type, never onto a taken one, and never once it is out', async () => {
    const start = tuesday(33);
    const one = await book(start, 2);
    const two = await book(start, 2);
    const onto = await moveBooking(one.id, { toCart: two.cartId, expectedVersion: one.version, by: staff });
    expect(onto).toMatchObject({
      outcome: 'taken',
      inTheWay: [expect.objectContaining({ reference: two.reference })],
    });
    const free = (await otherFreeCarts(one)).find((cart) => cart.id !== two.cartId)!;
    expect(
      await moveBooking(one.id, { toCart: free.id, expectedVersion: one.version, by: staff }),
    ).toMatchObject({
      outcome: 'changed',
      booking: { cartId: free.id, fleetNumber: free.fleetNumber, version: one.version + 1 },
    });
    await setBooking(two.id, { status: 'out' });
    expect(
      await moveBooking(two.id, { toCart: one.cartId, expectedVersion: two.version, by: staff }),
    ).toMatchObject({
      outcome: 'refused',
    });
  });

  it('takes a cart once when two changes ask for it at once, and a workshop entry and an extension never cross', async () => {
    const start = tuesday(36);
    const one = await book(start, 2);
    const two = await book(start, 2);
    const free = (await otherFreeCarts(one)).find((cart) => cart.id !== two.cartId)!;
    const answers = await Promise.all([
      moveBooking(one.id, { toCart: free.id, expectedVersion: one.version, by: staff }),
      moveBooking(two.id, { toCart: free.id, expectedVersion: two.version, by: 'alex@dealer.test' }),
    ]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(['changed', 'taken']);
    const winner = answers.find((answer) => answer.outcome === 'changed')!;
    const loser = answers.find((answer) => answer.outcome === 'taken')!;
    if (winner.outcome !== 'changed' || loser.outcome !== 'taken') return;
    expect(loser.inTheWay).toEqual([expect.objectContaining({ reference: winner.booking.reference })]);

    // A booking back on day 2, extended by two days at the moment its cart is put in the workshop
    // on days 3 and 4: one of them is refused. Several rounds, so that the two overlap.
    for (let round = 0; round < 8; round++) {
      const pickup = tuesday(52 + round);
      const booking = await book(pickup, 2);
      const cart = (await carts()).find((candidate) => candidate.id === booking.cartId)!;
      const [extension, workshop] = await Promise.all([
        extendBooking(booking.id, { days: 4, expectedVersion: booking.version, by: staff }),
        addMaintenance(booking.cartId, {
          from: addDays(pickup, 3),
          to: addDays(pickup, 4),
          reason: 'New batteries',
          expectedVersion: cart.version,
          by: 'alex@dealer.test',
        }),
      ]);
      expect([
        ['changed', 'stranded'],
        ['saved', 'taken'],
      ]).toContainEqual([extension.outcome, workshop.outcome].sort());
      const held = (await findBooking(booking.id))!;
      const entries = await (
        await database()
      )
        .selectFrom('rental_maintenance')
        .selectAll()
        .where('cart_id', '=', held.cartId)
        .where('starts_on', '<=', dealerDateTime(held.endsMs)[0])
        .where('ends_on', '>=', held.pickupDate)
        .execute();
      expect(entries).toEqual([]);
    }
  });

  it('checks a cart out with six photos and a driver, and takes its return with the policy charges and the deposit date', async () => {
    const start = tuesday(39);
    const booking = await book(start, 2, { drivers: 2 });
    const atPickup = new Date(booking.startsMs + 5 * 60_000);
    const five = await photos(5);
    expect(await addRentalPhotos(booking, five)).toEqual({ added: 5, refused: [] });
    // The same pictures again, and one twice in one upload, are no more photos of the cart.
    const again = await addRentalPhotos(booking, [five[0]!, ...five.slice(0, 2)]);
    expect(again).toEqual({
      added: 0,
      refused: [five[0], five[0], five[1]].map((file) => ({ name: file!.name, reason: 'duplicate' })),
    });
    const short = await checkOutBooking(
      booking.id,
      {
        expectedVersion: booking.version,
        by: staff,
        atMs: booking.startsMs,
        battery: 100,
        driver: 1,
        ...takenAtCounter,
        notes: '',
      },
      atPickup,
    );
    expect(short).toMatchObject({ outcome: 'refused', message: expect.stringContaining('5 so far') });
    // Two tabs sending one new file at once: one copy is kept, the other refused as the same photo.
    const [sixth] = await photos(1);
    const both = await Promise.all([addRentalPhotos(booking, [sixth!]), addRentalPhotos(booking, [sixth!])]);
    expect(both.map((outcome) => ('added' in outcome ? outcome.added : -1)).sort()).toEqual([0, 1]);
    const checkOut = (taken: boolean, shown?: string) =>
      checkOutBooking(
        booking.id,
        {
          expectedVersion: booking.version,
          by: staff,
          atMs: booking.startsMs,
          battery: 98,
          driver: 1,
          taken,
          method: 'cash',
          shown,
          notes: 'Rain cover on',
        },
        atPickup,
      );
    // A page that listed nothing due (opened before a deposit hold was declined, say) checks out
    // nothing: what staff saw is what they ticked.
    expect(await checkOut(true, '')).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('changed since this page was opened'),
    });
    // Paid at pickup: the cart leaves only once its rent and deposit are taken at the counter.
    expect(await checkOut(false)).toMatchObject({
      outcome: 'refused',
      field: 'taken',
      message: expect.stringContaining(
        `the ${formatCents(booking.totalCents)} rent and the ${formatCents(booking.depositCents)} deposit`,
      ),
    });
    expect((await findBooking(booking.id))!.status).toBe('booked');
    expect(await counterPayments(booking.id)).toEqual([]);
    const shown = duesShown(counterDues(booking, []));
    expect((await checkOut(true, shown)).outcome).toBe('done');
    expect(await counterPayments(booking.id)).toMatchObject([
      { kind: 'rent', cents: booking.totalCents, method: 'cash', by: staff },
      { kind: 'deposit', cents: booking.depositCents, method: 'card', by: staff },
    ]);
    const checkedOut = (await findBooking(booking.id))!;
    expect(checkedOut).toMatchObject({
      status: 'out',
      checkedOutBy: staff,
      checkout: { battery: 98, driver: booking.drivers[1]!.name, notes: 'Rain cover on' },
    });
    // The check-out photos were taken before it left; the return needs its own.
    const returnedAt = checkedOut.endsMs + 2 * hourMs + 10 * 60_000;
    const later = new Date(returnedAt + 5 * 60_000);
    const findings = {
      ...noFindings,
      cleaningCents: rentalPolicy.cleaningFee.min * 100,
      smoke: true,
      accessory: { what: 'rain cover', costCents: 4_000 },
    };
    const input = {
      expectedVersion: checkedOut.version,
      by: staff,
      atMs: returnedAt,
      battery: 20,
      notes: '',
      findings,
    };
    expect(await returnBooking(booking.id, input, later)).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining('none yet'),
    });
    await addRentalPhotos(checkedOut, await photos(6));
    expect((await returnBooking(booking.id, input, later)).outcome).toBe('done');
    const returned = (await findBooking(booking.id))!;
    const charges = [
      3 * rentalPolicy.lateReturnPerHour * 100,
      rentalPolicy.cleaningFee.min * 100,
      rentalPolicy.smokeOdorFee * 100,
      4_000 + rentalPolicy.missingAccessoryFee * 100,
    ];
    expect(returned.returnDetails!.charges.map((charge) => charge.cents)).toEqual(charges);
    expect(returned.returnDetails!.charges[0]!.label).toContain('3 hours');
    expect(returned.chargesCents).toBe(charges.reduce((sum, cents) => sum + cents, 0));
    // Due on the policy's last business day after the return, weekends skipped.
    const businessDays = Number(/(\d+)\s*business days/.exec(rentalPolicy.depositRefund)![1]);
    let due = dealerDateTime(returnedAt)[0];
    for (let counted = 0; counted < businessDays;) {
      due = addDays(due, 1);
      if (![0, 6].includes(weekdayOf(due))) counted++;
    }
    expect(returned.depositRefundDue).toBe(due);
    // The renter is sent the itemised statement the policy promises: each charge, the total, what
    // is kept of the deposit and by when the rest is back.
    await outboxSettled();
    await processOutbox({ now: new Date(later.getTime() + 60_000) });
    const returnMail = () =>
      sink.to(booking.email).find((mail) => /is returned/.test(mail.parsed.subject ?? ''))?.parsed.text ?? '';
    await expect.poll(returnMail).toContain(formatCents(returned.chargesCents!));
    for (const charge of returned.returnDetails!.charges)
      expect(returnMail()).toContain(`${charge.label}: ${formatCents(charge.cents)}`);
    expect(returnMail()).toContain(
      `the other ${formatCents(returned.depositCents - returned.chargesCents!)} is released or refunded to you by ${formatRequestDate(due)}`,
    );
    // The desk gives the deposit back less the charges, in parts if need be, and never more.
    const depositBack = returned.depositCents - returned.chargesCents!;
    expect(counterDues(returned, await counterPayments(booking.id))).toEqual([
      { kind: 'deposit-back', cents: depositBack, direction: 'give' },
    ]);
    const giveBack = async (cents: number, version: number) =>
      recordCounterPayment(booking.id, {
        expectedVersion: version,
        by: staff,
        kind: 'deposit-back',
        cents,
        method: 'card',
      });
    expect(await giveBack(depositBack + 1, returned.version)).toMatchObject({
      outcome: 'refused',
      field: 'amount',
      message: expect.stringContaining(formatCents(depositBack)),
    });
    expect((await giveBack(1_000, returned.version)).outcome).toBe('done');
    // A second page opened before that record is told of it, and never offered to apply it anyway:
    // the same part given back from two tabs is stored once. It says what is due now, and the page
    // is drawn again with that figure beside its form.
    const stale = await giveBack(1_000, returned.version);
    expect(stale).toMatchObject({ outcome: 'refused', redraw: true });
    const staleMessage = stale.outcome === 'refused' ? stale.message : '';
    expect(staleMessage).toContain(`Gave back ${formatCents(1_000)}`);
    expect(staleMessage).toContain(`by ${staff})`);
    expect(
      staleMessage.endsWith(
        `The page now shows what is still due: ${formatCents(depositBack - 1_000)} of ${counterKindOf['deposit-back']}.`,
      ),
    ).toBe(true);
    const parted = (await findBooking(booking.id))!;
    expect((await giveBack(depositBack - 1_000, parted.version)).outcome).toBe('done');
    expect(counterDues(parted, await counterPayments(booking.id))).toEqual([]);
    // Once nothing is due of its kind, its form is gone from the page: the refusal says so instead.
    const settled = await giveBack(1_000, returned.version);
    expect(settled).toMatchObject({
      outcome: 'refused',
      message: expect.stringMatching(/\)\. Nothing more is due of the deposit to give back\.$/),
    });
    expect(settled).not.toHaveProperty('redraw');
    expect(await giveBack(1, parted.version + 1)).toMatchObject({
      outcome: 'refused',
      field: 'kind',
      message: 'Nothing more is due of the deposit to give back.',
    });
    // The desk names who checked it out and took it back, as staff know each other.
    await upsertStaff(staff, 'a long enough desk password', 'Sam Desk');
    const view = (await bookingDeskView(booking.id))!;
    expect(view.people).toMatchObject({ checkedOutBy: 'Sam Desk', returnedBy: 'Sam Desk' });
    // The booking as stored: by e-mail, which is what any comparison of who did it reads.
    expect(view.booking).toMatchObject({ checkedOutBy: staff, returnedBy: staff });
    expect(view.changes.at(-1)!.by).toBe('Sam Desk');
    // A late return never holds the cart longer than booked.
    expect(returned.blockedUntilMs).toBe(checkedOut.blockedUntilMs);

    // An early return frees the cart from the return plus the turnaround.
    const early = await book(addDays(start, 7), 3);
    const earlyOut = await checkedOutAtPickup(early);
    await addRentalPhotos(earlyOut, await photos(6));
    const backAt = early.startsMs + dayMs;
    await returnBooking(
      early.id,
      {
        expectedVersion: earlyOut.version,
        by: staff,
        atMs: backAt,
        battery: 60,
        notes: '',
        findings: noFindings,
      },
      new Date(backAt + 60_000),
    );
    const back = (await findBooking(early.id))!;
    expect(back.returnDetails!.charges).toEqual([]);
    // The renter's calendar no longer asks for the cart back: it says when it came back.
    const returnEvent = (await (await calendarDownload(early.reference, await bookingKey(early.id))).text())
      .split('BEGIN:VEVENT')
      .find((event) => event.includes('-return@'))!
      .replace(/\r\n[ \t]/g, '')
      .replace(/\\,/g, ',');
    expect(returnEvent).toContain(`Returned ${dateAndTime(...dealerDateTime(backAt))}.`);
    expect(returnEvent).not.toContain('Return by');
    expect(back.blockedUntilMs).toBe(backAt + (await rentalSettings()).turnaroundHours * hourMs);
  });

  it('asks at the counter for days added while the cart is out, and for charges beyond the deposit', async () => {
    const booking = await book(tuesday(41), 2);
    const out = await checkedOutAtPickup(booking);
    // Nothing is asked for twice: the check-out took the rent and the deposit.
    expect(counterDues(out, await counterPayments(booking.id))).toEqual([]);
    // The renter's calendar file no longer asks them to bring a card for a deposit already held.
    const calendar = await (await calendarDownload(booking.reference, await bookingKey(booking.id))).text();
    const pickupEvent = calendar.split('BEGIN:VEVENT').find((event) => event.includes('-pickup@'))!;
    // Read as a calendar reads it: long lines unfolded, commas unescaped.
    expect(pickupEvent.replace(/\r\n[ \t]/g, '').replace(/\\,/g, ',')).toContain(
      `Picked up ${dateAndTime(...dealerDateTime(Date.parse(out.checkedOutAt!)))}.`,
    );
    expect(pickupEvent).not.toMatch(/credit card|deposit/);
    expect(
      (await extendBooking(booking.id, { days: 3, expectedVersion: out.version, by: staff })).outcome,
    ).toBe('changed');
    const longer = (await findBooking(booking.id))!;
    // Its renter is told the new total, what of it the desk took at the check-out, and what is
    // left to pay there, as their page says.
    await outboxSettled();
    await processOutbox({ now: new Date(Date.now() + 60_000) });
    const mailed = (subject: RegExp) => () =>
      sink.to(booking.email).find((mail) => subject.test(mail.parsed.subject ?? ''))?.parsed.text ?? '';
    const extendedMail = mailed(/is extended/);
    await expect
      .poll(extendedMail)
      .toContain(
        `Total: ${formatCents(longer.totalCents)}, of which ${formatCents(booking.totalCents)} is paid at the desk and ${formatCents(longer.totalCents - booking.totalCents)} is still to pay there;`,
      );
    expect(extendedMail()).not.toContain('paid at pickup');
    // Its links: the booking's page and the calendar file that moves the return on the renter's calendar.
    const { manageUrl } = await import('@/features/rentals/server/booking-mail');
    const key = await bookingKey(booking.id);
    expect(extendedMail()).toContain(manageUrl(longer, key));
    expect(extendedMail()).toContain(manageUrl(longer, key, 'calendar.ics'));
    expect(counterDues(longer, await counterPayments(booking.id))).toEqual([
      { kind: 'rent', cents: longer.totalCents - booking.totalCents, direction: 'take' },
    ]);
    expect(
      (
        await recordCounterPayment(booking.id, {
          expectedVersion: longer.version,
          by: staff,
          kind: 'rent',
          cents: longer.totalCents - booking.totalCents,
          method: 'cheque',
        })
      ).outcome,
    ).toBe('done');
    // Back with damage that costs more than the deposit: the deposit is kept and the rest is owed.
    const paid = (await findBooking(booking.id))!;
    await addRentalPhotos(paid, await photos(6));
    const backAt = paid.endsMs - hourMs;
    const repairCents = paid.depositCents + 10_000;
    expect(
      (
        await returnBooking(
          booking.id,
          {
            expectedVersion: paid.version,
            by: staff,
            atMs: backAt,
            battery: 70,
            notes: '',
            findings: { ...noFindings, damage: { what: 'cracked windscreen', repairCents } },
          },
          new Date(backAt + 60_000),
        )
      ).outcome,
    ).toBe('done');
    const returned = (await findBooking(booking.id))!;
    // The rest of the rent taken before the return: the return's letter says it is all paid.
    await outboxSettled();
    await processOutbox({ now: new Date(backAt + 2 * 60_000) });
    await expect
      .poll(mailed(/is returned/))
      .toContain(`Total: ${formatCents(returned.totalCents)}, paid at the desk.`);
    expect(counterDues(returned, await counterPayments(booking.id))).toEqual([
      { kind: 'charges', cents: returned.chargesCents! - returned.depositCents, direction: 'take' },
    ]);
    // A booking handed over before the desk recorded payments is given its records on upgrade,
    // so the desk is not asked for them again; one with records keeps them.
    const recorded = await counterPayments(booking.id);
    await (
      await database()
    )
      .deleteFrom('rental_counter_payments')
      .where('booking_id', '=', booking.id)
      .execute();
    expect(counterDues(returned, [])).not.toEqual([]);
    await settleEarlierCounterPayments((await database()) as unknown as Kysely<unknown>);
    await settleEarlierCounterPayments((await database()) as unknown as Kysely<unknown>);
    const settled = await counterPayments(booking.id);
    expect(counterDues(returned, settled)).toEqual([]);
    expect(settled.every((payment) => payment.by === earlierCounterRecords)).toBe(true);
    expect(settled.map((payment) => [payment.kind, payment.cents])).toEqual([
      ['rent', returned.totalCents],
      ['deposit', returned.depositCents],
      ['charges', returned.chargesCents! - returned.depositCents],
    ]);
    expect(recorded.length).toBeGreaterThan(0);
    // The history says each payment, as the desk reads it.
    const view = (await bookingDeskView(booking.id))!;
    expect(view.changes.map((change) => change.what)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`Took ${formatCents(booking.totalCents)} rent at the counter by card`),
        expect.stringContaining(
          `Took the ${formatCents(booking.depositCents)} deposit at the counter by card`,
        ),
        `Took ${formatCents(longer.totalCents - booking.totalCents)} rent at the counter by cheque`,
      ]),
    );
  });

  it('charges a cart due back while its showroom is shut from the next opening, not for the hours nobody could take it', async () => {
    // A day's hire from a Saturday: it ends on the Sunday, when the showroom is shut.
    const saturday = addDays(tuesday(40), 4);
    const sunday = addDays(saturday, 1);
    expect(pickupTimes(sunday, { locationId: base })).toEqual([]);
    const monday = addDays(sunday, 1);
    const opening = dealerMoment(monday, pickupTimes(monday, { locationId: base })[0]!);
    const booking = await book(saturday, 1);
    expect(dealerDateTime(booking.endsMs)[0]).toBe(sunday);
    // Kept from other bookings until it can come back, and the turnaround after that.
    expect(booking.blockedUntilMs).toBe(opening + (await rentalSettings()).turnaroundHours * hourMs);
    const out = await checkedOutAtPickup(booking);
    await addRentalPhotos(out, await photos(6));
    // Back half an hour after Monday's opening: one begun hour late, not a day's worth.
    const backAt = opening + 30 * 60_000;
    expect(
      (
        await returnBooking(
          booking.id,
          {
            expectedVersion: out.version,
            by: staff,
            atMs: backAt,
            battery: 80,
            notes: '',
            findings: noFindings,
          },
          new Date(backAt + 60_000),
        )
      ).outcome,
    ).toBe('done');
    const returned = (await findBooking(booking.id))!;
    expect(returned.returnDetails!.charges.map((charge) => charge.cents)).toEqual([
      rentalPolicy.lateReturnPerHour * 100,
    ]);
    // The renter was told when it is due back.
    await outboxSettled();
    await expect
      .poll(() => sink.to(booking.email).some((mail) => /is booked/.test(mail.parsed.subject ?? '')), {
        timeout: 10_000,
      })
      .toBe(true);
    const confirmation = sink.to(booking.email).find((mail) => /is booked/.test(mail.parsed.subject ?? ''));
    expect(confirmation?.parsed.text).toContain(
      `Due back ${dateAndTime(monday, pickupTimes(monday, { locationId: base })[0]!)}`,
    );
    // Once back, its letter says when it came back, and promises no due-back time any more.
    await processOutbox({ now: new Date(backAt + 120_000) });
    const returnMail = () =>
      sink.to(booking.email).find((mail) => /is returned/.test(mail.parsed.subject ?? ''))?.parsed.text ?? '';
    await expect.poll(returnMail, { timeout: 10_000 }).toContain(`Reference: ${booking.reference}`);
    expect(returnMail()).not.toContain('Due back');
  });

  it('says an extension into a day the showroom is shut as due back at its next opening, as the renter is told', async () => {
    const friday = addDays(tuesday(41), 3);
    const monday = addDays(friday, 3);
    const booking = await book(friday, 1);
    const extended = await extendBooking(booking.id, {
      days: 2,
      expectedVersion: booking.version,
      by: staff,
    });
    expect(extended.outcome).toBe('changed');
    const line = (await bookingDeskView(booking.id))!.changes.at(-1)!.what;
    expect(line).toContain(`due back ${dateAndTime(monday, pickupTimes(monday, { locationId: base })[0]!)}`);
  });

  it('keeps a booking made before the due-back rule until its cart is back, short of a later booking of the cart', async () => {
    const saturday = addDays(tuesday(27), 4);
    const monday = addDays(saturday, 2);
    const turnaround = (await rentalSettings()).turnaroundHours * hourMs;
    const db = await database();
    /** A Saturday day hire as bookings were stored before: kept until its end plus the turnaround. */
    const bookedBefore = async () => {
      const booking = await book(saturday, 1);
      await db
        .updateTable('rental_bookings')
        .set({ blocked_until_ms: booking.endsMs + turnaround })
        .where('id', '=', booking.id)
        .execute();
      return booking;
    };
    const alone = await bookedBefore();
    const crowded = await bookedBefore();
    // Meanwhile the crowded one's cart was booked from Monday's opening, before it is ready again.
    const next = await book(monday, 1, { pickupTime: pickupTimes(monday, { locationId: base })[0]! });
    await db
      .updateTable('rental_bookings')
      .set({ cart_id: crowded.cartId })
      .where('id', '=', next.id)
      .execute();

    expect(await keepEarlierBookingsUntilDueBack()).toEqual({
      kept: 1,
      short: [{ reference: crowded.reference, nextReference: next.reference }],
    });
    // The lone one is kept as a booking made today is: until Monday's opening and the turnaround.
    expect((await findBooking(alone.id))!.blockedUntilMs).toBe(alone.blockedUntilMs);
    // The crowded one as long as the next booking lets it, and that booking stands.
    expect((await findBooking(crowded.id))!.blockedUntilMs).toBe(next.startsMs);
    expect((await findBooking(next.id))!.status).toBe('booked');
    // Nothing changes the second time.
    expect(await keepEarlierBookingsUntilDueBack()).toEqual({ kept: 0, short: [] });
    expect((await findBooking(alone.id))!.blockedUntilMs).toBe(alone.blockedUntilMs);
  });

  it('reminds the renter the day before pickup and before return, once, however many processes look', async () => {
    const start = tuesday(42);
    const booking = await book(start, 3, { type: 'utility', drivers: 2 });
    const cancelled = await book(start, 3, { type: 'utility' });
    await cancelBooking(cancelled.id, { customer: 'renter' });
    const dayBefore = (clock: string) => new Date(dealerMoment(addDays(start, -1), clock));
    // Booked that morning: its confirmation is fresh, so no reminder follows it within minutes.
    const thatMorning = await book(start, 3, { now: dayBefore('09:40') });
    expect(await sendRentalReminders(dayBefore('08:30'))).toEqual({ pickups: 0, returns: 0 });
    const sent = await Promise.all([1, 2, 3].map(() => sendRentalReminders(dayBefore('10:05'))));
    expect(sent.reduce((sum, one) => sum + one.pickups, 0)).toBe(1);
    await cancelBooking(thatMorning.id, { customer: 'renter' });
    const beforeReturn = new Date(dealerMoment(addDays(start, 2), '09:30'));
    const returns = await Promise.all([1, 2].map(() => sendRentalReminders(beforeReturn)));
    expect(returns.reduce((sum, one) => sum + one.returns, 0)).toBe(1);
    // Each reminder is due at the moment it was queued, on the same moved clock.
    await outboxSettled();
    await processOutbox({ now: new Date(beforeReturn.getTime() + 60_000) });
    const subjects = () => sink.to(booking.email).map((mail) => mail.parsed.subject ?? '');
    await expect.poll(() => subjects().filter((subject) => /tomorrow/.test(subject)).length).toBe(2);
    const pickup = sink.to(booking.email).find((mail) => /starts tomorrow/.test(mail.parsed.subject ?? ''))!;
    expect(pickup.parsed.text).toContain("every driver's licence");
    expect(pickup.parsed.text).toContain(booking.reference);
    expect(
      sink.to(booking.email).filter((mail) => /ends tomorrow/.test(mail.parsed.subject ?? '')),
    ).toHaveLength(1);
    expect(
      sink.to(cancelled.email).filter((mail) => /tomorrow/.test(mail.parsed.subject ?? '')),
    ).toHaveLength(0);
    // Kept a day longer after that reminder went: reminded again the day before the new return.
    const reminded = (await findBooking(booking.id))!;
    expect(
      (await extendBooking(booking.id, { days: 4, expectedVersion: reminded.version, by: staff })).outcome,
    ).toBe('changed');
    expect((await sendRentalReminders(new Date(dealerMoment(addDays(start, 3), '09:30')))).returns).toBe(1);
  });

  it('sends on the day itself, before the pickup and the return, a reminder no server sent the day before', async () => {
    const start = tuesday(43);
    // Three rentals of the day, picked up at 10AM, 11AM and noon; no server ran the day before.
    const early = await book(start, 2, { type: 'utility', pickupTime: '10:00' });
    const soon = await book(start, 2, { pickupTime: '11:00' });
    const late = await book(start, 2, { type: 'utility', pickupTime: '12:00' });
    const reminded = async (id: string) =>
      (await database())
        .selectFrom('rental_bookings')
        .select(['pickup_reminder_at', 'return_reminder_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    // At 10:35 only the rental with time left to come for is reminded, and only once: 25 minutes
    // before the 11AM pickup is too late to be of use.
    const pickupDay = new Date(dealerMoment(start, '10:35'));
    await sendRentalReminders(pickupDay);
    await sendRentalReminders(new Date(pickupDay.getTime() + 60_000));
    expect((await reminded(late.id)).pickup_reminder_at).toBe(pickupDay.toISOString());
    expect((await reminded(soon.id)).pickup_reminder_at).toBeNull();
    expect((await reminded(early.id)).pickup_reminder_at).toBeNull();
    // The same on the return day: the one due back after more than half an hour is reminded.
    const [returnDate] = dealerDateTime(late.endsMs);
    const returnDay = new Date(dealerMoment(returnDate, '10:35'));
    await sendRentalReminders(returnDay);
    expect((await reminded(late.id)).return_reminder_at).toBe(returnDay.toISOString());
    expect((await reminded(soon.id)).return_reminder_at).toBeNull();
    expect((await reminded(early.id)).return_reminder_at).toBeNull();
    await outboxSettled();
    await processOutbox({ now: new Date(returnDay.getTime() + 60_000) });
    await expect
      .poll(() => sink.to(late.email).map((mail) => mail.parsed.subject ?? ''))
      .toEqual(
        expect.arrayContaining([
          `Your golf cart rental starts today (ref ${late.reference})`,
          `Your golf cart rental ends today (ref ${late.reference})`,
        ]),
      );
    for (const missed of [early, soon])
      expect(
        sink.to(missed.email).filter((mail) => /today|tomorrow/.test(mail.parsed.subject ?? '')),
      ).toEqual([]);
    // A rental booked the evening before needs none on its day: its confirmation is fresh.
    const nextDay = tuesday(44);
    const evening = await book(nextDay, 1, {
      type: 'utility',
      now: new Date(dealerMoment(addDays(nextDay, -1), '21:00')),
    });
    await sendRentalReminders(new Date(dealerMoment(nextDay, '09:05')));
    expect((await reminded(evening.id)).pickup_reminder_at).toBeNull();
  });

  it('keeps a cart due back after a shut day out of the workshop until it is back, and counts none in the workshop that day as free', async () => {
    // A day whose one-day rental ends while the showroom is shut: the cart is due back at its next opening.
    const handover = { locationId: base };
    const firstPickup = (date: string) => pickupTimes(date, handover)[0];
    const windowFrom = (date: string) =>
      rentalWindow({ pickupDate: date, pickupTime: firstPickup(date) ?? '10:00', days: 1, handover }, 0);
    const pickupDate = Array.from({ length: 14 }, (_, day) => addDays(tuesday(49), day)).find(
      (date) => firstPickup(date) && windowFrom(date).dueBackDate !== windowFrom(date).returnDate,
    );
    if (!pickupDate) throw new Error('The first rental showroom is never shut: no rental ends while it is');
    const { dueBackDate } = windowFrom(pickupDate);
    const booking = await book(pickupDate, 1, { type: 'utility', pickupTime: firstPickup(pickupDate) });
    const ownCart = (await carts('utility')).find((cart) => cart.id === booking.cartId)!;
    const workshopOn = async (cart: { id: string; version: number }) =>
      addMaintenance(cart.id, {
        from: dueBackDate,
        to: dueBackDate,
        reason: 'Brake service',
        expectedVersion: cart.version,
        by: staff,
      });
    // The renter still has it on the day it is due back: no workshop that day.
    const refused = await workshopOn(ownCart);
    expect(refused.outcome).toBe('stranded');
    if (refused.outcome === 'stranded')
      expect(refused.bookings.map((one) => one.booking.reference)).toEqual([booking.reference]);
    // Another cart in the workshop that day is free for nobody's rental due back then.
    const other = (await carts('utility')).find((cart) => cart.id !== booking.cartId)!;
    expect(await workshopOn(other)).toMatchObject({ outcome: 'saved' });
    const ask = {
      type: 'utility' as const,
      pickupDate,
      pickupTime: firstPickup(pickupDate)!,
      days: 1,
      handover,
      additionalDrivers: 0,
    };
    const free = await freeCarts(await database(), 'utility', windowFrom(pickupDate), [base]);
    expect(free.map((cart) => cart.id)).not.toContain(other.id);
    // What is offered instead of another type counts the same carts as the booking pages.
    const instead = await alternatives({ ...ask, type: 'four-seater' });
    expect(instead.types.find((offered) => offered.type === 'utility')?.free ?? 0).toBe(
      (await availability(ask)).free,
    );
  });

  it('refuses workshop days and retiring over a booking, naming it with a cart to move to, then takes them', async () => {
    const start = tuesday(45);
    const booking = await book(start, 3);
    const cart = (await carts()).find((candidate) => candidate.id === booking.cartId)!;
    const ask = {
      type: 'four-seater' as const,
      pickupDate: addDays(start, 1),
      pickupTime: '10:00',
      days: 1,
      handover: { locationId: base },
      additionalDrivers: 0,
    };
    const entry = {
      from: addDays(start, 1),
      to: addDays(start, 1),
      reason: 'Brakes',
      expectedVersion: cart.version,
      by: staff,
    };
    const stranded = await addMaintenance(cart.id, entry);
    expect(stranded.outcome).toBe('stranded');
    if (stranded.outcome !== 'stranded') return;
    expect(stranded.bookings.map((one) => one.booking.reference)).toEqual([booking.reference]);
    expect(stranded.bookings[0]!.moveTo.length).toBeGreaterThan(0);
    await moveBooking(booking.id, {
      toCart: stranded.bookings[0]!.moveTo[0]!.id,
      expectedVersion: booking.version,
      by: staff,
    });
    const freeBefore = (await availability(ask)).free;
    expect(await addMaintenance(cart.id, entry)).toMatchObject({ outcome: 'saved' });
    expect((await availability(ask)).free).toBe(freeBefore - 1);
    // The cart's page was opened before the workshop days were added.
    expect(
      await addMaintenance(cart.id, { ...entry, from: addDays(start, 9), to: addDays(start, 9) }),
    ).toMatchObject({
      outcome: 'stale',
    });

    // A cart of its own, so that no other test's booking holds it.
    const added = await addCart({
      fleetNumber: `T-${scratch.dialect.slice(0, 2).toUpperCase()}1`,
      type: 'four-seater',
      location: base,
      notes: '',
    });
    if (added.outcome !== 'saved') throw new Error(added.outcome);
    const later = await book(addDays(start, 14), 2);
    await moveBooking(later.id, { toCart: added.cartId, expectedVersion: later.version, by: staff });
    const retire = await setCartStatus(added.cartId, 'retired', 1);
    expect(retire).toMatchObject({
      outcome: 'stranded',
      bookings: [{ booking: { reference: later.reference } }],
    });
    if (retire.outcome === 'stranded') expect(retire.bookings).toHaveLength(1);
    await cancelAtDesk(later.id);
    expect(await setCartStatus(added.cartId, 'retired', 1)).toMatchObject({ outcome: 'saved' });
    expect((await carts()).map((candidate) => candidate.id)).not.toContain(added.cartId);
  });

  it('counts bookings and booked revenue for the dashboard, draws the calendar from its range, and finds a lead’s booking', async () => {
    const madeAt = new Date('2020-03-03T15:00:00Z');
    const start = tuesday(48);
    const made = [
      await book(start, 2, { now: madeAt }),
      await book(start, 7, { now: madeAt, type: 'six-seater' }),
      await book(addDays(start, 3), 1, { now: madeAt }),
    ];
    await cancelAtDesk(made[2]!.id, madeAt);
    // One still waiting for its online payment is neither a booking nor revenue yet.
    const unpaid = await book(addDays(start, 5), 1, { now: madeAt });
    await setBooking(unpaid.id, { status: 'pending' });
    const figures = await rentalFigures(7, new Date(madeAt.getTime() + hourMs));
    expect(figures).toEqual({
      bookings: 2,
      cancelled: 1,
      waitingForPayment: 1,
      bookedCents: made[0]!.totalCents + made[1]!.totalCents,
    });
    expect(made[1]!.totalCents).toBe(rentFor('six-seater', 7).cents);
    expect((await rentalFigures(7, new Date(madeAt.getTime() + 8 * dayMs))).bookings).toBe(0);

    const calendar = await fleetCalendar(start, 3);
    const bars = calendar.bookings.filter((bar) => made.some((one) => one.id === bar.id));
    expect(bars.map((bar) => bar.reference).sort()).toEqual([made[0]!.reference, made[1]!.reference].sort());
    expect(calendar.carts.map((one) => one.id)).toEqual(
      expect.arrayContaining(bars.map((bar) => bar.cartId)),
    );
    expect(
      calendar.bookings.every(
        (bar) => bar.startsMs < calendar.endMs && bar.blockedUntilMs > calendar.startMs,
      ),
    ).toBe(true);
    expect(await bookingOfLead(made[0]!.leadId!)).toMatchObject({
      id: made[0]!.id,
      reference: made[0]!.reference,
    });
    // The lead's page links to it for the desk's people; anyone else reads who sees it.
    expect(await rentalBookedOfLead(made[0]!.leadId!, true)).toMatchObject({
      reference: made[0]!.reference,
      href: `/admin/rentals/bookings/${made[0]!.id}`,
    });
    expect((await rentalBookedOfLead(made[0]!.leadId!, false))?.href).toBeUndefined();
    expect(cartType('six-seater').title).toBeTruthy();
  });

  it('records a booking taken for a caller under the staff member’s address, and names them on its lead', async () => {
    const deskStaff = { name: 'Sam Desk', email: staff };
    const taken = await book(tuesday(47), 2, { bookedBy: deskStaff });
    expect(taken.createdBy).toBe(deskStaff.email);
    const lead = (await findLead(taken.leadId!))!;
    expect(lead.message).toContain(`Booked by ${deskStaff.name} for a caller`);
    expect(lead.firstResponseBy).toBe(callerBookingResponder(deskStaff.email));
    expect((await rentalBookedOfLead(taken.leadId!, true))?.cancelled).toBe(false);
    // Cancelled at the desk: the booking's history keeps the address, which the pages name.
    await cancelAtDesk(taken.id);
    // Its lead is answered about a cancelled booking now, not thanked for one.
    expect((await rentalBookedOfLead(taken.leadId!, true))?.cancelled).toBe(true);
    expect((await findBooking(taken.id))!.cancelledBy).toBe(deskStaff.email);
  });

  it('answers a change that lost the race with the booking as it is now, so applying it anyway sends the version now', async () => {
    const opened = await book(tuesday(25), 2);
    const extended = await extendBooking(opened.id, { days: 3, expectedVersion: opened.version, by: staff });
    expect(extended.outcome).toBe('changed');
    // What a change that read the booking before the extension landed hands over: the booking as it read it.
    const answer = await (
      await database()
    )
      .transaction()
      .execute((trx) => staleAnswer(trx, opened, opened.version));
    expect(answer.booking).toMatchObject({ days: 3, version: (await findBooking(opened.id))!.version });
    expect(answer.changes).toEqual([expect.objectContaining({ what: expect.stringContaining('Extended') })]);
  });
  it('never checks a cart out while another renter still has it past its return, and does once it is back', async () => {
    const start = tuesday(51);
    // A cart of its own, so that no other test's rental is out on it.
    const added = await addCart({
      fleetNumber: `T-${scratch.dialect.slice(0, 2).toUpperCase()}2`,
      type: 'four-seater',
      location: base,
      notes: '',
    });
    if (added.outcome !== 'saved') throw new Error(added.outcome);
    const booked = await book(start, 2);
    await moveBooking(booked.id, { toCart: added.cartId, expectedVersion: booked.version, by: staff });
    const next = (await findBooking(booked.id))!;
    const late = await book(start, 2);
    // The earlier renter's cart: out since last week, due back an hour before this pickup, not back.
    await (
      await database()
    )
      .updateTable('rental_bookings')
      .set({
        cart_id: next.cartId,
        status: 'out',
        starts_ms: next.startsMs - 7 * dayMs,
        blocked_until_ms: next.startsMs - hourMs,
      })
      .where('id', '=', late.id)
      .execute();
    await addRentalPhotos(next, await photos(6));
    const checkOutAtPickup = async () =>
      checkOutBooking(
        next.id,
        {
          expectedVersion: (await findBooking(next.id))!.version,
          by: staff,
          atMs: next.startsMs,
          battery: 100,
          driver: 0,
          ...takenAtCounter,
          notes: '',
        },
        new Date(next.startsMs + 60_000),
      );
    expect(await checkOutAtPickup()).toMatchObject({
      outcome: 'refused',
      message: expect.stringContaining(`still out with booking ${late.reference}`),
    });
    expect((await findBooking(next.id))!.status).toBe('booked');
    // The fleet calendar a week on shows the cart held by the late rental, not free.
    const weekOn = await fleetCalendar(addDays(start, 7), 3, next.startsMs + 60_000);
    expect(weekOn.bookings.find((bar) => bar.id === late.id)).toMatchObject({
      cartId: next.cartId,
      overdue: true,
      blockedUntilMs: weekOn.endMs,
    });

    await setBooking(late.id, { status: 'returned' });
    expect(await checkOutAtPickup()).toMatchObject({ outcome: 'done' });
  });
});
